// How many signed-in clubs one Node process holds in 512 MB, and how long `createNodeClub` +
// sign-in takes (median). Each club has its session, member, notifications and favorites
// actors loaded. Memory is the heap and external growth per club, measured after a forced GC
// with the sandbox (same process) already warm, so the sandbox's own weight is left out.
//
//   CLUBE_SANDBOX=memory npx tsx examples/bot/bench/clubs.ts [clubs=200]
import { createNodeClub } from '@clube/adapters/node';
import type { Club } from '@clube/core';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { openApi } from '../src/api.ts';
import { waitFor } from '../src/wait.ts';

const BUDGET_BYTES = 512 * 1024 * 1024;
const COUNT = Number(process.argv[2] ?? 200);
const DOCUMENT = '52998224725';
const PASSWORD = 'clube123';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function usedBytes(): number {
  for (let i = 0; i < 3; i++) gc();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external + usage.arrayBuffers;
}

async function signedInClub(baseUrl: string): Promise<{ club: Club; ms: number }> {
  const started = performance.now();
  const club = createNodeClub({ baseUrl });
  club.signIn({ document: DOCUMENT, password: PASSWORD });
  await waitFor(club.member$, (s) => s.matches('ready'), 'the member', 30_000);
  const ms = performance.now() - started;
  await waitFor(club.favorites$, (s) => s.matches('ready'), 'the favorites', 30_000);
  await waitFor(club.notifications$, (s) => s.matches('idle'), 'the notifications', 30_000);
  return { club, ms };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main(): Promise<void> {
  const api = await openApi({
    ...process.env,
    CLUBE_SANDBOX: process.env.CLUBE_SANDBOX ?? 'memory',
  });
  try {
    // Warm up: the sandbox's caches, the JIT, the adapters' modules.
    for (let i = 0; i < 5; i++) (await signedInClub(api.url)).club.stop();
    const before = usedBytes();
    const clubs: Club[] = [];
    const times: number[] = [];
    for (let i = 0; i < COUNT; i++) {
      const { club, ms } = await signedInClub(api.url);
      clubs.push(club);
      times.push(ms);
    }
    const perClub = (usedBytes() - before) / COUNT;
    console.log(
      `clubs measured:            ${COUNT} (session, member, notifications, favorites each)`,
    );
    console.log(`memory per signed-in club: ${(perClub / 1024).toFixed(1)} kB`);
    console.log(`clubs in 512 MB:           ${Math.floor(BUDGET_BYTES / perClub)}`);
    console.log(`median createNodeClub + sign-in: ${median(times).toFixed(1)} ms`);
    console.log(
      `p90:                             ${[...times].sort((a, b) => a - b)[Math.floor(COUNT * 0.9)]!.toFixed(1)} ms`,
    );
    for (const club of clubs) club.stop();
  } finally {
    await api.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('bench failed:', error);
    process.exit(1);
  },
);
