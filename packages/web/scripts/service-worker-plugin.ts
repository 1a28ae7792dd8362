import { build, type Plugin } from 'vite';
import { SERVICE_WORKER_URL } from '../src/offline/service-worker-protocol.ts';

export interface ServiceWorkerPluginOptions {
  /** packages/web, with a trailing slash. */
  root: string;
}

interface PrecacheEntry {
  url: string;
  /** null for files named after their content hash (assets/): the name is the revision. */
  revision: string | null;
}

/** Build metadata and compressed copies are not files a page asks for. */
const servedFile = (fileName: string): boolean =>
  !fileName.startsWith('.') && !fileName.endsWith('.map') && !/\.(br|gz)$/.test(fileName);

/** A short content hash (Web Crypto: this file is type-checked with the browser's types). */
async function revisionOf(content: string | Uint8Array): Promise<string> {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  const digest = await crypto.subtle.digest('SHA-256', bytes as BufferSource);
  return [...new Uint8Array(digest).slice(0, 8)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}

/**
 * Builds the service worker (src/offline/service-worker.ts) after the app, with the list of
 * every file of the app's bundle to precache: the app's own origin only (no third-party URL
 * can enter it), hashed assets by name and index.html by the hash of its content, so that
 * each build's worker is new exactly when a file changed.
 */
export function serviceWorkerPlugin(options: ServiceWorkerPluginOptions): Plugin {
  let outDir = '';
  let entries: PrecacheEntry[] = [];
  return {
    name: 'clube-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // After every plugin's generateBundle: index.html is in the bundle by then.
    async writeBundle(_options, bundle) {
      const outputs = Object.values(bundle).filter((output) => servedFile(output.fileName));
      entries = await Promise.all(
        outputs.map(async (output) => ({
          url: `/${output.fileName}`,
          revision: output.fileName.startsWith('assets/')
            ? null
            : await revisionOf(output.type === 'chunk' ? output.code : output.source),
        })),
      );
      entries.sort((a, b) => a.url.localeCompare(b.url));
    },
    async closeBundle() {
      if (entries.length === 0) return;
      await build({
        configFile: false,
        root: options.root,
        logLevel: 'warn',
        publicDir: false,
        define: {
          __PRECACHE_MANIFEST__: JSON.stringify(entries),
          'process.env.NODE_ENV': JSON.stringify('production'),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          manifest: false,
          lib: {
            entry: `${options.root}src/offline/service-worker.ts`,
            formats: ['iife'],
            name: 'clubeServiceWorker',
            fileName: () => SERVICE_WORKER_URL.slice(1),
          },
        },
      });
    },
  };
}
