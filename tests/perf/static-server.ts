import {
  createReadStream,
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RunningServer } from './clube-server.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes a `.br` and a `.gz` copy beside every compressible file of `dir` that has none, as
 * Clube's build does (packages/web/scripts/compress.mjs), so that both apps are served alike.
 */
export function precompress(dir: string): void {
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.has(extname(file))) continue;
    const content = readFileSync(file);
    if (!existsSync(`${file}.br`)) {
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
    if (!existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

/**
 * A built single-page app served as the sandbox serves Clube's (packages/sandbox/src/static):
 * HTTP/1.1, the precompressed copy the browser accepts (brotli, then gzip), long-lived caching
 * under /assets/, and index.html for any other navigation.
 */
export function serveStatic(dir: string, port: number): Promise<RunningServer> {
  const root = resolve(dir);
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = resolve(root, `.${path}`);
    if (!file.startsWith(root + sep) || !existsSync(file) || statSync(file).isDirectory()) {
      if (extname(path) !== '') {
        response.writeHead(404).end();
        return;
      }
      file = join(root, 'index.html');
    }
    const extension = extname(file);
    const headers: Record<string, string> = {
      'Content-Type': TYPES[extension] ?? 'application/octet-stream',
      'Cache-Control': path.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    };
    let sent = file;
    if (COMPRESSIBLE.has(extension)) {
      headers['Vary'] = 'Accept-Encoding';
      const accepted = String(request.headers['accept-encoding'] ?? '');
      for (const [coding, suffix] of [
        ['br', '.br'],
        ['gzip', '.gz'],
      ] as const) {
        if (accepted.includes(coding) && existsSync(file + suffix)) {
          sent = file + suffix;
          headers['Content-Encoding'] = coding;
          break;
        }
      }
    }
    headers['Content-Length'] = String(statSync(sent).size);
    response.writeHead(200, headers);
    if (request.method === 'HEAD') response.end();
    else createReadStream(sent).pipe(response);
  });
  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolveServer({
        origin: `http://127.0.0.1:${port}`,
        stop: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
