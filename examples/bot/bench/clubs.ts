// SDK capacity: how much memory one signed-in club costs a Node process, so how many fit in
// a 512 MiB container, and how long `createNodeClub` + sign-in takes. Three processes, so that
// nothing else is counted: the API (api-process.ts, an in-memory sandbox seeded with one member
// per club; or CLUBE_API_URL, where every club is the demo member), and for each N a fresh
// child (club-holder.ts) that warms up, reports its RSS after a forced GC with no club (the
// baseline), signs N clubs in one after the other, each as a member of its own, and reports
// its RSS after GC again. The holder runs as a bundle of the SDK under plain node (esbuild,
// names not kept), the JavaScript a consumer runs; `--tsx` runs its sources under tsx instead,
// whose kept function names give each closure a property store (≈ 15 KiB more per club).
// Per club = (RSS with N − baseline) / N; clubs per 512 MiB =
// (512 MiB − baseline) / per club: the process itself takes its share of the container. A row
// whose RSS grew less than its heap measured page reuse, not the clubs: it is flagged and
// gives no figure. Not part of the test command.
//
//   npx tsx examples/bot/bench/clubs.ts [counts=250,500,1000] [--uses member|all] [--tsx]
//
// --uses: what each club's program reads. 'member' (the default): it signs in and reads its
// member, like the bot; 'all': it also waits for favorites and notifications.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extraMemberDocument } from '@clube/sandbox';
import { build } from 'esbuild';
import type { ApiReady, ClubUses, HolderReport } from './capacity-report.ts';
import { exited, forkChild } from './fork-child.ts';

const BUDGET_BYTES = 512 * 1024 * 1024;
const MiB = 1024 * 1024;
const DEFAULT_COUNTS = [250, 500, 1000];
const REPORTS = fileURLToPath(new URL('../../../reports/', import.meta.url));

interface CapacityRow {
  clubs: number;
  /** 'bundle': the holder under plain node; 'tsx': its sources under tsx. */
  runtime: HolderRuntime;
  members: number;
  uses: ClubUses;
  baselineRssMiB: number;
  loadedRssMiB: number;
  perClubKiB: number;
  perClubHeapKiB: number;
  /** Growth per club of V8's reserved heap, of memory outside it, and of ArrayBuffers (KiB). */
  perClubHeapTotalKiB: number;
  perClubExternalKiB: number;
  perClubArrayBuffersKiB: number;
  /** The holder's 1-minute load average while it measured. */
  loadAverage: number;
  /** (512 MiB − baseline RSS) / per-club RSS; null when the row is flagged. */
  clubsPer512MiB: number | null;
  /** Why the row is not a result (RSS grew less than the heap), or null. */
  flag: string | null;
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

type HolderRuntime = 'bundle' | 'tsx';

/** Where the holder runs from: its bundle (the SDK as plain JavaScript) or its sources. */
interface Holder {
  runtime: HolderRuntime;
  /** A file the holder reads its members' documents from (one per club). */
  documents: string;
  /** The bundle's path; absent under tsx. */
  bundle?: string;
}

/**
 * Bundles club-holder.ts with the SDK and its dependencies (no names kept, as a consumer's
 * build or `tsc` output has none) and writes the members' documents beside it.
 */
async function prepareHolder(runtime: HolderRuntime, members: number): Promise<Holder> {
  const folder = mkdtempSync(join(tmpdir(), 'clube-bench-'));
  const documents = join(folder, 'documents.json');
  writeFileSync(
    documents,
    JSON.stringify(Array.from({ length: members }, (_, i) => extraMemberDocument(i))),
  );
  if (runtime === 'tsx') return { runtime, documents };
  const bundle = join(folder, 'club-holder.mjs');
  await build({
    entryPoints: [fileURLToPath(new URL('./club-holder.ts', import.meta.url))],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  return { runtime, documents, bundle };
}

function grownPerClubKiB(
  report: HolderReport,
  figure: 'heapTotal' | 'external' | 'arrayBuffers',
): number {
  return (report.loadedUsage[figure] - report.baselineUsage[figure]) / report.clubs / 1024;
}

function row(report: HolderReport, runtime: HolderRuntime): CapacityRow {
  const rssGrowth = report.loadedRssBytes - report.baselineRssBytes;
  const heapGrowth = report.loadedHeapBytes - report.baselineHeapBytes;
  const perClubBytes = rssGrowth / report.clubs;
  // The heap lives in the RSS: an RSS that grew less reused pages freed since the baseline.
  const flag =
    rssGrowth < heapGrowth
      ? `RSS grew ${(rssGrowth / MiB).toFixed(1)} MiB, less than the heap (${(heapGrowth / MiB).toFixed(1)} MiB)`
      : null;
  const room = BUDGET_BYTES - report.baselineRssBytes;
  return {
    clubs: report.clubs,
    runtime,
    members: report.members,
    uses: report.uses,
    baselineRssMiB: report.baselineRssBytes / MiB,
    loadedRssMiB: report.loadedRssBytes / MiB,
    perClubKiB: perClubBytes / 1024,
    perClubHeapKiB: heapGrowth / report.clubs / 1024,
    perClubHeapTotalKiB: grownPerClubKiB(report, 'heapTotal'),
    perClubExternalKiB: grownPerClubKiB(report, 'external'),
    perClubArrayBuffersKiB: grownPerClubKiB(report, 'arrayBuffers'),
    loadAverage: report.loadAverage,
    clubsPer512MiB: flag ? null : Math.max(0, Math.floor(room / perClubBytes)),
    flag,
    // The middle of the sorted times (the upper one for an even count).
    medianSignInMs: percentile(report.signInMs, 0.5),
    p90SignInMs: percentile(report.signInMs, 0.9),
  };
}

/** The API: CLUBE_API_URL when set, else an in-memory sandbox in a process of its own. */
async function openSeparateApi(
  members: number,
): Promise<{ url: string; members: number; close(): Promise<void> }> {
  const external = process.env.CLUBE_API_URL;
  if (external) return { url: external, members: 0, close: () => Promise.resolve() };
  const api = forkChild<ApiReady>('./api-process.ts', [], {
    env: { CLUBE_BENCH_MEMBERS: String(members) },
  });
  const { url } = await api.message;
  return {
    url,
    members,
    close: async () => {
      api.child.disconnect();
      await exited(api.child);
    },
  };
}

async function measure(
  holder: Holder,
  url: string,
  clubs: number,
  uses: ClubUses,
): Promise<HolderReport> {
  const child = forkChild<HolderReport>(holder.bundle ?? './club-holder.ts', [String(clubs)], {
    env: {
      CLUBE_API_URL: url,
      // With an API of the caller's (CLUBE_API_URL), every club is the demo member.
      ...(process.env.CLUBE_API_URL ? {} : { CLUBE_BENCH_DOCUMENTS: holder.documents }),
      CLUBE_BENCH_USES: uses,
    },
    extraFlags: ['--expose-gc'],
    plainNode: holder.bundle !== undefined,
  });
  const report = await child.message;
  await exited(child.child);
  return report;
}

function printTable(rows: CapacityRow[]): void {
  const header = [
    'clubs',
    'runtime',
    'members',
    'baseline RSS',
    'RSS with N',
    'KiB/club',
    'heap KiB/club',
    'heapTotal',
    'external',
    'arrayBuffers',
    'clubs/512 MiB',
    'median sign-in',
    'p90 sign-in',
    'load',
  ];
  const lines = rows.map((r) => [
    String(r.clubs),
    r.runtime,
    String(r.members),
    `${r.baselineRssMiB.toFixed(1)} MiB`,
    `${r.loadedRssMiB.toFixed(1)} MiB`,
    r.flag ? 'flagged' : r.perClubKiB.toFixed(1),
    r.perClubHeapKiB.toFixed(1),
    r.perClubHeapTotalKiB.toFixed(1),
    r.perClubExternalKiB.toFixed(1),
    r.perClubArrayBuffersKiB.toFixed(1),
    r.clubsPer512MiB === null ? 'flagged' : String(r.clubsPer512MiB),
    `${r.medianSignInMs.toFixed(1)} ms`,
    `${r.p90SignInMs.toFixed(1)} ms`,
    r.loadAverage.toFixed(1),
  ]);
  const widths = header.map((_, i) =>
    Math.max(header[i]!.length, ...lines.map((l) => l[i]!.length)),
  );
  for (const line of [header, ...lines]) {
    console.log(line.map((cell, i) => cell.padStart(widths[i]!)).join('  '));
  }
  for (const r of rows.filter((r) => r.flag)) {
    console.log(`\n${r.clubs} clubs: not a result: ${r.flag}. Measure again or use more clubs.`);
  }
}

function usesOf(argv: string[]): ClubUses {
  const index = argv.indexOf('--uses');
  if (index < 0) return 'member';
  const value = argv[index + 1];
  if (value !== 'member' && value !== 'all') throw new Error('--uses is member or all');
  return value;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const uses = usesOf(args);
  const runtime: HolderRuntime = args.includes('--tsx') ? 'tsx' : 'bundle';
  const wanted = counts(args.find((arg) => /^\d/.test(arg)));
  // One member per club (the warm-up's five included) of the largest count.
  const members = Math.max(...wanted) + 5;
  const holder = await prepareHolder(runtime, members);
  const api = await openSeparateApi(members);
  const rows: CapacityRow[] = [];
  try {
    for (const clubs of wanted) {
      const started = performance.now();
      rows.push(row(await measure(holder, api.url, clubs, uses), runtime));
      console.log(
        `  ${clubs} clubs measured in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
    }
  } finally {
    await api.close();
    rmSync(join(holder.documents, '..'), { recursive: true, force: true });
  }
  console.log(
    uses === 'all'
      ? '\nEach club: session, member, favorites and notifications loaded.'
      : '\nEach club: signed in and its member loaded (what the program does not read is not started).',
  );
  console.log(
    runtime === 'tsx'
      ? 'The holder ran its TypeScript sources under tsx (names kept: more per club).'
      : 'The holder ran as a bundle of the SDK under plain node (what a consumer runs).',
  );
  console.log(
    'RSS after GC; per club = (RSS with N − RSS with 0) / N, a fresh process for each N;',
  );
  console.log('clubs per 512 MiB = (512 MiB − RSS with 0) / per club.\n');
  printTable(rows);
  mkdirSync(REPORTS, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const json = `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, uses, runtime, rows }, null, 2)}\n`;
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
