#!/usr/bin/env node
// `npm run dev`: development with hot reload. Starts the sandbox (API on PORT, default 4300,
// database in SANDBOX_DATA_DIR, default .sandbox-data) and the Vite dev server for
// packages/web (WEB_PORT, default 5173), which proxies /clube, /media and /cep to the sandbox
// (same origin for the browser: no CORS). The sandbox runs with --dev: GraphiQL, introspection
// and password-reset links printed to its output.
// Ctrl-C stops both.
import { join } from 'node:path';
import { ROOT, bin, ensureInstalled, log } from './lib/proc.mjs';
import { supervise } from './lib/service.mjs';

if (!(await ensureInstalled())) process.exit(1);

const port = process.env.PORT || '4300';
const webPort = process.env.WEB_PORT || '5173';
const dataDir = process.env.SANDBOX_DATA_DIR || '.sandbox-data';
const web = join(ROOT, 'packages', 'web');

log(`Starting the sandbox on port ${port} (data in ${dataDir}) and Vite on port ${webPort}…`);
log(`Open http://localhost:${webPort}/ once both are ready.`);

const code = await supervise([
  {
    name: 'sandbox',
    command: bin('tsx'),
    args: [join('packages', 'sandbox', 'src', 'cli.ts'), '--dev'],
    env: { PORT: port, SANDBOX_DATA_DIR: dataDir },
  },
  {
    name: 'vite',
    command: join(web, 'node_modules', '.bin', 'vite'),
    args: ['--port', webPort, '--strictPort'],
    cwd: web,
    env: { CLUBE_API_TARGET: `http://127.0.0.1:${port}` },
  },
]);
process.exit(code);
