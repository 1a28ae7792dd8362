/** The manifest route the club's server answers, per company (the address's `?company=`). */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/**
 * Points the page's `<link rel="manifest">` at the manifest of the company in use, so that
 * each company installs as its own app with its own title, colours and icon.
 */
export function linkWebManifest(company: string | undefined): void {
  const href = company
    ? `${WEB_MANIFEST_PATH}?company=${encodeURIComponent(company)}`
    : WEB_MANIFEST_PATH;
  let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'manifest';
    document.head.append(link);
  }
  if (link.getAttribute('href') !== href) link.href = href;
}
