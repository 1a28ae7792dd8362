#!/usr/bin/env node
// After `vite build`: a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of dist
// worth compressing, so that a server (the sandbox's static serving, nginx `gzip_static` /
// `brotli_static`, a CDN origin) sends the smallest encoding the browser accepts without
// compressing on every request. Maximum levels: this runs once per build, not per request.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json']);
// Below ~1 kB the encoding headers and the extra round of decoding outweigh the bytes saved.
const MIN_BYTES = 1024;

/** Files of dist, without dot-directories (`.vite/manifest.json` is build metadata, not served). */
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

function brotli(content, path) {
  return brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: statSync(path).size,
    },
  });
}

const totals = { files: 0, raw: 0, br: 0, gz: 0 };
for (const path of walk(DIST)) {
  if (!EXTENSIONS.has(extname(path))) continue;
  const content = readFileSync(path);
  if (content.length < MIN_BYTES) continue;
  const variants = { br: brotli(content, path), gz: gzipSync(content, { level: 9 }) };
  totals.files += 1;
  totals.raw += content.length;
  for (const [suffix, compressed] of Object.entries(variants)) {
    // A variant no smaller than the file would only cost the server a lookup.
    if (compressed.length >= content.length) continue;
    writeFileSync(`${path}.${suffix}`, compressed);
    totals[suffix] += compressed.length;
  }
  if (process.argv.includes('--verbose')) {
    const { br, gz } = variants;
    console.log(`${relative(DIST, path)}: ${content.length} → br ${br.length}, gz ${gz.length}`);
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log(
  `compress: ${totals.files} files, ${kb(totals.raw)} → brotli ${kb(totals.br)}, gzip ${kb(totals.gz)}`,
);
