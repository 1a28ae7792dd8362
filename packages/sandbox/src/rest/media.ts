import { Hono } from 'hono';
import { isCompanyImageKind, renderCompanyImage } from '../assets/company-images.ts';
import { isImageKind, renderImage } from '../assets/images.ts';
import { rasterized } from '../assets/raster.ts';
import { findCompanyBySlug } from '../db/companies.ts';
import type { Queryable } from '../db/database.ts';
import { NOT_FOUND_BODY } from './errors.ts';

const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  // Short: a reset or a branding change should show up without a hard reload.
  'Cache-Control': 'public, max-age=60',
};

const PNG_HEADERS = { ...SVG_HEADERS, 'Content-Type': 'image/png' };

/** Generated images: company branding and catalogue pictures. */
export function mediaRoutes(db: Queryable): Hono {
  const media = new Hono();

  // Each image as PNG (what the seed points to, but for the sign-in background) or as the SVG
  // it is drawn from (data saved before).
  media.get('/companies/:slug/:file', async (c) => {
    const [, kind, extension] = /^(.*)\.(svg|png)$/.exec(c.req.param('file')) ?? [];
    if (kind === undefined || !isCompanyImageKind(kind)) return c.json(NOT_FOUND_BODY, 404);
    const company = await findCompanyBySlug(db, c.req.param('slug'));
    if (!company) return c.json(NOT_FOUND_BODY, 404);
    const svg = renderCompanyImage(kind, company);
    if (extension === 'svg') return c.body(svg, 200, SVG_HEADERS);
    return c.body(new Uint8Array(rasterized(svg)), 200, PNG_HEADERS);
  });

  // The catalogue is served as PNG (what the seed points to); the SVG it is drawn from stays
  // reachable for data saved before.
  media.get('/images/:kind/:color/:file', (c) => {
    const { kind, color, file } = c.req.param();
    const [, label, extension] = /^(.*)\.(svg|png)$/.exec(file) ?? [];
    const svg = isImageKind(kind) && label !== undefined ? renderImage(kind, color, label) : null;
    if (svg === null) return c.json(NOT_FOUND_BODY, 404);
    if (extension === 'svg') return c.body(svg, 200, SVG_HEADERS);
    return c.body(new Uint8Array(rasterized(svg)), 200, PNG_HEADERS);
  });

  media.all('*', (c) => c.json(NOT_FOUND_BODY, 404));
  return media;
}
