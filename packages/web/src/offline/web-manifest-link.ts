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

/**
 * Links the manifest once `whenReady` calls back, then follows the company the club serves
 * (the returned function, called with each company's slug). Until then nothing is linked: the
 * browser fetches a linked manifest and its icon at once, and on a phone those would share the
 * first screen's second with the screen's own requests, for an install that comes later.
 */
export function linkWebManifestLater(
  company: string | undefined,
  whenReady: (link: () => void) => void,
): (company: string) => void {
  let current = company;
  let ready = false;
  whenReady(() => {
    ready = true;
    linkWebManifest(current);
  });
  return (next) => {
    current = next;
    if (ready) linkWebManifest(current);
  };
}
