#!/usr/bin/env node
// `npm start`: install (if needed), build the web app, serve it from the sandbox.
//
//   PORT              sandbox port (default 4300)
//   SANDBOX_DATA_DIR  where the sandbox keeps its database (default .sandbox-data)
//   --no-build        serve the existing packages/web/dist
//
// Works on a fresh clone with only Node >= 20.19 and npm: pnpm comes through npx.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, bin, ensureInstalled, log, pnpm, run } from './lib/proc.mjs';
import { supervise } from './lib/service.mjs';

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');

if (!(await ensureInstalled())) process.exit(1);

if (!skipBuild) {
  log('Building the web app…');
  const [command, pnpmArgs] = pnpm(['--filter', '@clube/web', 'run', 'build']);
  const { code } = await run(command, pnpmArgs);
  if (code !== 0) {
    log(`Building the web app failed (exit code ${code}).`);
    process.exit(code);
  }
}

const dist = join('packages', 'web', 'dist');
if (!existsSync(join(ROOT, dist, 'index.html'))) {
  log(`${dist}/index.html not found: build the web app first (npm start without --no-build).`);
  process.exit(1);
}

const port = process.env.PORT || '4300';
const dataDir = process.env.SANDBOX_DATA_DIR || '.sandbox-data';
log(`Starting the sandbox on port ${port} (data in ${dataDir})…`);

const code = await supervise([
  {
    name: 'sandbox',
    command: bin('tsx'),
    args: [join('packages', 'sandbox', 'src', 'cli.ts'), '--static', dist],
    env: { PORT: port, SANDBOX_DATA_DIR: dataDir },
  },
]);
process.exit(code);
