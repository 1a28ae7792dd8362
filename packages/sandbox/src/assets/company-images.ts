import type { ThemeColors } from '../domain/company-config.ts';

/** Images the sandbox draws for every company, from its title and colours. */
export const COMPANY_IMAGE_KINDS = [
  'logo',
  'mobile-logo',
  'sign-in-logo',
  'favicon',
  'sign-in-background',
  'partners',
  /** The installed app's icon (the web manifest's), large enough for any launcher. */
  'app-icon',
] as const;

export type CompanyImageKind = (typeof COMPANY_IMAGE_KINDS)[number];

export interface CompanyBranding {
  title: string;
  colors: ThemeColors;
}

export function isCompanyImageKind(value: string): value is CompanyImageKind {
  return (COMPANY_IMAGE_KINDS as readonly string[]).includes(value);
}

/** The file formats a company image is served in. */
type CompanyImageExtension = 'png' | 'svg';

/**
 * The format the seed points to. Companies upload their logos and icons as raster files, and a
 * browser shows those far more cheaply than an SVG (each SVG image, the favicon included, is a
 * document of its own on the page's main thread, and a logo's text is laid out there too). The
 * sign-in background stays SVG: a full-screen gradient as PNG would weigh a hundred times more.
 */
function companyImageExtension(kind: CompanyImageKind): CompanyImageExtension {
  return kind === 'sign-in-background' ? 'svg' : 'png';
}

/** Root-relative path under which the sandbox serves a company image, in the seed's format. */
export function companyImagePath(slug: string, kind: CompanyImageKind): string {
  return `/media/companies/${slug}/${kind}.${companyImageExtension(kind)}`;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Up to two initials: 'Clube Vantagens' → 'CV'. */
function initials(title: string): string {
  const letters = title
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.slice(0, 2).join('') || '?';
}

const FONT = `font-family="'Segoe UI', Roboto, Helvetica, Arial, sans-serif" font-weight="700"`;

function svg(width: number, height: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">` +
    `<title>${escapeXml(label)}</title>${body}</svg>`
  );
}

/** A rounded square with the initials: the company's mark at size × size from (x, y). */
function mark(
  x: number,
  y: number,
  size: number,
  background: string,
  foreground: string,
  title: string,
): string {
  return (
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.22}" fill="${background}"/>` +
    `<text x="${x + size / 2}" y="${y + size * 0.66}" text-anchor="middle" font-size="${size * 0.44}" ` +
    `${FONT} fill="${foreground}">${escapeXml(initials(title))}</text>`
  );
}

/** The title's room at 22 px: 13 px a character fits any sans-serif, the rasteriser's included. */
const WORDMARK_CHARACTER_PX = 13;

/**
 * The mark and the title. The picture is as wide as its title, which is set to exactly that
 * width (`textLength`): a fixed width cut long titles off once drawn in a wide font.
 */
function wordmark(branding: CompanyBranding): string {
  const { title, colors } = branding;
  const textWidth = Math.max(1, title.length) * WORDMARK_CHARACTER_PX;
  return svg(
    64 + textWidth + 8,
    64,
    title,
    mark(4, 8, 48, colors.primary, '#FFFFFF', title) +
      `<circle cx="48" cy="12" r="6" fill="${colors.tertiary}"/>` +
      `<text x="64" y="41" font-size="22" textLength="${textWidth}" lengthAdjust="spacingAndGlyphs" ` +
      `${FONT} fill="${colors.primary}">${escapeXml(title)}</text>`,
  );
}

function signInBackground({ title, colors }: CompanyBranding): string {
  return svg(
    1440,
    900,
    title,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${colors.primary}"/>` +
      `<stop offset="1" stop-color="${colors.secondary}"/></linearGradient></defs>` +
      `<rect width="1440" height="900" fill="url(#bg)"/>` +
      `<circle cx="1260" cy="140" r="220" fill="${colors.tertiary}" opacity="0.35"/>` +
      `<circle cx="180" cy="820" r="300" fill="#FFFFFF" opacity="0.08"/>` +
      `<circle cx="760" cy="470" r="90" fill="${colors.tertiary}" opacity="0.2"/>`,
  );
}

/** A strip of five anonymous partner badges (no real brands in the sandbox). */
function partnersStrip({ colors }: CompanyBranding): string {
  const badges = [0, 1, 2, 3, 4]
    .map((index) => {
      const x = 8 + index * 72;
      const fill = index % 2 === 0 ? colors.secondary : colors.tertiary;
      return (
        `<rect x="${x}" y="8" width="56" height="56" rx="28" fill="${fill}"/>` +
        `<text x="${x + 28}" y="44" text-anchor="middle" font-size="20" ${FONT} fill="#FFFFFF">` +
        `${String.fromCharCode(65 + index)}</text>`
      );
    })
    .join('');
  return svg(368, 72, 'Marcas parceiras', badges);
}

export function renderCompanyImage(kind: CompanyImageKind, branding: CompanyBranding): string {
  const { title, colors } = branding;
  switch (kind) {
    // The sign-in logo stands on the form's white side, as the header's logo does.
    case 'logo':
    case 'sign-in-logo':
      return wordmark(branding);
    case 'mobile-logo':
      return svg(64, 64, title, mark(0, 0, 64, colors.primary, '#FFFFFF', title));
    case 'favicon':
      return svg(32, 32, title, mark(0, 0, 32, colors.primary, '#FFFFFF', title));
    case 'sign-in-background':
      return signInBackground(branding);
    case 'partners':
      return partnersStrip(branding);
    case 'app-icon':
      return svg(512, 512, title, mark(0, 0, 512, colors.primary, '#FFFFFF', title));
  }
}
