import { afterEach, describe, expect, it } from 'vitest';
import { linkWebManifest, linkWebManifestLater } from './web-manifest-link.ts';

const linked = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  for (const link of document.querySelectorAll('link[rel="manifest"]')) link.remove();
});

describe('linkWebManifest', () => {
  it("links the company's manifest, one link whatever the number of calls", () => {
    linkWebManifest('clube-demo');
    linkWebManifest('engaja mais');
    expect(linked()).toEqual(['/manifest.webmanifest?company=engaja%20mais']);
  });

  it('links the default manifest when the address names no company', () => {
    linkWebManifest(undefined);
    expect(linked()).toEqual(['/manifest.webmanifest']);
  });
});

describe('linkWebManifestLater', () => {
  it('links nothing before it is ready, then the latest company, then follows it', () => {
    let ready: () => void = () => undefined;
    const follow = linkWebManifestLater('from-address', (link) => (ready = link));
    follow('clube-demo');
    expect(linked()).toEqual([]);
    ready();
    expect(linked()).toEqual(['/manifest.webmanifest?company=clube-demo']);
    follow('engaja-mais');
    expect(linked()).toEqual(['/manifest.webmanifest?company=engaja-mais']);
  });

  it("links the address's company when the club has named none by then", () => {
    linkWebManifestLater('from-address', (link) => link());
    expect(linked()).toEqual(['/manifest.webmanifest?company=from-address']);
  });
});
