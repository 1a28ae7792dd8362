import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, loadEnv } from 'vite';
import { bootPlugin, INITIAL_CHUNK_ROOTS } from './scripts/boot-plugin.ts';
import { serviceWorkerPlugin } from './scripts/service-worker-plugin.ts';

// packages/web, whatever the working directory (the root vitest config extends this file).
// No node: imports here: this file is type-checked with the web app's (browser) types.
const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

export default defineConfig(({ mode }) => {
  // Where `vite` (dev) sends API calls: the sandbox started by `npm run dev`.
  const api = loadEnv(mode, root, 'CLUBE_').CLUBE_API_TARGET || 'http://127.0.0.1:4300';
  const proxy = { target: api, changeOrigin: true };
  // Regex keys so that an app route such as /clubes is not proxied.
  const apiProxy = {
    '^/clube(/|$)': proxy,
    '^/media(/|$)': proxy,
    '^/cep(/|$)': proxy,
  };

  return {
    root,
    plugins: [react(), vanillaExtractPlugin(), bootPlugin({ root }), serviceWorkerPlugin({ root })],
    resolve: {
      // rxjs 7 publishes an ES2015 build beside its default ES5 one: smaller, no tslib helpers.
      conditions: ['es2015', ...defaultClientConditions],
      alias: [
        // React 19 has useSyncExternalStore: @xstate/react's shims for older Reacts are dead code.
        {
          find: /^use-sync-external-store\/shim\/with-selector$/,
          replacement: 'use-sync-external-store/with-selector',
        },
        {
          find: /^use-sync-external-store\/shim$/,
          replacement: `${root}src/runtime/react-external-store.ts`,
        },
      ],
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      // One stylesheet for every screen (11 kB brotli), fetched with the entry: per screen, a
      // signed-in route's first paint waited on 5–6 small stylesheets, each a connection of the
      // page's six over HTTP/1.1 while its scripts queued behind them (issue 19: Campanhas'
      // simulated LCP 2890–2950 → 2810–2870 ms). A lazy screen then brings no stylesheet.
      cssCodeSplit: false,
      // dist/.vite/manifest.json: the chunks each route loads, read by scripts/size.mjs.
      manifest: true,
      // Every browser the club supports preloads modules itself (older ones get the warning).
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // Needed by experimentalInlineCommonChunks; the app's entry exports nothing.
        preserveEntrySignatures: false,
        output: {
          // Everything the entry imports statically, and what it imports in phases
          // (INITIAL_CHUNK_ROOTS), in one chunk (and so one stylesheet): over HTTP/1.1 each
          // further file of the first paint costs a connection or a round trip. Lazy screens
          // get their own chunks and import what they share from it; the small chunks shared
          // by a few screens are copied into each instead (Entrar went from 10 preloaded
          // chunks to 1, Home from 24 to 4), which the boot script (scripts/boot-plugin.ts)
          // preloads with the page.
          codeSplitting: {
            groups: [
              {
                name: 'initial',
                test: (id) => INITIAL_CHUNK_ROOTS.some((module) => id === `${root}${module}`),
              },
            ],
            experimentalInlineCommonChunks: { maxSize: 12 * 1024 },
          },
        },
      },
    },
    server: {
      port: 5173,
      proxy: apiProxy,
    },
    preview: {
      port: 4173,
      proxy: apiProxy,
    },
  };
});
