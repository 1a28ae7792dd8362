import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings } from './encoding.ts';
import { spaHandler } from './spa.ts';

const INLINE = 'window.__boot = 1;';
const INDEX = `<!doctype html><title>Clube</title><script>${INLINE}</script><script type="module" src="/assets/app-1a2b.js"></script>`;
const APP_JS = `export const text = ${JSON.stringify('clube '.repeat(400))};`;

let root: string;
const SECRET_NAME = `clube-static-secret-${process.pid}.txt`;
let app: Hono;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'clube-static-'));
  await mkdir(join(root, 'assets'));
  await mkdir(join(root, '.vite'));
  await writeFile(join(root, 'index.html'), INDEX);
  await writeFile(join(root, 'assets', 'app-1a2b.js'), APP_JS);
  await writeFile(join(root, 'assets', 'app-1a2b.js.br'), brotliCompressSync(APP_JS));
  await writeFile(join(root, 'assets', 'app-1a2b.js.gz'), gzipSync(APP_JS));
  await writeFile(
    join(root, 'assets', 'logo-9f8e.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  await writeFile(join(root, '.vite', 'manifest.json'), '{}');
  app = new Hono();
  app.use(
    '*',
    spaHandler({ root, policy: async (hashes) => `script-src 'self' ${hashes.join(' ')}` }),
  );
  app.all('*', (c) => c.text('not found', 404));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  Promise.resolve(app.request(path, { headers }));

describe('Accept-Encoding', () => {
  it('prefers brotli, then gzip, honours q=0 and *', () => {
    const codings = (header?: string) => acceptedEncodings(header).map((e) => e.coding);
    expect(codings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(codings('gzip;q=1.0, br;q=0')).toEqual(['gzip']);
    expect(codings('identity')).toEqual([]);
    expect(codings(undefined)).toEqual([]);
    expect(codings('*')).toEqual(['br', 'gzip']);
    expect(codings('*;q=0, GZIP')).toEqual(['gzip']);
  });
});

describe('static files', () => {
  it('sends the precompressed copy the browser accepts, with Vary and the right type', async () => {
    for (const [accept, coding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await get('/assets/app-1a2b.js', { 'Accept-Encoding': accept });
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Encoding')).toBe(coding);
      expect(response.headers.get('Vary')).toBe('Accept-Encoding');
      expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
      const body = Buffer.from(await response.arrayBuffer());
      expect(decode(body).toString()).toBe(APP_JS);
    }
    const plain = await get('/assets/app-1a2b.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(APP_JS);
  });

  it('caches hashed assets for a year and revalidates everything else', async () => {
    const asset = await get('/assets/logo-9f8e.svg');
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
    for (const path of ['/', '/index.html', '/campanhas/oferta-x']) {
      const page = await get(path, { Accept: 'text/html' });
      expect(page.headers.get('Cache-Control'), path).toBe('no-cache');
      expect(page.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    }
  });

  it('answers 304 to a matching ETag or an unchanged Last-Modified', async () => {
    const first = await get('/assets/app-1a2b.js', { 'Accept-Encoding': 'br' });
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+-br"$/);
    const again = await get('/assets/app-1a2b.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': etag,
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // The gzip copy is another representation: the brotli validator does not match it.
    const gzip = await get('/assets/app-1a2b.js', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': etag,
    });
    expect(gzip.status).toBe(200);

    const lastModified = first.headers.get('Last-Modified')!;
    expect((await get('/', { 'If-Modified-Since': lastModified })).status).toBe(304);
    const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    expect((await get('/', { 'If-Modified-Since': earlier })).status).toBe(200);
  });

  it("puts the hashes of index.html's inline scripts in its policy", async () => {
    const hash = createHash('sha256').update(INLINE).digest('base64');
    for (const path of ['/', '/carteira/pontos']) {
      const page = await get(path, { Accept: 'text/html' });
      expect(page.headers.get('Content-Security-Policy')).toBe(`script-src 'self' sha256-${hash}`);
      expect(await page.text()).toBe(INDEX);
    }
  });

  it('never serves dot paths or files outside the root, and 404s a missing asset', async () => {
    // A file beside the root, which a traversal would reach.
    await writeFile(join(root, '..', `${SECRET_NAME}`), 'secret');
    try {
      for (const path of [
        '/.vite/manifest.json',
        `/../${SECRET_NAME}`,
        `/%2e%2e/${SECRET_NAME}`,
        `/assets/..%2f..%2f${SECRET_NAME}`,
        `/assets/..%5c..%5c${SECRET_NAME}`,
        '/assets/missing-0000.js',
      ]) {
        const response = await get(path);
        expect(response.status, path).toBe(404);
        expect(await response.text()).not.toContain('secret');
      }
    } finally {
      await rm(join(root, '..', SECRET_NAME), { force: true });
    }
  });

  it('HEAD answers the headers without a body', async () => {
    const response = await app.request('/assets/app-1a2b.js', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Length')).toBe(String(Buffer.byteLength(APP_JS)));
    expect(await response.text()).toBe('');
  });
});
