// `pnpm bench:serve <dir> [--port N]`: serves a built app (the reference app's, built outside
// the repo) the way the sandbox serves Clube's: precompressed, over HTTP/1.1, with a
// single-page fallback. Writes the .br/.gz copies beside its files first. Ctrl-C stops it.
import { parseArgs } from 'node:util';
import { precompress, serveStatic } from './static-server.ts';

const { values, positionals } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { port: { type: 'string' } },
  allowPositionals: true,
});
const dir = positionals[0];
if (!dir) {
  console.error('usage: pnpm bench:serve <dir> [--port N]');
  process.exit(1);
}
const port = Number(values.port ?? process.env.E2E_PORT ?? 4173);
precompress(dir);
const server = await serveStatic(dir, port);
console.log(`${dir} at ${server.origin} (Ctrl-C stops it)`);
const stop = () => void server.stop().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
