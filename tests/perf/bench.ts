// `pnpm bench`: Clube's web performance, measured the same way every time, optionally page for
// page beside a reference app (`--reference`) and the floor page (`--floor`). Not part of
// `npm test`. See tests/perf/README.md.
//
//   Lighthouse (mobile and desktop presets, each a series of --runs interleaved runs, the
//   browser in pt-BR) on Entrar, Home signed in, Campanhas and a campaign's detail, and on the
//   reference app's pages of the same jobs (pairs.ts); Playwright at 4× CPU slowdown on Clube
//   for interaction latency (Event Timing), the JS heap after paging, search requests while
//   typing, and each page's JavaScript. The load average is recorded before each series.
//
// Signed-in pages: the demo member signs in once through the API (POST /clube/v1/login); the
// app's login entry then stores that session in a Chromium profile that Lighthouse drives over
// its debugging port (see clube-session.ts and lighthouse-page.ts), and Playwright contexts
// start from the same localStorage record. The reference's member signs in through its own
// login form in a profile of its own. Signed-out pages share a third, signed-out profile.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { chromiumExecutable } from '../e2e/support/chromium.ts';
import { ensureWebBuilt, freePort, startClubeServer, type RunningServer } from './clube-server.ts';
import {
  seeAllNotices,
  seededCampaignSlug,
  signInProfile,
  signInThroughApi,
} from './clube-session.ts';
import {
  CHROMIUM_ARGS,
  launchDebuggableChromium,
  type DebuggableChromium,
} from './debuggable-chromium.ts';
import { startFloorPage } from './floor-page.ts';
import type { InteractionPages } from './interactions.ts';
import { runLighthouse, type LighthousePreset, type LighthouseSample } from './lighthouse-page.ts';
import { parseBenchOptions, USAGE, type BenchOptions } from './options.ts';
import { CAMPAIGN_PAGE, ENTRAR_PAGE, PAGE_PAIRS } from './pairs.ts';
import { runPlaywrightPass, CPU_SLOWDOWN, type PassTarget } from './playwright-pass.ts';
import { ratiosTable, resultsTable, targetsTable } from './report-table.ts';
import { signInReference } from './reference-session.ts';
import {
  sampleKey,
  summarize,
  type AppSamples,
  type AppSummary,
  type MeasuredPage,
} from './summary.ts';
import { median } from './median.ts';
import { checkTargets } from './targets.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface AppUnderTest {
  app: string;
  origin: string;
  pages: MeasuredPage[];
  /** The browser of its signed-in pages (null: it has none). */
  signedInBrowser: DebuggableChromium | null;
}

/** Clube's pages: every pair's, and a seeded campaign's detail. */
function clubePages(slug: string): MeasuredPage[] {
  return [
    ...PAGE_PAIRS.map(({ name, clube, signedIn }) => ({ path: clube, name, signedIn })),
    { path: `/campanhas/${slug}`, name: CAMPAIGN_PAGE, signedIn: true },
  ];
}

/** The reference app's page of each pair; the signed-in ones only with its member's login. */
function referencePages(signedIn: boolean): MeasuredPage[] {
  return PAGE_PAIRS.filter((pair) => signedIn || !pair.signedIn).map((pair) => ({
    path: pair.reference,
    name: pair.name,
    signedIn: pair.signedIn,
  }));
}

/** One load average reading (the 1-minute one) before a series of Lighthouse runs. */
interface LoadReading {
  preset: LighthousePreset;
  run: number;
  load1: number;
}

const elapsed = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

const LIGHTHOUSE_ATTEMPTS = 3;

/**
 * One Lighthouse sample, tried again when Lighthouse itself fails (on a busy machine a
 * DevTools protocol call can time out); null after LIGHTHOUSE_ATTEMPTS failures, so one bad
 * spell costs a sample rather than the whole bench.
 */
async function lighthouseWithRetries(
  url: string,
  port: number,
  preset: LighthousePreset,
): Promise<LighthouseSample | null> {
  for (let attempt = 1; attempt <= LIGHTHOUSE_ATTEMPTS; attempt++) {
    try {
      return await runLighthouse(url, port, preset);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`  lighthouse attempt ${attempt}/${LIGHTHOUSE_ATTEMPTS} failed: ${reason}`);
    }
  }
  return null;
}

/**
 * Lighthouse series, one per preset: each run goes page by page, and for each page app by app
 * (Clube, the reference, the floor page), so that a slow spell of the machine hits every app
 * of a pair alike. The 1-minute load average is read before each run of a series.
 */
async function lighthouseRuns(
  apps: AppUnderTest[],
  options: BenchOptions,
  signedOut: DebuggableChromium,
  samples: AppSamples[],
  loads: LoadReading[],
  started: number,
): Promise<void> {
  const names = [...new Set(apps.flatMap((app) => app.pages.map((page) => page.name)))];
  for (const preset of options.presets) {
    for (let run = 1; run <= options.runs; run++) {
      const load1 = loadavg()[0]!;
      loads.push({ preset, run, load1 });
      console.log(`${preset} run ${run}/${options.runs}: load average ${load1.toFixed(2)}`);
      for (const name of names) {
        for (const [index, app] of apps.entries()) {
          const page = app.pages.find((candidate) => candidate.name === name);
          if (!page) continue;
          const browser = page.signedIn ? app.signedInBrowser : signedOut;
          if (!browser) continue;
          const sample = await lighthouseWithRetries(
            `${app.origin}${page.path}`,
            browser.port,
            preset,
          );
          if (!sample) {
            samples[index]!.failedRuns += 1;
            continue;
          }
          const landed = new URL(sample.finalUrl).pathname;
          if (page.signedIn && landed !== page.path) {
            throw new Error(
              `${app.app} ${page.path} landed on ${landed}: the signed-in session was lost`,
            );
          }
          (samples[index]!.lighthouse[sampleKey(preset, page.path)] ??= []).push(sample);
          console.log(
            `  ${preset} ${run}/${options.runs} ${app.app} ${page.path}: score ${sample.score ?? 'n/a'}, FCP ${Math.round(sample.fcpMs ?? 0)} ms (${elapsed(started)})`,
          );
        }
      }
    }
  }
}

/** First paint on a repeat visit, the service worker warm, per page (mobile preset). */
interface RepeatVisit {
  path: string;
  name: string;
  fcpMs: (number | null)[];
}

/**
 * Entrar and Home again, as a member coming back: one visit installs the service worker and
 * fills its precache, then `runs` visits without any reset (issue 23: a repeat visit's first
 * paint ≤ the floor page's first visit).
 */
async function repeatVisitRuns(
  clube: AppUnderTest,
  signedOut: DebuggableChromium,
  runs: number,
  started: number,
): Promise<RepeatVisit[]> {
  const visits: RepeatVisit[] = [];
  for (const page of clube.pages.filter((p) => p.name === ENTRAR_PAGE || p.path === '/')) {
    const browser = page.signedIn ? clube.signedInBrowser : signedOut;
    if (!browser) continue;
    const url = `${clube.origin}${page.path}`;
    await runLighthouse(url, browser.port, 'mobile', 'repeat');
    const visit: RepeatVisit = { path: page.path, name: page.name, fcpMs: [] };
    for (let run = 1; run <= runs; run++) {
      const sample = await runLighthouse(url, browser.port, 'mobile', 'repeat').catch(() => null);
      visit.fcpMs.push(sample?.fcpMs ?? null);
      console.log(
        `  mobile repeat ${run}/${runs} clube ${page.path}: FCP ${Math.round(sample?.fcpMs ?? 0)} ms (${elapsed(started)})`,
      );
    }
    visits.push(visit);
  }
  return visits;
}

/** Playwright passes on Clube (interactions, heap, search requests, each page's JavaScript). */
async function playwrightPasses(
  clube: AppUnderTest,
  storedSession: string,
  interactionPages: InteractionPages,
  passes: number,
  samples: AppSamples,
  started: number,
): Promise<void> {
  const browser: Browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: CHROMIUM_ARGS,
  });
  try {
    const target: PassTarget = {
      origin: clube.origin,
      storedSession,
      pages: clube.pages,
      interactionPages,
    };
    for (let pass = 1; pass <= passes; pass++) {
      samples.passes.push(await runPlaywrightPass(browser, target));
      console.log(`  playwright ${pass}/${passes} clube (${elapsed(started)})`);
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

/** The bench's ports: E2E_PORT's range when set (one per helper), else free ones. */
async function benchPort(offset: number): Promise<number> {
  const base = Number(process.env.E2E_PORT);
  return Number.isInteger(base) && base > 0 ? base + offset : freePort();
}

async function bench(options: BenchOptions): Promise<void> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  ensureWebBuilt(ROOT);
  const servers: RunningServer[] = [];
  const browsers: DebuggableChromium[] = [];
  const browser = async () => {
    const launched = await launchDebuggableChromium();
    browsers.push(launched);
    return launched;
  };
  try {
    const server = await startClubeServer(ROOT, await benchPort(0));
    servers.push(server);
    const signedIn = await browser();
    const signedOut = await browser();
    const token = await signInThroughApi(server.origin);
    await seeAllNotices(server.origin, token);
    const slug = await seededCampaignSlug(server.origin, token);
    const session = await signInProfile(server.origin, signedIn.port, token);
    const clube: AppUnderTest = {
      app: 'clube',
      origin: server.origin,
      pages: clubePages(slug),
      signedInBrowser: signedIn,
    };
    const apps = [clube];
    let reference: AppUnderTest | null = null;
    if (options.referenceUrl) {
      let referenceBrowser: DebuggableChromium | null = null;
      if (options.referenceLogin) {
        referenceBrowser = await browser();
        await signInReference(options.referenceUrl, referenceBrowser.port, options.referenceLogin);
      } else {
        console.warn('No --reference-login: the signed-in pairs are measured on Clube only.');
      }
      reference = {
        app: 'reference',
        origin: options.referenceUrl,
        pages: referencePages(referenceBrowser !== null),
        signedInBrowser: referenceBrowser,
      };
      apps.push(reference);
    }
    let floor: AppUnderTest | null = null;
    if (options.floor) {
      const floorServer = await startFloorPage(ROOT, await benchPort(1));
      servers.push(floorServer);
      floor = {
        app: 'floor',
        origin: floorServer.origin,
        pages: [{ path: '/', name: ENTRAR_PAGE, signedIn: false }],
        signedInBrowser: null,
      };
      apps.push(floor);
    }
    const samples: AppSamples[] = apps.map((app) => ({
      app: app.app,
      origin: app.origin,
      pages: app.pages,
      lighthouse: {},
      failedRuns: 0,
      passes: [],
    }));
    const loads: LoadReading[] = [];
    console.log(
      `${apps.map((app) => `${app.app} at ${app.origin}`).join(', ')}; ${options.runs} Lighthouse runs per page, app and preset (${options.presets.join(', ')}).`,
    );
    await lighthouseRuns(apps, options, signedOut, samples, loads, started);
    const repeatVisits = options.presets.includes('mobile')
      ? await repeatVisitRuns(clube, signedOut, options.runs, started)
      : [];
    await playwrightPasses(
      clube,
      session.storedSession,
      { search: '/', detail: `/campanhas/${slug}`, list: '/campanhas' },
      options.interactionRuns,
      samples[0]!,
      started,
    );

    const summaries = samples.map((sample) => summarize(sample, options.presets));
    const summaryOf = (app: AppUnderTest | null) =>
      app ? (summaries[apps.indexOf(app)] ?? null) : null;
    const targets = checkTargets(summaries[0]!, summaryOf(reference), summaryOf(floor));
    console.log(
      `\nMedians (Lighthouse: ${options.runs} runs; Playwright: ${options.interactionRuns} passes at ${CPU_SLOWDOWN}× CPU)\n`,
    );
    console.log(resultsTable(summaries, options.presets));
    const referenceSummary = summaryOf(reference);
    if (referenceSummary) {
      console.log('\nPairs: Clube ÷ reference (below 1× is Clube ahead, except the score)\n');
      console.log(ratiosTable(summaries[0]!, referenceSummary, options.presets));
    }
    for (const preset of options.presets) {
      const series = loads.filter((reading) => reading.preset === preset).map((r) => r.load1);
      console.log(
        `\nLoad average before the ${preset} runs: ${series.map((value) => value.toFixed(2)).join(', ')} (${cpus().length} CPUs)`,
      );
    }
    for (const { app, failedRuns } of samples) {
      if (failedRuns) console.warn(`\n${app}: ${failedRuns} Lighthouse runs failed every attempt.`);
    }
    if (repeatVisits.length > 0) {
      const mobileFcp = (summary: AppSummary | null, path: string) =>
        summary?.pages.find((page) => page.preset === 'mobile' && page.path === path)?.fcpMs ??
        null;
      const floorEntrar = mobileFcp(summaryOf(floor), '/');
      console.log(
        '\nFirst paint (mobile, median FCP): first visit, repeat visit (service worker warm)\n',
      );
      for (const visit of repeatVisits) {
        const first = mobileFcp(summaries[0]!, visit.path);
        const repeat = median(visit.fcpMs.filter((value): value is number => value !== null));
        const verdict =
          floorEntrar === null || repeat === null
            ? ''
            : repeat <= floorEntrar
              ? ` ≤ floor first visit ${Math.round(floorEntrar)} ms: met`
              : ` > floor first visit ${Math.round(floorEntrar)} ms: NOT met`;
        console.log(
          `  ${visit.name} ${visit.path}: first ${first === null ? 'n/a' : Math.round(first)} ms, repeat ${repeat === null ? 'n/a' : Math.round(repeat)} ms${verdict}`,
        );
      }
    }
    console.log(`\nTargets (mobile preset)\n`);
    console.log(targetsTable(targets));
    const file = writeReport({
      startedAt,
      durationSeconds: Math.round((performance.now() - started) / 1000),
      host: { cpus: cpus().length, node: process.version },
      options,
      loads,
      apps: summaries,
      targets,
      repeatVisits,
      samples,
    });
    console.log(`\nReport: ${file} (also reports/bench-latest.json), ${elapsed(started)} in all.`);
    console.log('Numbers from a shared or busy machine are noisy: compare runs made on one host.');
  } finally {
    for (const launched of browsers) await launched.close();
    for (const running of servers) await running.stop();
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
