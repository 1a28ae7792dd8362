import { describe, expect, it } from 'vitest';
import { START_SCREEN_TEXTS } from '../src/boot/start-screen-texts.ts';
import { bodyWithStartScreen, takeEntry } from './boot-plugin.ts';

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

const START = '<script>(function startApp() {})({}, () => (function boot() {})());</script>';

describe('bodyWithStartScreen', () => {
  const html = bodyWithStartScreen(BUILT, START_SCREEN_TEXTS, [START]);
  const [, body] = html.split('<body>') as [string, string];

  it("puts the screen first, then its language script, then the app's start", () => {
    const root = body.indexOf('<div id="root"><div role="status"');
    const script = body.indexOf('<script>(function localizeStartScreen');
    const start = body.indexOf(START);
    expect(root).toBeGreaterThanOrEqual(0);
    expect(script).toBeGreaterThan(root);
    expect(start).toBeGreaterThan(script);
  });

  it('holds the Portuguese screen in #root', () => {
    expect(body).toContain('>Aguarde</p>');
    expect(body).toContain('>Estamos preparando o seu clube</p>');
  });

  it('refuses a page without an empty #root', () => {
    expect(() =>
      bodyWithStartScreen(BUILT.replace('id="root"', 'id="app"'), START_SCREEN_TEXTS, [START]),
    ).toThrow(/#root|id="root"/);
  });
});

describe('takeEntry', () => {
  it("takes the entry's script, preloads and stylesheets out of the page, phases after its own", () => {
    const { html, entry } = takeEntry(BUILT, [
      '/assets/club-modules-d.js',
      '/assets/app-modules-e.js',
    ]);
    expect(entry).toEqual({
      script: '/assets/index-a.js',
      preloads: ['/assets/initial-b.js', '/assets/club-modules-d.js', '/assets/app-modules-e.js'],
      styles: ['/assets/initial-c.css'],
    });
    expect(html).not.toMatch(/<script|<link/);
    expect(html).toContain('<div id="root"></div>');
  });

  it('refuses a page without exactly one module script', () => {
    const noScript = BUILT.replace(/<script[^>]*><\/script>/, '');
    expect(() => takeEntry(noScript, [])).toThrow(/one module script/);
    const twoScripts = BUILT.replace(
      '</head>',
      '<script type="module" crossorigin src="/x.js"></script></head>',
    );
    expect(() => takeEntry(twoScripts, [])).toThrow(/one module script/);
  });
});
