import { runnerImport, type Plugin } from 'vite';
import { boot } from '../src/boot/boot.ts';
import { startApp, type AppEntry } from '../src/boot/start-app.ts';
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

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const ENTRY_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const ENTRY_STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/**
 * Takes the entry's tags out of the page Vite built (its module script, module preloads and
 * stylesheets) for `startApp` (src/boot/start-app.ts) to add once the start screen is painted;
 * `phases` are preloaded after the entry's own.
 */
export function takeEntry(html: string, phases: string[]): { html: string; entry: AppEntry } {
  const found = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!);
  const [script, ...others] = found(ENTRY_SCRIPT);
  if (!script || others.length > 0)
    throw new Error('boot plugin: index.html should have exactly one module script');
  return {
    html: html.replace(ENTRY_SCRIPT, '').replace(ENTRY_PRELOAD, '').replace(ENTRY_STYLESHEET, ''),
    entry: {
      script,
      preloads: [...found(ENTRY_PRELOAD), ...phases],
      styles: found(ENTRY_STYLESHEET),
    },
  };
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * index.html's body, in this order:
 * - #root holding the start screen (in Portuguese, the page's language);
 * - the inline script that puts another language's texts in it for a browser in that language;
 * - `scripts`: the app's start (which runs the boot script and the entry after the screen's
 *   first frame), after the start screen.
 */
export function bodyWithStartScreen(
  html: string,
  texts: Record<Language, StartScreenTexts>,
  scripts: string[],
): string {
  if (!html.includes(ROOT_ELEMENT))
    throw new Error(`boot plugin: index.html has no ${ROOT_ELEMENT}`);
  const localize = `(${localizeStartScreen.toString()})(${pickLanguage.toString()},${json(texts)},${json(START_SCREEN_LINES)});`;
  const body = [
    `<div id="root">${startScreenHtml(texts['pt-BR'])}</div>`,
    `<script>${localize}</script>`,
    ...scripts,
  ].join('\n    ');
  return html.replace(ROOT_ELEMENT, body);
}

/**
 * Emits the boot script (src/boot/boot.ts) inline into index.html with the plan it
 * needs: for each route of ROUTE_PRELOADS the chunks (and stylesheets) its screen needs beyond
 * the entry's and a member's first data there, by path pattern, and the club's first requests.
 * Puts the start screen in #root, and the entry in `startApp`'s hands (takeEntry, bodyWithStartScreen).
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
        const phases = STARTUP_PHASES.map((module) => `/${chunkOf(module)}`);
        const { html: page, entry } = takeEntry(html, phases);
        // The boot script runs from the app's start, once the start screen is painted.
        const runBoot = `(soon) => (${boot.toString()})(${json(plan)},${json(BOOT_ANSWERS_KEY)},soon)`;
        return bodyWithStartScreen(page, startTexts, [
          `<script>(${startApp.toString()})(${json(entry)},${runBoot});</script>`,
        ]);
      },
    },
  };
}
