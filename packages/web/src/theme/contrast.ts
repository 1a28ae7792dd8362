/**
 * WCAG 2.1 contrast, used to pick a readable text colour for whatever brand colours a company
 * configures (the spec lets companies choose any colour; AA needs 4.5:1 for body text).
 */

export const AA_CONTRAST = 4.5;
const DARK_TEXT = '#1a1a1a';
const LIGHT_TEXT = '#ffffff';

/** Parses #rgb or #rrggbb; anything else is null. */
export function parseHex(colour: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

export function relativeLuminance([r, g, b]: [number, number, number]): number {
  const channel = (value: number): number => {
    const s = value / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const rgbA = parseHex(a);
  const rgbB = parseHex(b);
  if (!rgbA || !rgbB) return 1;
  const [light, dark] = [relativeLuminance(rgbA), relativeLuminance(rgbB)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** The text colour (near-black or white) that reads best on `background`. */
export function readableTextOn(background: string): string {
  return contrastRatio(background, DARK_TEXT) >= contrastRatio(background, LIGHT_TEXT)
    ? DARK_TEXT
    : LIGHT_TEXT;
}

/**
 * A version of a brand colour usable as text or as a control fill on `surface`: darkened
 * (or lightened) step by step until it reaches AA contrast. Pale brand colours stay the
 * brand's hue instead of being replaced by black.
 */
export function accessibleOn(colour: string, surface: string): string {
  const rgb = parseHex(colour);
  if (!rgb) return readableTextOn(surface);
  const surfaceIsLight = relativeLuminance(parseHex(surface) ?? [255, 255, 255]) > 0.5;
  let current = rgb;
  for (let step = 0; step < 40 && contrastRatio(toHex(current), surface) < AA_CONTRAST; step++) {
    current = current.map((c) =>
      surfaceIsLight
        ? Math.max(0, Math.round(c * 0.92))
        : Math.min(255, Math.round(c + (255 - c) * 0.1)),
    ) as [number, number, number];
  }
  return toHex(current);
}

export function toHex(rgb: [number, number, number]): string {
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
