import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { acceptedEncodings } from './encoding.ts';
import { inlineScriptHashes } from './inline-scripts.ts';

/** What the build compresses (packages/web/scripts/compress.mjs): answers to these vary. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json']);
/** Vite names everything under /assets/ after its content hash: it never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Anything else (index.html above all) is revalidated, so a new build shows up at once. */
const REVALIDATE = 'no-cache';

export interface SpaOptions {
  /** The built app (packages/web/dist). */
  root: string;
  /** The Content-Security-Policy of the app's HTML, given the hashes of its inline scripts. */
  policy: (scriptHashes: readonly string[]) => Promise<string>;
}

interface FoundFile {
  path: string;
  size: number;
  mtime: Date;
}

/** True for requests a browser makes when navigating to a client-side route. */
function isNavigation(c: Context): boolean {
  const lastSegment = c.req.path.split('/').pop() ?? '';
  // A missing '/assets/app.js' should be a 404, not index.html served as JavaScript.
  return !lastSegment.includes('.') || (c.req.header('accept') ?? '').includes('text/html');
}

/**
 * The file a URL path names inside `root`, or null. Dot segments (`..`, `.vite`, `.env`),
 * backslashes, NUL and undecodable escapes never reach the file system.
 */
function fileOf(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (/[\\\0]/.test(decoded)) return null;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment.startsWith('.'))) return null;
  const path = resolve(root, ...(segments.length === 0 ? ['index.html'] : segments));
  return path.startsWith(root + sep) ? path : null;
}

async function found(path: string): Promise<FoundFile | null> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? { path, size: stats.size, mtime: stats.mtime } : null;
  } catch {
    return null;
  }
}

/** A strong validator per stored representation: each encoding is a different byte stream. */
const etagOf = (file: FoundFile, coding: string | null): string =>
  `"${file.size.toString(36)}-${Math.floor(file.mtime.getTime()).toString(36)}${coding ? `-${coding}` : ''}"`;

function notModified(c: Context, etag: string, mtime: Date): boolean {
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch !== undefined) {
    const tags = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    return tags.includes('*') || tags.includes(etag);
  }
  const ifModifiedSince = Date.parse(c.req.header('if-modified-since') ?? '');
  // HTTP dates have whole seconds.
  return (
    !Number.isNaN(ifModifiedSince) && Math.floor(mtime.getTime() / 1000) * 1000 <= ifModifiedSince
  );
}

/**
 * Serves a built single-page app: its files, with the precompressed `.br`/`.gz` copy the
 * browser accepts (brotli, then gzip, then the file itself), long-lived caching for hashed
 * assets, ETag/Last-Modified revalidation (304), and index.html — with the app's
 * Content-Security-Policy — for any other navigation, so the app's router handles deep links.
 * Register after the API routes.
 */
export function spaHandler({ root: rootDir, policy }: SpaOptions): MiddlewareHandler {
  const root = resolve(rootDir);
  const index = join(root, 'index.html');
  if (!existsSync(index)) throw new Error(`The static directory ${root} has no index.html`);

  // Hashes of index.html's inline scripts, read again only when the file changes.
  let hashes: { key: string; value: string[] } | null = null;
  const scriptHashes = async (file: FoundFile): Promise<string[]> => {
    const key = `${file.size}-${file.mtime.getTime()}`;
    if (hashes?.key !== key) {
      hashes = { key, value: inlineScriptHashes(await readFile(file.path, 'utf8')) };
    }
    return hashes.value;
  };

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const requested = fileOf(root, c.req.path);
    const direct = requested ? await found(requested) : null;
    const fallback = direct === null;
    if (fallback && !isNavigation(c)) return next();
    const file = direct ?? (await found(index));
    if (!file) return next();

    const extension = extname(file.path);
    const headers: Record<string, string> = {
      'Content-Type': getMimeType(file.path) ?? 'application/octet-stream',
      'Cache-Control': !fallback && c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
    };
    if (extension === '.html') {
      headers['Content-Security-Policy'] = await policy(await scriptHashes(file));
    }

    let sent: FoundFile = file;
    let coding: string | null = null;
    if (COMPRESSIBLE.has(extension)) {
      headers.Vary = 'Accept-Encoding';
      for (const encoding of acceptedEncodings(c.req.header('accept-encoding'))) {
        const variant = await found(file.path + encoding.suffix);
        if (variant) {
          sent = variant;
          coding = encoding.coding;
          headers['Content-Encoding'] = coding;
          break;
        }
      }
    }
    headers.ETag = etagOf(sent, coding);
    headers['Last-Modified'] = file.mtime.toUTCString();

    if (notModified(c, headers.ETag, file.mtime)) {
      delete headers['Content-Type'];
      delete headers['Content-Encoding'];
      return c.body(null, 304, headers);
    }
    headers['Content-Length'] = String(sent.size);
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(await readFile(sent.path), 200, headers);
  };
}
