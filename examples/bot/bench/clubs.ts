// SDK capacity: how much memory one signed-in club costs a Node process, so how many fit in
// 512 MiB, and how long `createNodeClub` + sign-in takes. Three processes, so that nothing
// else is counted: the API (api-process.ts, an in-memory sandbox; or CLUBE_API_URL), and for
// each N a fresh child (club-holder.ts) that warms up, reports its RSS after a forced GC with
// no club (the baseline), signs N clubs in one after the other (session, member, notifications
// and favorites actors loaded each) and reports its RSS after GC again. Per club = (RSS with N
// − baseline) / N. Not part of the test command.
//
//   npx tsx examples/bot/bench/clubs.ts [counts=250,500,1000]
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ApiReady, HolderReport } from './capacity-report.ts';
import { exited, forkChild } from './fork-child.ts';

const BUDGET_BYTES = 512 * 1024 * 1024;
const MiB = 1024 * 1024;
const DEFAULT_COUNTS = [250, 500, 1000];
const REPORTS = fileURLToPath(new URL('../../../reports/', import.meta.url));

interface CapacityRow {
  clubs: number;
  baselineRssMiB: number;
  loadedRssMiB: number;
  perClubMiB: number;
  clubsPer512MiB: number;
  perClubHeapKiB: number;
  medianSignInMs: number;
  p90SignInMs: number;
}

function counts(argument: string | undefined): number[] {
  if (!argument) return DEFAULT_COUNTS;
  const values = argument.split(',').map(Number);
  if (values.some((value) => !Number.isInteger(value) || value < 1)) {
    throw new Error(`club counts must be whole numbers ≥ 1, comma-separated: ${argument}`);
  }
  return values;
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}

function row(report: HolderReport): CapacityRow {
  const perClubBytes = (report.loadedRssBytes - report.baselineRssBytes) / report.clubs;
  return {
    clubs: report.clubs,
    baselineRssMiB: report.baselineRssBytes / MiB,
    loadedRssMiB: report.loadedRssBytes / MiB,
    perClubMiB: perClubBytes / MiB,
    clubsPer512MiB: perClubBytes > 0 ? Math.floor(BUDGET_BYTES / perClubBytes) : Infinity,
    perClubHeapKiB: (report.loadedHeapBytes - report.baselineHeapBytes) / report.clubs / 1024,
    // The middle of the sorted times (the upper one for an even count).
    medianSignInMs: percentile(report.signInMs, 0.5),
    p90SignInMs: percentile(report.signInMs, 0.9),
  };
}

/** The API: CLUBE_API_URL when set, else an in-memory sandbox in a process of its own. */
async function openSeparateApi(): Promise<{ url: string; close(): Promise<void> }> {
  const external = process.env.CLUBE_API_URL;
  if (external) return { url: external, close: () => Promise.resolve() };
  const api = forkChild<ApiReady>('./api-process.ts', []);
  const { url } = await api.message;
  return {
    url,
    close: async () => {
      api.child.disconnect();
      await exited(api.child);
    },
  };
}

async function measure(url: string, clubs: number): Promise<HolderReport> {
  const holder = forkChild<HolderReport>('./club-holder.ts', [String(clubs)], {
    env: { CLUBE_API_URL: url },
    extraFlags: ['--expose-gc'],
  });
  const report = await holder.message;
  await exited(holder.child);
  return report;
}

function printTable(rows: CapacityRow[]): void {
  const header = [
    'clubs',
    'baseline RSS',
    'RSS with N',
    'MiB/club',
    'clubs/512 MiB',
    'heap kiB/club',
    'median sign-in',
    'p90 sign-in',
  ];
  const lines = rows.map((r) => [
    String(r.clubs),
    `${r.baselineRssMiB.toFixed(1)} MiB`,
    `${r.loadedRssMiB.toFixed(1)} MiB`,
    r.perClubMiB.toFixed(3),
    String(r.clubsPer512MiB),
    r.perClubHeapKiB.toFixed(1),
    `${r.medianSignInMs.toFixed(1)} ms`,
    `${r.p90SignInMs.toFixed(1)} ms`,
  ]);
  const widths = header.map((_, i) =>
    Math.max(header[i]!.length, ...lines.map((l) => l[i]!.length)),
  );
  for (const line of [header, ...lines]) {
    console.log(line.map((cell, i) => cell.padStart(widths[i]!)).join('  '));
  }
}

async function main(): Promise<void> {
  const wanted = counts(process.argv[2]);
  const api = await openSeparateApi();
  const rows: CapacityRow[] = [];
  try {
    for (const clubs of wanted) {
      const started = performance.now();
      rows.push(row(await measure(api.url, clubs)));
      console.log(
        `  ${clubs} clubs measured in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
    }
  } finally {
    await api.close();
  }
  console.log('\nEach club: session, member, notifications and favorites loaded. RSS after GC;');
  console.log('per club = (RSS with N − RSS with 0) / N, in a fresh process for each N.\n');
  printTable(rows);
  mkdirSync(REPORTS, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const json = `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, rows }, null, 2)}\n`;
  writeFileSync(`${REPORTS}bot-clubs-${stamp}.json`, json);
  writeFileSync(`${REPORTS}bot-clubs-latest.json`, json);
  console.log(`\nReport: reports/bot-clubs-${stamp}.json (also reports/bot-clubs-latest.json)`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('bench failed:', error);
    process.exit(1);
  },
);
