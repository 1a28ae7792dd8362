import { describe, expect, it } from 'vitest';
import { START_SCREEN_TEXTS } from '../src/boot/start-screen-texts.ts';
import { bodyWithStartScreen, headWithPreloads } from './boot-plugin.ts';

const BUILT = `<!doctype html>
<html lang="pt-BR">
  <head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/initial-b.js">
    <link rel="stylesheet" crossorigin href="/assets/initial-c.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const BOOT = '<script>(function boot() {})();</script>';

describe('bodyWithStartScreen', () => {
  const html = bodyWithStartScreen(BUILT, START_SCREEN_TEXTS, BOOT);
  const [head, body] = html.split('<body>') as [string, string];

  it('puts the screen first, then its language script, the boot script and the stylesheets', () => {
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).toContain('rel="modulepreload"');
    const root = body.indexOf('<div id="root"><div role="status"');
    const script = body.indexOf('<script>(function localizeStartScreen');
    const boot = body.indexOf(BOOT);
    const stylesheet = body.indexOf(
      '<link rel="stylesheet" crossorigin href="/assets/initial-c.css">',
    );
    expect(root).toBeGreaterThanOrEqual(0);
    expect(script).toBeGreaterThan(root);
    expect(boot).toBeGreaterThan(script);
    expect(stylesheet).toBeGreaterThan(boot);
  });

  it('holds the Portuguese screen in #root', () => {
    expect(body).toContain('>Aguarde</p>');
    expect(body).toContain('>Estamos preparando o seu clube</p>');
  });

  it('refuses a page without an empty #root', () => {
    expect(() =>
      bodyWithStartScreen(BUILT.replace('id="root"', 'id="app"'), START_SCREEN_TEXTS, BOOT),
    ).toThrow(/#root|id="root"/);
  });
});

describe('headWithPreloads', () => {
  it("preloads the startup phases' chunks in the head, after the page's own", () => {
    const html = headWithPreloads(BUILT, ['/assets/club-modules-d.js', '/assets/app-modules-e.js']);
    const [head] = html.split('<body>') as [string];
    const preloads = [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
    expect(preloads.map((match) => match[1])).toEqual([
      '/assets/initial-b.js',
      '/assets/club-modules-d.js',
      '/assets/app-modules-e.js',
    ]);
  });

  it('refuses a page without a head', () => {
    expect(() => headWithPreloads('<html><body></body></html>', ['/a.js'])).toThrow(/<\/head>/);
  });
});
