/**
 * Images of the catalogue (partner logos, campaign pictures, banners, icons...), drawn on
 * request from their path, so the seed holds no external URL and no binary file
 * (`rest/media.ts` serves them as PNG).
 */
export const IMAGE_KINDS = {
  logo: [200, 200],
  'logo-negative': [200, 200],
  campaign: [800, 450],
  banner: [1200, 300],
  'banner-mobile': [600, 300],
  icon: [48, 48],
  notice: [960, 540],
  'notice-mobile': [540, 720],
  stamp: [160, 160],
  signature: [300, 100],
  coin: [96, 96],
  avatar: [128, 128],
} as const;

export type ImageKind = keyof typeof IMAGE_KINDS;

export function isImageKind(value: string): value is ImageKind {
  return Object.hasOwn(IMAGE_KINDS, value);
}

/**
 * Root-relative path of an image: `/media/images/<kind>/<rrggbb>/<label>.png` (drawn as SVG,
 * served as PNG like a partner's upload; `.svg` gives the drawing itself).
 */
export function imagePath(kind: ImageKind, color: string, label: string): string {
  return `/media/images/${kind}/${color.replace('#', '').toLowerCase()}/${encodeURIComponent(label)}.png`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function initials(label: string): string {
  const words = label.split(/\s+/).filter(Boolean);
  return (words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [label.slice(0, 2)])
    .join('')
    .toUpperCase();
}

const FONT = `font-family="'Segoe UI', Roboto, Helvetica, Arial, sans-serif" font-weight="700"`;

/** The SVG for a kind, colour (6 hex digits) and label; null when the colour is not valid. */
export function renderImage(kind: ImageKind, color: string, label: string): string | null {
  if (!/^[0-9a-f]{6}$/i.test(color)) return null;
  const [width, height] = IMAGE_KINDS[kind];
  const fill = `#${color}`;
  const text = escapeXml(label);
  const negative = kind === 'logo-negative';
  const short = ['logo', 'logo-negative', 'icon', 'stamp', 'coin', 'avatar'].includes(kind);
  const size = Math.round(Math.min(width, height) * (short ? 0.38 : 0.14));
  const shape =
    kind === 'coin' || kind === 'avatar' || kind === 'stamp'
      ? `<circle cx="${width / 2}" cy="${height / 2}" r="${width / 2}" fill="${fill}"/>`
      : `<rect width="${width}" height="${height}" rx="${short ? width * 0.2 : 16}" fill="${negative ? '#FFFFFF' : fill}"/>`;
  const decoration = short
    ? ''
    : `<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.5}" fill="#FFFFFF" opacity="0.12"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-label="${text}"><title>${text}</title>` +
    `${shape}${decoration}<text x="${width / 2}" y="${height / 2 + size * 0.35}" ` +
    `text-anchor="middle" font-size="${size}" ${FONT} fill="${negative ? fill : '#FFFFFF'}">` +
    `${escapeXml(short ? initials(label) : label)}</text></svg>`
  );
}
