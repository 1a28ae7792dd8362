import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningServer } from './clube-server.ts';
import { precompress, serveStatic } from './static-server.ts';

const PAGE = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Entrar</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.js"></script>
  </body>
</html>
`;

// React rendering one sign-in form, nothing else: the fastest a React page can paint here.
// Submitting it goes to /app, so that it can also stand in for the reference app's login
// (an email field, as bulletproof-react's) when testing the bench itself.
const MAIN = `import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function SignIn() {
  const submit = (event) => {
    event.preventDefault();
    location.assign('/app');
  };
  return h('main', null,
    h('h1', null, 'Entrar'),
    h('form', { onSubmit: submit },
      h('label', null, 'E-mail ', h('input', { name: 'email', type: 'email' })),
      h('label', null, 'Senha ', h('input', { name: 'password', type: 'password' })),
      h('button', { type: 'submit' }, 'Entrar')));
}

createRoot(document.getElementById('root')).render(h(StrictMode, null, h(SignIn)));
`;

/**
 * The floor page (issue 19): React rendering one form, built with the web app's Vite and React
 * in a temporary folder outside the repo and served like Clube (precompressed, HTTP/1.1).
 */
export async function startFloorPage(root: string, port: number): Promise<RunningServer> {
  const web = createRequire(join(root, 'packages', 'web', 'package.json'));
  // The web app's Vite: the tests package does not depend on it.
  const { build } = (await import(web.resolve('vite'))) as {
    build: (config: Record<string, unknown>) => Promise<unknown>;
  };
  const source = mkdtempSync(join(tmpdir(), 'clube-floor-'));
  const dist = join(source, 'dist');
  try {
    writeFileSync(join(source, 'index.html'), PAGE);
    writeFileSync(join(source, 'main.js'), MAIN);
    mkdirSync(dist);
    await build({
      root: source,
      configFile: false,
      logLevel: 'error',
      resolve: {
        alias: {
          'react-dom/client': web.resolve('react-dom/client'),
          react: web.resolve('react'),
        },
      },
      build: { outDir: dist, modulePreload: { polyfill: false } },
    });
    precompress(dist);
    const server = await serveStatic(dist, port);
    return {
      origin: server.origin,
      stop: async () => {
        await server.stop();
        rmSync(source, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(source, { recursive: true, force: true });
    throw error;
  }
}
