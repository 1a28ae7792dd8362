import { Resvg } from '@resvg/resvg-js';

/** How many drawn pictures a sandbox keeps: a seeded catalogue has a few hundred. */
const KEPT = 512;
const kept = new Map<string, Buffer>();

/**
 * The PNG of one of the sandbox's own drawings, kept by the drawing itself (a company's new
 * colours are a new drawing). Partners upload photos and
 * logos as raster files, and a browser shows those far more cheaply than an SVG: each SVG
 * `<img>` is a document of its own on the page's main thread (6–31 ms each on a list page with
 * 18 of them, before any CPU throttling). Serving the catalogue as PNG measures the app as
 * members will meet it.
 */
export function rasterized(svg: string): Buffer {
  const found = kept.get(svg);
  if (found) return found;
  const png = new Resvg(svg, {
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  })
    .render()
    .asPng();
  if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(svg, png);
  return png;
}
