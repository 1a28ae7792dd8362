// `pnpm bench`: Clube's web performance, measured the same way every time, optionally side by
// side with a reference app (`--url`). Not part of `npm test`. See the README's "Benchmarks".
//
//   Lighthouse (mobile preset, median of --runs) on Entrar, Home signed in, Campanhas and a
//   campaign's detail; Playwright at 4× CPU slowdown for interaction latency (Event Timing),
//   the JS heap after paging, search requests while typing, and each page's JavaScript.
//
// Signed-in pages: the demo member signs in once through the API (POST /clube/v1/login); the
// app's login entry then stores that session in a Chromium profile that Lighthouse drives over
// its debugging port (see clube-session.ts and lighthouse-page.ts), and Playwright contexts
// start from the same localStorage record. Entrar and the reference app use a second,
// signed-out profile: a signed-in member is sent away from Entrar.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { chromiumExecutable } from '../e2e/support/chromium.ts';
import { ensureWebBuilt, startClubeServer } from './clube-server.ts';
import { seededCampaignSlug, signInProfile, signInThroughApi } from './clube-session.ts';
import {
  CHROMIUM_ARGS,
  launchDebuggableChromium,
  type DebuggableChromium,
} from './debuggable-chromium.ts';
import type { InteractionPages } from './interactions.ts';
import { runLighthouse, type LighthouseSample } from './lighthouse-page.ts';
import { parseBenchOptions, USAGE, type BenchOptions } from './options.ts';
import { runPlaywrightPass, CPU_SLOWDOWN, type PassTarget } from './playwright-pass.ts';
import { resultsTable, targetsTable } from './report-table.ts';
import { summarize, type AppSamples } from './summary.ts';
import { checkTargets, ENTRAR_PAGE, HOME_PAGE } from './targets.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface BenchPage {
  path: string;
  name: string;
  signedIn: boolean;
}

interface AppUnderTest {
  app: string;
  origin: string;
  pages: BenchPage[];
  storedSession: string | null;
  interactionPages: InteractionPages;
}

/** Clube's four pages; the detail is a seeded campaign's. */
function clubePages(slug: string): BenchPage[] {
  return [
    { path: '/entrar', name: ENTRAR_PAGE, signedIn: false },
    { path: '/', name: HOME_PAGE, signedIn: true },
    { path: '/campanhas', name: 'Campanhas', signedIn: true },
    { path: `/campanhas/${slug}`, name: 'Campanha', signedIn: true },
  ];
}

/** The reference app, signed out, on the pages given; its list and detail found by path. */
function referenceApp(origin: string, pages: string[]): AppUnderTest {
  return {
    app: 'reference',
    origin,
    pages: pages.map((path) => ({ path, name: path, signedIn: false })),
    storedSession: null,
    interactionPages: {
      search: pages[0] ?? '/',
      detail: pages.find((path) => /\/campanhas\/[^/]+/.test(path)) ?? null,
      list: pages.find((path) => /\/campanhas\/?$/.test(path)) ?? null,
    },
  };
}

const elapsed = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

const LIGHTHOUSE_ATTEMPTS = 3;

/**
 * One Lighthouse sample, tried again when Lighthouse itself fails (on a busy machine a
 * DevTools protocol call can time out); null after LIGHTHOUSE_ATTEMPTS failures, so one bad
 * spell costs a sample rather than the whole bench.
 */
async function lighthouseWithRetries(url: string, port: number): Promise<LighthouseSample | null> {
  for (let attempt = 1; attempt <= LIGHTHOUSE_ATTEMPTS; attempt++) {
    try {
      return await runLighthouse(url, port);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`  lighthouse attempt ${attempt}/${LIGHTHOUSE_ATTEMPTS} failed: ${reason}`);
    }
  }
  return null;
}

/** Lighthouse runs interleaved A, B, A, B… so that a slow spell of the machine hits both. */
async function lighthouseRuns(
  apps: AppUnderTest[],
  runs: number,
  browsers: { signedIn: DebuggableChromium; signedOut: DebuggableChromium },
  samples: AppSamples[],
  started: number,
): Promise<void> {
  for (let run = 1; run <= runs; run++) {
    for (const [index, app] of apps.entries()) {
      for (const page of app.pages) {
        const browser = page.signedIn ? browsers.signedIn : browsers.signedOut;
        const sample = await lighthouseWithRetries(`${app.origin}${page.path}`, browser.port);
        if (!sample) {
          samples[index]!.failedRuns += 1;
          continue;
        }
        const landed = new URL(sample.finalUrl).pathname;
        if (page.signedIn && landed === '/entrar') {
          throw new Error(`${page.path} landed on /entrar: the signed-in session was lost`);
        }
        (samples[index]!.lighthouse[page.path] ??= []).push(sample);
        console.log(
          `  lighthouse ${run}/${runs} ${app.app} ${page.path}: score ${sample.score ?? 'n/a'} (${elapsed(started)})`,
        );
      }
    }
  }
}

async function playwrightPasses(
  apps: AppUnderTest[],
  passes: number,
  samples: AppSamples[],
  started: number,
): Promise<void> {
  const browser: Browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: CHROMIUM_ARGS,
  });
  try {
    for (let pass = 1; pass <= passes; pass++) {
      for (const [index, app] of apps.entries()) {
        const target: PassTarget = {
          origin: app.origin,
          storedSession: app.storedSession,
          pages: app.pages,
          interactionPages: app.interactionPages,
        };
        samples[index]!.passes.push(await runPlaywrightPass(browser, target));
        console.log(`  playwright ${pass}/${passes} ${app.app} (${elapsed(started)})`);
      }
    }
  } finally {
    await browser.close();
  }
}

function writeReport(report: object): string {
  const dir = join(ROOT, 'reports');
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = join(dir, `bench-${stamp}.json`);
  const json = `${JSON.stringify(report, null, 2)}\n`;
  writeFileSync(file, json);
  writeFileSync(join(dir, 'bench-latest.json'), json);
  return file;
}

async function bench(options: BenchOptions): Promise<void> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  ensureWebBuilt(ROOT);
  const server = await startClubeServer(ROOT);
  const signedIn = await launchDebuggableChromium();
  const signedOut = await launchDebuggableChromium();
  try {
    const token = await signInThroughApi(server.origin);
    const slug = await seededCampaignSlug(server.origin, token);
    const session = await signInProfile(server.origin, signedIn.port, token);
    const clube: AppUnderTest = {
      app: 'clube',
      origin: server.origin,
      pages: clubePages(slug),
      storedSession: session.storedSession,
      interactionPages: { search: '/', detail: `/campanhas/${slug}`, list: '/campanhas' },
    };
    const apps = [clube];
    if (options.referenceUrl) {
      apps.push(referenceApp(options.referenceUrl, options.referencePages));
    }
    const samples: AppSamples[] = apps.map((app) => ({
      app: app.app,
      origin: app.origin,
      pages: app.pages.map(({ path, name }) => ({ path, name })),
      lighthouse: {},
      failedRuns: 0,
      passes: [],
    }));
    console.log(`Clube at ${server.origin}; ${options.runs} Lighthouse runs per page and app.`);
    await lighthouseRuns(apps, options.runs, { signedIn, signedOut }, samples, started);
    await playwrightPasses(apps, options.interactionRuns, samples, started);

    const summaries = samples.map(summarize);
    const targets = checkTargets(summaries[0]!, summaries[1] ?? null);
    console.log(
      `\nMedians (Lighthouse: ${options.runs} runs; Playwright: ${options.interactionRuns} passes at ${CPU_SLOWDOWN}× CPU)\n`,
    );
    console.log(resultsTable(summaries));
    for (const { app, failedRuns } of samples) {
      if (failedRuns) console.warn(`\n${app}: ${failedRuns} Lighthouse runs failed every attempt.`);
    }
    console.log(`\nTargets\n`);
    console.log(targetsTable(targets));
    const file = writeReport({
      startedAt,
      durationSeconds: Math.round((performance.now() - started) / 1000),
      host: { cpus: cpus().length, node: process.version },
      options,
      apps: summaries,
      targets,
      samples,
    });
    console.log(`\nReport: ${file} (also reports/bench-latest.json), ${elapsed(started)} in all.`);
    console.log('Numbers from a shared or busy machine are noisy: compare runs made on one host.');
  } finally {
    await signedIn.close();
    await signedOut.close();
    await server.stop();
  }
}

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2));
  if (options === 'help') {
    console.log(USAGE);
    return;
  }
  await bench(options);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('bench failed:', error);
    process.exit(1);
  },
);
