/**
 * CPU profile of one Clube page at 4× CPU slowdown, signed in: the top self-time costs by
 * script and function, React commits, long tasks and their total blocking time (> 50 ms parts).
 * `tsx tests/perf/profile-page.ts [--path /] [--runs 3] [--top 15]` (E2E_PORT picks the port).
 */
import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SESSION_STORAGE_KEY } from '@clube/core/auth';
import { DEMO } from '../e2e/support/demo.ts';
import { chromiumExecutable } from '../e2e/support/chromium.ts';
import { CHROMIUM_ARGS } from './debuggable-chromium.ts';
import { ensureWebBuilt, startClubeServer } from './clube-server.ts';
import { seeAllNotices, signInThroughApi } from './clube-session.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { frame?: string } };
}

/**
 * The page's main-thread tasks from a trace taken without throttling: their CPU time (`tdur`,
 * which a busy machine's descheduling does not inflate) and Lighthouse's way of estimating
 * blocking time on a 4× slower phone: Σ max(0, 4 × task − 50 ms) over the tasks after FCP.
 */
function mainThreadWork(events: TraceEvent[]): {
  cpuMs: number;
  blocking4xMs: number;
  tasks4x: string;
} {
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((t) => t.pid === e.pid && t.name === 'firstContentfulPaint'),
  );
  if (!main) return { cpuMs: 0, blocking4xMs: 0, tasks4x: '' };
  const fcp = events.find((e) => e.pid === main.pid && e.name === 'firstContentfulPaint')?.ts ?? 0;
  const tasks = events.filter(
    (e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.ph === 'X',
  );
  const cpu = (task: TraceEvent) => (task.tdur ?? task.dur ?? 0) / 1000;
  const cpuMs = tasks.reduce((sum, task) => sum + cpu(task), 0);
  const after = tasks.filter((task) => task.ts >= fcp);
  const blocking4xMs = after.reduce((sum, task) => sum + Math.max(0, 4 * cpu(task) - 50), 0);
  const tasks4x = after
    .filter((task) => 4 * cpu(task) > 50)
    .map((task) => `${((task.ts - fcp) / 1000).toFixed(0)}:${(4 * cpu(task)).toFixed(0)}`)
    .join(' ');
  return { cpuMs, blocking4xMs, tasks4x };
}

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

function scriptName(url: string): string {
  if (!url) return '(native)';
  const file = url.split('/').pop() ?? url;
  return file.replace(/-[\w-]{8}\.js$/, '.js');
}

function selfTimes(profile: CpuProfile): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    if (!node) return;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') return;
    const key = `${scriptName(url)} ${functionName || '(anonymous)'}:${lineNumber}`;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return totals;
}

function byScript(profile: CpuProfile): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === '(idle)') return;
    const key = node.callFrame.url ? scriptName(node.callFrame.url) : node.callFrame.functionName;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return totals;
}

function top(map: Map<string, number>, count: number): string[] {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `${ms.toFixed(0).padStart(6)} ms  ${key}`);
}

async function main(): Promise<void> {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const path = option('path', '/');
  const runs = Number(option('runs', '3'));
  const count = Number(option('top', '15'));
  // --save <prefix>: writes each run's raw profile (<prefix>-<run>.cpuprofile, DevTools opens it).
  const save = option('save', '');
  // --trace: no throttling and a trace instead of a profile (CPU time, estimated 4× blocking).
  const trace = process.argv.includes('--trace');
  ensureWebBuilt(root);
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : undefined;
  const server = await startClubeServer(root, port);
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: CHROMIUM_ARGS,
  });
  try {
    const token = await signInThroughApi(server.origin);
    // As the bench does: a notice modal is a one-off of a member's visit, not the page's load.
    await seeAllNotices(server.origin, token);
    const signer = await browser.newPage({ baseURL: server.origin, locale: 'pt-BR' });
    const company = encodeURIComponent(DEMO.company.slug);
    await signer.goto(`/login?company=${company}&token=${encodeURIComponent(token)}`);
    await signer.waitForURL(`${server.origin}/`);
    const stored = await (
      await signer.waitForFunction((key) => localStorage.getItem(key), SESSION_STORAGE_KEY)
    ).jsonValue();
    await signer.close();
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({
        baseURL: server.origin,
        locale: 'pt-BR',
        viewport: { width: 412, height: 823 },
        storageState: {
          cookies: [],
          origins: [
            {
              origin: server.origin,
              localStorage: [{ name: SESSION_STORAGE_KEY, value: String(stored) }],
            },
          ],
        },
      });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as {
          __long: { start: number; duration: number }[];
          __commits: number;
        };
        w.__long = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            w.__long.push({ start: entry.startTime, duration: entry.duration });
        }).observe({ type: 'longtask', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      if (trace) {
        const events: TraceEvent[] = [];
        cdp.on('Tracing.dataCollected', ({ value }) =>
          events.push(...(value as unknown as TraceEvent[])),
        );
        const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
        await cdp.send('Tracing.start', {
          categories: 'devtools.timeline,loading,disabled-by-default-devtools.timeline',
          transferMode: 'ReportEvents',
        });
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1500);
        await cdp.send('Tracing.end');
        await complete;
        const work = mainThreadWork(events);
        console.log(
          `=== ${path} run ${run + 1}: main-thread CPU ${work.cpuMs.toFixed(0)} ms; ` +
            `estimated blocking at 4× after FCP ${work.blocking4xMs.toFixed(0)} ms`,
        );
        console.log(`tasks over 50 ms at 4× (ms after FCP:ms): ${work.tasks4x}`);
        await context.close();
        continue;
      }
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
      if (save) writeFileSync(`${save}-${run + 1}.cpuprofile`, JSON.stringify(profile));
      const measures = await page.evaluate(() => {
        const w = window as unknown as { __long: { start: number; duration: number }[] };
        const paint = performance
          .getEntriesByType('paint')
          .map((e) => `${e.name} ${e.startTime.toFixed(0)}`);
        const marks = performance
          .getEntriesByType('mark')
          .map((e) => `${e.name} ${e.startTime.toFixed(0)}`);
        return { long: w.__long, paint, marks };
      });
      const fcp = Number(
        measures.paint.find((p) => p.startsWith('first-contentful'))?.split(' ')[1] ?? 0,
      );
      const blocking = measures.long
        .filter((task) => task.start >= fcp)
        .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
      const total = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0) / 1000;
      console.log(
        `\n=== ${path} run ${run + 1}: profile ${total.toFixed(0)} ms; paints ${measures.paint.join(', ')}`,
      );
      console.log(
        `long tasks: ${measures.long.map((t) => `${t.start.toFixed(0)}+${t.duration.toFixed(0)}`).join(' ')}`,
      );
      console.log(`blocking after FCP (4x, not Lighthouse's TBT): ${blocking.toFixed(0)} ms`);
      if (measures.marks.length) console.log(`marks: ${measures.marks.join(', ')}`);
      console.log('by script:\n' + top(byScript(profile), 12).join('\n'));
      console.log('by function (self):\n' + top(selfTimes(profile), count).join('\n'));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
