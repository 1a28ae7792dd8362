// The capacity bench's measured process: it signs clubs in against the API at CLUBE_API_URL,
// keeping them all, and reports its memory after forced collections with none (after one
// warm-up club, let go) and at each count of argv[2] (ascending, comma-separated: 1000,3000).
// Run by clubs.ts with --expose-gc and the bot's node flags, as a plain-node bundle (or
// under tsx).
// With CLUBE_BENCH_DOCUMENTS (a JSON file listing M documents), club i signs in as document
// i mod M (distinct members); else as CLUBE_DOCUMENT. CLUBE_BENCH_USES says what each club's
// program uses (see ClubUses). It imports nothing of the sandbox: bundled, it carries the SDK
// and its dependencies only.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { writeHeapSnapshot } from 'node:v8';
import { createNodeClub } from '@clube/adapters/node';
import type { Club } from '@clube/core';
import { waitFor } from '../src/wait.ts';
import type { Checkpoint, ClubUses, HolderReport, MemoryFigures } from './capacity-report.ts';
import { staleSocketFetch } from './stale-socket-fetch.ts';

const DOCUMENT = process.env.CLUBE_DOCUMENT ?? '52998224725';
const PASSWORD = process.env.CLUBE_PASSWORD ?? 'clube123';
const DOCUMENTS: string[] = process.env.CLUBE_BENCH_DOCUMENTS
  ? (JSON.parse(readFileSync(process.env.CLUBE_BENCH_DOCUMENTS, 'utf8')) as string[])
  : [];
const USES: ClubUses = process.env.CLUBE_BENCH_USES === 'all' ? 'all' : 'member';
const WARM_UP_CLUBS = 1;
/** A folder to write a heap snapshot into at each count (CLUBE_BENCH_HEAP_SNAPSHOTS), or none. */
const SNAPSHOTS = process.env.CLUBE_BENCH_HEAP_SNAPSHOTS;
const CONCURRENCY = Math.max(1, Number(process.env.CLUBE_BENCH_CONCURRENCY ?? 1));

function documentOf(index: number): string {
  return DOCUMENTS.length > 0 ? DOCUMENTS[index % DOCUMENTS.length]! : DOCUMENT;
}

/**
 * Signs a club in and waits for its member; with USES = 'all', also for its favorites and
 * notifications (which a club starts only when a program first reads them).
 */
async function signedInClub(
  baseUrl: string,
  document: string,
): Promise<{ club: Club; ms: number }> {
  const started = performance.now();
  const club = createNodeClub({ baseUrl, fetch: staleSocketFetch });
  club.signIn({ document, password: PASSWORD });
  await waitFor(club.member$, (s) => s.matches('ready'), 'the member', 30_000);
  const ms = performance.now() - started;
  if (USES === 'all') {
    await waitFor(club.favorites$, (s) => s.matches('ready'), 'the favorites', 30_000);
    await waitFor(club.notifications$, (s) => s.matches('idle'), 'the notifications', 30_000);
  }
  return { club, ms };
}

/** RSS and heap after full collections (several: finalizers free more on the next pass). */
async function settledMemory(): Promise<MemoryFigures> {
  const gc = globalThis.gc;
  if (!gc) throw new Error('club-holder needs --expose-gc');
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, heapTotal, external, arrayBuffers };
}

function countsOf(argument: string | undefined): number[] {
  const counts = (argument ?? '').split(',').map(Number);
  const ascending = counts.every(
    (n, i) => Number.isInteger(n) && n > (i === 0 ? 0 : counts[i - 1]!),
  );
  if (!ascending) throw new Error('usage: CLUBE_API_URL=… club-holder.ts <counts, ascending>');
  return counts;
}

/** node's own flags, without a loader's (tsx's --require/--import) nor the bench's --expose-gc. */
function nodeFlags(): string[] {
  const flags: string[] = [];
  for (let i = 0; i < process.execArgv.length; i++) {
    const flag = process.execArgv[i]!;
    if (flag === '--require' || flag === '--import') i++;
    else if (flag !== '--expose-gc') flags.push(flag);
  }
  return flags;
}

async function main(): Promise<void> {
  const baseUrl = process.env.CLUBE_API_URL;
  if (!baseUrl) throw new Error('usage: CLUBE_API_URL=… club-holder.ts <counts, ascending>');
  const counts = countsOf(process.argv[2]);
  // Warm up (modules loaded, JIT, the HTTP agent's sockets), then let that club go: N = 0 is
  // a process ready to sign clubs in, holding none.
  for (let i = 0; i < WARM_UP_CLUBS; i++) (await signedInClub(baseUrl, documentOf(i))).club.stop();
  const checkpoints: Checkpoint[] = [{ clubs: 0, memory: await settledMemory() }];
  const clubs: Club[] = [];
  const signInMs: number[] = [];
  for (const count of counts) {
    // CONCURRENCY sign-ins at a time (1 unless told): more clubs in the time a busy machine
    // allows; each club's sign-in time then includes waiting for the others'.
    while (clubs.length < count) {
      const first = clubs.length;
      const batch = Array.from({ length: Math.min(CONCURRENCY, count - first) }, (_, j) =>
        signedInClub(baseUrl, documentOf(WARM_UP_CLUBS + first + j)),
      );
      for (const { club, ms } of await Promise.all(batch)) {
        clubs.push(club);
        signInMs.push(ms);
      }
    }
    checkpoints.push({ clubs: count, memory: await settledMemory() });
    // For a look at what a club holds: diff two snapshots in DevTools (Comparison view).
    if (SNAPSHOTS) writeHeapSnapshot(join(SNAPSHOTS, `clubs-${count}.heapsnapshot`));
  }
  const report: HolderReport = {
    checkpoints,
    nodeFlags: nodeFlags(),
    loadAverage: loadavg()[0]!,
    signInMs,
    members: DOCUMENTS.length > 0 ? Math.min(clubs.length, DOCUMENTS.length) : 1,
    uses: USES,
  };
  for (const club of clubs) club.stop();
  // Exiting before the message is flushed would lose it.
  await new Promise<void>((resolve, reject) =>
    process.send
      ? process.send(report, (error: Error | null) => (error ? reject(error) : resolve()))
      : reject(new Error('club-holder must be forked with an IPC channel')),
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('club-holder failed:', error);
    process.exit(1);
  },
);
