/** Where browsers send violation reports (see csp-reports.ts). */
export const CSP_REPORT_PATH = '/__csp-report';

export interface PolicySources {
  /** `'sha256-…'` sources for the inline scripts of the page (a Vite build has none). */
  scriptHashes?: readonly string[];
  /** Origins of company stylesheets (config `custom_script`) other than this one. */
  styleOrigins?: readonly string[];
  /** Origins the app calls besides its own, e.g. a postal-code service on another host. */
  connectOrigins?: readonly string[];
  /** Origins of images besides this one and data: URLs, e.g. a media CDN. */
  imageOrigins?: readonly string[];
  reportUri?: string;
}

/**
 * The policy of every HTML answer of the web app. Scripts run only from this origin (or an
 * inline script whose hash is listed); nothing may frame the app, change its base URL or post
 * a form elsewhere.
 *
 * Styles: stylesheets and `<style>` elements only from this origin (vanilla-extract emits CSS
 * files) and from the companies' own stylesheets. Inline `style` attributes are allowed by
 * `style-src-attr` alone: the theme is applied with `assignInlineVars`, and although React sets
 * those through the CSSOM (which CSP does not police), sanitised server HTML may carry a style
 * attribute; an attribute can neither load a script nor, with `img-src` as it is, send data out.
 */
export function contentSecurityPolicy(sources: PolicySources = {}): string {
  const list = (...items: (readonly string[] | undefined)[]): string =>
    [...new Set(items.flatMap((item) => item ?? []))].join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      list(
        ["'self'"],
        sources.scriptHashes?.map((hash) => `'${hash}'`),
      ),
    ],
    ['style-src', list(["'self'"], sources.styleOrigins)],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', list(["'self'", 'data:'], sources.imageOrigins)],
    ['connect-src', list(["'self'"], sources.connectOrigins)],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['report-uri', sources.reportUri ?? CSP_REPORT_PATH],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/**
 * SVG opened on its own is a document that could run script: the drawn images need nothing
 * but their own inline styles.
 */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** The origin (scheme://host[:port]) of an absolute http(s) URL; null for paths and others. */
export function httpOrigin(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
