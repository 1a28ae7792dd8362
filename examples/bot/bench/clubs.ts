// SDK capacity: how much memory one more signed-in club costs a Node process, what the process
// costs with none, so how many fit in a 512 MiB container; and how long `createNodeClub` +
// sign-in takes. Three processes, so that nothing else is counted: the API (api-process.ts, an
// in-memory sandbox seeded with one member per club; or CLUBE_API_URL, where every club is the
// demo member), and one child (club-holder.ts) that warms up with one club, lets it go, and
// reads its memory after forced collections (--expose-gc) with no club, then after signing
// in clubs up to each count (default 1000, then 3000), each as a member of its own.
//
// Why a slope and an intercept, not (RSS with N − RSS with 0) / N: between N = 0 and the
// first count V8 grows its young generation and the allocator its arenas once, a fixed cost
// that a division by N charged to the clubs (≈ 32 MiB over 1,000 clubs was ≈ 33 KiB each), and
// that still counts in the container. So:
//   per club = (RSS at N2 − RSS at N1) / (N2 − N1), both counts past that growth;
//   fixed    = the larger of RSS at N = 0 and RSS at N2 − per club × N2 (the line's intercept:
//              it holds the one-off growth);
//   clubs per 512 MiB = (512 MiB − fixed) / per club.
// A step whose RSS grew less than its heap measured page reuse, not clubs: it is flagged and
// gives no figure. The holder runs with the bot's node flags (its `start` script's, which the
// README's container recipe repeats), or with --node-flags for a probe, printed as such.
// The holder runs as a bundle of the SDK under plain node (esbuild, names not kept), the
// JavaScript a consumer runs; `--tsx` runs its sources under tsx instead, whose kept function
// names give each closure a property store (≈ 15 KiB more per club). Not part of the test
// command.
//
//   npx tsx examples/bot/bench/clubs.ts [counts=1000,3000] [--uses member|all] [--tsx]
//                                       [--node-flags="--flag …"]
//
// --uses: what each club's program reads. 'member' (the default): it signs in and reads its
// member, like the bot; 'all': it also waits for favorites and notifications.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extraMemberDocument } from '@clube/sandbox';
import { build } from 'esbuild';
import type { ApiReady, ClubUses, HolderReport, MemoryFigures } from './capacity-report.ts';
import { exited, forkChild } from './fork-child.ts';

const BUDGET_BYTES = 512 * 1024 * 1024;
const MiB = 1024 * 1024;
const DEFAULT_COUNTS = [1000, 3000];
const REPORTS = fileURLToPath(new URL('../../../reports/', import.meta.url));
const BOT_PACKAGE = fileURLToPath(new URL('../package.json', import.meta.url));

/** The holder's memory at one club count, in MiB. */
interface CheckpointRow {
  clubs: number;
  rssMiB: number;
  heapUsedMiB: number;
  heapTotalMiB: number;
  externalMiB: number;
}

interface CapacityResult {
  runtime: HolderRuntime;
  members: number;
  uses: ClubUses;
  /** The node flags the holder ran with, and whether they are the bot's start script's. */
  nodeFlags: string[];
  flagsOfStartScript: boolean;
  checkpoints: CheckpointRow[];
  /** Growth per club between the last two counts (KiB): RSS, heapUsed, heapTotal, external. */
  perClubKiB: number;
  perClubHeapKiB: number;
  perClubHeapTotalKiB: number;
  perClubExternalKiB: number;
  /** RSS with no club, and the line's intercept (RSS at N2 − per club × N2), in MiB. */
  baselineRssMiB: number;
  interceptRssMiB: number;
  /** The larger of the two: what the process costs before its clubs. */
  fixedRssMiB: number;
  /** (512 MiB − fixed) / per club; null when flagged. */
  clubsPer512MiB: number | null;
  /** Why the slope is not a result (RSS grew less than the heap), or null. */
  flag: string | null;
  /** The holder's 1-minute load average at its last count. */
  loadAverage: number;
  medianSignInMs: number;
  p90SignInMs: number;
}

function counts(argument: string | undefined): number[] {
  if (!argument) return DEFAULT_COUNTS;
  const values = argument.split(',').map(Number);
  const ascending = values.every(
    (value, i) => Number.isInteger(value) && value > (i === 0 ? 0 : values[i - 1]!),
  );
  if (values.length < 2 || !ascending) {
    throw new Error(`two or more club counts, ascending, comma-separated: ${argument}`);
  }
  return values;
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}

/**
 * The node flags of the bot's `start` script (`node --flag … --import tsx src/main.ts`): the
 * holder runs with the same, so that the figure is the one the bot gets.
 */
function startScriptFlags(startScript: string): string[] {
  const words = startScript.trim().split(/\s+/);
  if (words[0] !== 'node') return [];
  const flags: string[] = [];
  for (let i = 1; i < words.length && words[i]!.startsWith('--'); i++) {
    if (words[i] === '--import' || words[i] === '--require') i++;
    else flags.push(words[i]!);
  }
  return flags;
}

function botStartFlags(): string[] {
  const scripts = (JSON.parse(readFileSync(BOT_PACKAGE, 'utf8')) as { scripts: { start: string } })
    .scripts;
  return startScriptFlags(scripts.start);
}

function flagsArgument(argv: string[]): string[] | null {
  const given = argv.find((arg) => arg.startsWith('--node-flags='));
  return given === undefined
    ? null
    : given.slice('--node-flags='.length).split(/\s+/).filter(Boolean);
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

const inMiB = (figures: MemoryFigures): Omit<CheckpointRow, 'clubs'> => ({
  rssMiB: figures.rss / MiB,
  heapUsedMiB: figures.heapUsed / MiB,
  heapTotalMiB: figures.heapTotal / MiB,
  externalMiB: figures.external / MiB,
});

function result(
  report: HolderReport,
  runtime: HolderRuntime,
  flagsOfStartScript: boolean,
): CapacityResult {
  const [empty, ...counted] = report.checkpoints;
  const last = counted.at(-1)!;
  const before = counted.at(-2)!;
  const clubs = last.clubs - before.clubs;
  const grown = (figure: keyof MemoryFigures) =>
    (last.memory[figure] - before.memory[figure]) / clubs;
  const perClubBytes = grown('rss');
  // The heap lives in the RSS: an RSS that grew less reused pages freed earlier.
  const flag =
    grown('rss') < grown('heapUsed')
      ? `from ${before.clubs} to ${last.clubs} clubs RSS grew ${((perClubBytes * clubs) / MiB).toFixed(1)} MiB, less than the heap (${((grown('heapUsed') * clubs) / MiB).toFixed(1)} MiB)`
      : null;
  const baseline = empty!.memory.rss;
  const intercept = last.memory.rss - perClubBytes * last.clubs;
  const fixed = Math.max(baseline, intercept);
  return {
    runtime,
    members: report.members,
    uses: report.uses,
    nodeFlags: report.nodeFlags,
    flagsOfStartScript,
    checkpoints: report.checkpoints.map(({ clubs, memory }) => ({ clubs, ...inMiB(memory) })),
    perClubKiB: perClubBytes / 1024,
    perClubHeapKiB: grown('heapUsed') / 1024,
    perClubHeapTotalKiB: grown('heapTotal') / 1024,
    perClubExternalKiB: grown('external') / 1024,
    baselineRssMiB: baseline / MiB,
    interceptRssMiB: intercept / MiB,
    fixedRssMiB: fixed / MiB,
    clubsPer512MiB:
      flag || perClubBytes <= 0
        ? null
        : Math.max(0, Math.floor((BUDGET_BYTES - fixed) / perClubBytes)),
    flag,
    loadAverage: report.loadAverage,
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
  clubs: number[],
  uses: ClubUses,
  nodeFlags: string[],
): Promise<HolderReport> {
  const child = forkChild<HolderReport>(holder.bundle ?? './club-holder.ts', [clubs.join(',')], {
    env: {
      CLUBE_API_URL: url,
      // With an API of the caller's (CLUBE_API_URL), every club is the demo member.
      ...(process.env.CLUBE_API_URL ? {} : { CLUBE_BENCH_DOCUMENTS: holder.documents }),
      CLUBE_BENCH_USES: uses,
    },
    extraFlags: ['--expose-gc', ...nodeFlags],
    plainNode: holder.bundle !== undefined,
  });
  const report = await child.message;
  await exited(child.child);
  return report;
}

function printTable(header: string[], lines: string[][]): void {
  const widths = header.map((_, i) =>
    Math.max(header[i]!.length, ...lines.map((l) => l[i]!.length)),
  );
  for (const line of [header, ...lines]) {
    console.log(line.map((cell, i) => cell.padStart(widths[i]!)).join('  '));
  }
}

function printResult(r: CapacityResult): void {
  printTable(
    ['clubs', 'RSS', 'heapUsed', 'heapTotal', 'external'],
    r.checkpoints.map((c) => [
      String(c.clubs),
      `${c.rssMiB.toFixed(1)} MiB`,
      `${c.heapUsedMiB.toFixed(1)} MiB`,
      `${c.heapTotalMiB.toFixed(1)} MiB`,
      `${c.externalMiB.toFixed(1)} MiB`,
    ]),
  );
  const [from, to] = r.checkpoints.slice(-2);
  console.log(`
Per club (from ${from!.clubs} to ${to!.clubs} clubs): ${r.flag ? 'flagged' : `${r.perClubKiB.toFixed(1)} KiB RSS`}, heapUsed ${r.perClubHeapKiB.toFixed(1)} KiB, heapTotal ${r.perClubHeapTotalKiB.toFixed(1)} KiB, external ${r.perClubExternalKiB.toFixed(1)} KiB
Fixed: ${r.fixedRssMiB.toFixed(1)} MiB (RSS with no club ${r.baselineRssMiB.toFixed(1)} MiB; intercept ${r.interceptRssMiB.toFixed(1)} MiB)
Clubs per 512 MiB container: ${r.clubsPer512MiB ?? 'flagged'}${r.clubsPer512MiB === null ? '' : ` = (512 − ${r.fixedRssMiB.toFixed(1)}) MiB / ${r.perClubKiB.toFixed(1)} KiB`}
Node flags: ${r.nodeFlags.join(' ') || '(none)'}${r.flagsOfStartScript ? " (the bot's start script's)" : " (a probe: NOT the bot's start script's, not a claim)"}
Sign-in: median ${r.medianSignInMs.toFixed(1)} ms, p90 ${r.p90SignInMs.toFixed(1)} ms; load average ${r.loadAverage.toFixed(1)} (1 min, ${availableParallelism()} cores)`);
  if (r.flag) console.log(`\nNot a result: ${r.flag}. Measure again or use more clubs.`);
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
  const startFlags = botStartFlags();
  const nodeFlags = flagsArgument(args) ?? startFlags;
  const flagsOfStartScript = nodeFlags.join(' ') === startFlags.join(' ');
  // One member per club of the largest count, plus the warm-up's.
  const members = wanted.at(-1)! + 1;
  const holder = await prepareHolder(runtime, members);
  const api = await openSeparateApi(members);
  let measured: CapacityResult;
  try {
    const started = performance.now();
    measured = result(
      await measure(holder, api.url, wanted, uses, nodeFlags),
      runtime,
      flagsOfStartScript,
    );
    console.log(`  measured in ${((performance.now() - started) / 1000).toFixed(0)} s`);
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
  console.log('Memory after forced collections, one process, clubs kept as the count grows.\n');
  printResult(measured);
  mkdirSync(REPORTS, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const json = `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, ...measured }, null, 2)}\n`;
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
