import { runnerImport, type Plugin } from 'vite';
import { boot } from '../src/boot/boot.ts';
import { localizeStartScreen } from '../src/boot/localize-start-screen.ts';
import {
  START_SCREEN_LINES,
  startScreenHtml,
  type StartScreenTexts,
} from '../src/boot/start-screen.ts';
import { pickLanguage, type Language } from '../src/i18n/pick-language.ts';
import { BOOT_ANSWERS_KEY, type BootPlan, type BootRoute } from '../src/boot/boot-plan.ts';
import type { ScreenStart, StartupPlan } from '../src/boot/startup-plan.ts';
import {
  MEMBER_SHELL,
  memberAreaPattern,
  pathPattern,
  ROUTE_PRELOADS,
  type RoutePreload,
} from '../src/boot/route-preloads.ts';

/** What the plugin reads of a bundle's chunk (Vite's OutputChunk). */
interface BundleChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

export interface BootPluginOptions {
  /** packages/web, with a trailing slash: the modules of ROUTE_PRELOADS are relative to it. */
  root: string;
}

/** The chunks `start` needs before it runs (itself and its static imports, deep). */
function staticClosure(
  start: string[],
  chunks: Map<string, BundleChunk>,
  into = new Set<string>(),
): Set<string> {
  for (const fileName of start) {
    if (into.has(fileName)) continue;
    into.add(fileName);
    staticClosure(chunks.get(fileName)?.imports ?? [], chunks, into);
  }
  return into;
}

const cssOf = (files: Iterable<string>, chunks: Map<string, BundleChunk>) =>
  new Set([...files].flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]));

// `<` escaped: no text can close the script element.
const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The modules main.tsx imports one after another, each after a task boundary, so that the
 * start's module evaluation is five tasks, not one: main.tsx's own imports, then each of these
 * (issue 19: each long task of a phone's start counts against it). vite.config.ts keeps them,
 * with main.tsx and everything they import, in the initial chunk; the tiny chunks that
 * re-export them are preloaded by the page.
 */
export const STARTUP_PHASES = [
  'src/core-modules.ts',
  'src/club-modules.ts',
  'src/react-modules.ts',
  'src/app-modules.ts',
];

/** The modules whose static imports, deep, make the initial chunk. */
export const INITIAL_CHUNK_ROOTS = ['src/main.tsx', ...STARTUP_PHASES];

/** The head with a module preload for each of `hrefs`, after the page's own. */
export function headWithPreloads(html: string, hrefs: string[]): string {
  if (!html.includes('</head>')) throw new Error('boot plugin: index.html has no </head>');
  const links = hrefs.map((href) => `  <link rel="modulepreload" crossorigin href="${href}">\n  `);
  return html.replace('</head>', `${links.join('')}</head>`);
}

const ROOT_ELEMENT = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet"[^>]*>\s*/g;

/**
 * index.html's body, in this order:
 * - #root holding the start screen (in Portuguese, the page's language);
 * - the inline script that puts another language's texts in it for a browser in that language;
 * - the boot script: after the start screen, so that the browser may paint the screen while the
 *   parser waits on it (the script takes tens of milliseconds on a phone), and still before any
 *   module has arrived;
 * - the stylesheets, moved out of the head: a stylesheet in the body holds back the rendering
 *   of what follows it only, so the start screen (inline styles) paints as soon as the page has
 *   arrived, and the app's scripts still run after the stylesheets have loaded.
 */
export function bodyWithStartScreen(
  html: string,
  texts: Record<Language, StartScreenTexts>,
  bootScript: string,
): string {
  if (!html.includes(ROOT_ELEMENT))
    throw new Error(`boot plugin: index.html has no ${ROOT_ELEMENT}`);
  const stylesheets = html.match(STYLESHEET)?.map((link) => link.trim()) ?? [];
  const localize = `(${localizeStartScreen.toString()})(${pickLanguage.toString()},${json(texts)},${json(START_SCREEN_LINES)});`;
  const body = [
    `<div id="root">${startScreenHtml(texts['pt-BR'])}</div>`,
    `<script>${localize}</script>`,
    bootScript,
    ...stylesheets,
  ].join('\n    ');
  return html.replace(STYLESHEET, '').replace(ROOT_ELEMENT, body);
}

/**
 * Emits the boot script (src/boot/boot.ts) inline into index.html with the plan it
 * needs: for each route of ROUTE_PRELOADS the chunks (and stylesheets) its screen needs beyond
 * the entry's and a member's first data there, by path pattern, and the club's first requests.
 * Puts the start screen in #root and the stylesheets after it (bodyWithStartScreen).
 * The sandbox's policy allows an inline script by its hash (it hashes index.html's inline
 * scripts when it serves it).
 */
export function bootPlugin(options: BootPluginOptions): Plugin {
  let startup: StartupPlan | null = null;
  let startTexts: Record<Language, StartScreenTexts> | null = null;
  return {
    name: 'clube-boot',
    apply: 'build',
    // The club's packages are TypeScript sources: loaded through Vite's module runner, not by
    // Node while it reads the config.
    async buildStart() {
      const runner = { root: options.root, configFile: false as const, logLevel: 'error' as const };
      const [plan, texts] = await Promise.all([
        runnerImport<typeof import('../src/boot/startup-plan.ts')>(
          `${options.root}src/boot/startup-plan.ts`,
          runner,
        ),
        runnerImport<typeof import('../src/boot/start-screen-texts.ts')>(
          `${options.root}src/boot/start-screen-texts.ts`,
          runner,
        ),
      ]);
      startup = await plan.module.startupPlan();
      startTexts = texts.module.START_SCREEN_TEXTS;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!startup || !startTexts)
          throw new Error(
            'boot plugin: the startup plan or the start screen texts were not loaded',
          );
        const chunks = new Map<string, BundleChunk>();
        for (const output of Object.values(context.bundle ?? {})) {
          if (output.type === 'chunk') chunks.set(output.fileName, output as BundleChunk);
        }
        const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
        const initial = staticClosure(
          entries.map((chunk) => chunk.fileName),
          chunks,
        );
        const initialCss = cssOf(initial, chunks);
        const chunkOf = (module: string) => {
          const id = new URL(module, `file://${options.root}`).pathname;
          const found = [...chunks.values()].find((chunk) => chunk.facadeModuleId === id);
          if (!found) throw new Error(`boot plugin: no chunk starts at ${module}`);
          return found.fileName;
        };
        const routeOf = (
          pattern: string,
          preload: Omit<RoutePreload, 'path'>,
          screen: ScreenStart = { requests: [] },
        ): BootRoute => {
          const files = staticClosure(preload.modules.map(chunkOf), chunks);
          const scripts = [...files].filter((file) => !initial.has(file));
          const styles = [...cssOf(files, chunks)].filter((file) => !initialCss.has(file));
          return {
            pattern,
            audience: preload.audience,
            scripts: scripts.map((file) => `/${file}`),
            styles: styles.map((file) => `/${file}`),
            ...screen,
          };
        };
        const { screens, ...plannedRequests } = startup;
        const routes = ROUTE_PRELOADS.map((preload) =>
          routeOf(pathPattern(preload.path), preload, screens[preload.path]),
        );
        // Any other member path: the member area's shell.
        routes.push(routeOf(memberAreaPattern(), { audience: 'member', modules: MEMBER_SHELL }));
        const indexOf = (audience: 'member' | 'visitor') =>
          ROUTE_PRELOADS.findIndex((preload) => preload.audience === audience);
        const plan: BootPlan = {
          ...plannedRequests,
          routes,
          visitorFallback: indexOf('visitor'),
          memberFallback: indexOf('member'),
        };
        const script = `<script>(${boot.toString()})(${json(plan)},${json(BOOT_ANSWERS_KEY)});</script>`;
        const phases = STARTUP_PHASES.map((module) => `/${chunkOf(module)}`);
        return bodyWithStartScreen(headWithPreloads(html, phases), startTexts, script);
      },
    },
  };
}
