/**
 * Start-up bench (not part of the tests): `pnpm --filter @clube/sandbox bench` or
 * `npx tsx packages/sandbox/bench/start.ts [runs]`. Prepares a data directory once, then
 * starts the sandbox from it in fresh processes and reports the time to a listening server
 * and the resident memory; an in-memory start (migrate + seed) is measured the same way.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSandbox } from '../src/index.ts';

interface Sample {
  ms: number;
  rssMb: number;
}

const BUDGET_MS = 5000;

/** In the child: start, measure, stop, print one JSON line. */
async function child(dataDir: string | null): Promise<void> {
  const started = performance.now();
  const sandbox = await createSandbox({ port: 0, dataDir });
  const ms = performance.now() - started;
  const health = await fetch(`${sandbox.url}/healthz`);
  if (!health.ok) throw new Error('the sandbox did not answer');
  const rssMb = process.memoryUsage().rss / 1024 / 1024;
  await sandbox.close();
  console.log(JSON.stringify({ ms, rssMb }));
}

/** Runs this file again in a fresh process, so each start pays the full cost. */
function inChild(args: string[]): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), '--child', ...args],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.on('error', reject);
    proc.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code === 0 && line.startsWith('{')) resolve(JSON.parse(line) as Sample);
      else reject(new Error(`bench child exited with ${code}: ${out}`));
    });
  });
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function report(label: string, samples: Sample[]): void {
  const ms = median(samples.map((s) => s.ms));
  const rss = median(samples.map((s) => s.rssMb));
  console.log(
    `${label.padEnd(28)} start ${ms.toFixed(0).padStart(5)} ms (median of ${samples.length}: ` +
      `${samples.map((s) => s.ms.toFixed(0)).join(', ')})  RSS ${rss.toFixed(0)} MB`,
  );
}

async function main(): Promise<void> {
  const runs = Math.max(1, Number(process.argv[2] ?? 3) || 3);
  const dataDir = await mkdtemp(join(tmpdir(), 'clube-bench-'));
  try {
    const prepare = await inChild([dataDir]);
    report('new data directory (seed)', [prepare]);
    const reopen: Sample[] = [];
    for (let i = 0; i < runs; i++) reopen.push(await inChild([dataDir]));
    report('prepared data directory', reopen);
    const memory: Sample[] = [];
    for (let i = 0; i < runs; i++) memory.push(await inChild(['memory']));
    report('in memory (migrate + seed)', memory);
    const worst = Math.max(...reopen.map((s) => s.ms));
    console.log(
      worst < BUDGET_MS
        ? `OK: under ${BUDGET_MS} ms`
        : `SLOW: ${worst.toFixed(0)} ms ≥ ${BUDGET_MS} ms`,
    );
    if (worst >= BUDGET_MS) process.exitCode = 1;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--child') {
  await child(process.argv[3] === 'memory' ? null : process.argv[3]!);
} else {
  await main();
}
