#!/usr/bin/env node
// `npm test`: the one test command (CI runs it through .ci/run).
//
// Installs what it lacks (Debian's Chromium and PostgreSQL through apt-get where it may, see
// lib/system-packages.mjs; the npm dependencies), then runs every step below in order, each as a child process.
// A failing step does not stop the run (you see everything), but the exit code is 1 when
// anything failed. The very last line is always `N passed, M failed`:
//   - tests counted from reports/vitest.json and reports/playwright.json, the bot as one test,
//     the SDK's outside-consumer checks from reports/sdk.json (one test each);
//   - a failing gate step (lint, typecheck, codegen:check, engines:check, build, size) adds 1 to
//     the failed count; passing gates add nothing;
//   - a test step that failed without a failed test in its report (crash, timeout, no report)
//     adds 1 to the failed count.
//
//   node scripts/test.mjs [--only step,step] [--skip step,step] [--list]
//
// Steps: lint, typecheck, codegen:check, engines:check, unit, bot, sdk, build, size, e2e.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_NOT_FOUND, journeyChromiumExecutable } from './lib/chromium.mjs';
import { formatProblems, playwrightProblems, vitestFailures } from './lib/failure-summary.mjs';
import { ROOT, bin, ensureInstalled, formatDuration, log, pnpm, run } from './lib/proc.mjs';
import { ensureSystemPackages } from './lib/system-packages.mjs';

const REPORTS = join(ROOT, 'reports');
const VITEST_REPORT = join(REPORTS, 'vitest.json');
const PLAYWRIGHT_REPORT = join(REPORTS, 'playwright.json');
const BOT_ENTRY = join(ROOT, 'examples', 'bot', 'src', 'main.ts');
const SDK_REPORT = join(REPORTS, 'sdk.json');
const MINUTE = 60_000;

/** A step runs a list of commands; all of them run, the step fails if any fails. */
const STEPS = [
  {
    name: 'lint',
    kind: 'gate',
    timeoutMs: 5 * MINUTE,
    commands: () => [
      [bin('eslint'), ['.', '--max-warnings=0']],
      [bin('prettier'), ['--check', '.', '--log-level=warn']],
      [process.execPath, ['scripts/check-dependency-rule.mjs']],
      // The folders of core and web form floors: no import cycle between them (issue 18).
      [process.execPath, ['scripts/check-folder-cycles.mjs', 'core', 'web']],
      [process.execPath, ['scripts/check-openapi.mjs']],
      [process.execPath, ['scripts/check-react-native.mjs']],
    ],
  },
  {
    name: 'typecheck',
    kind: 'gate',
    timeoutMs: 5 * MINUTE,
    commands: () => [[bin('tsc'), ['-b']]],
  },
  {
    name: 'codegen:check',
    kind: 'gate',
    timeoutMs: 3 * MINUTE,
    commands: () => [
      [process.execPath, ['scripts/codegen-check.mjs']],
      // packages/core/docs/machines.md, generated from the machines, must be current.
      [bin('tsx'), ['scripts/machine-docs.ts', '--check']],
    ],
  },
  {
    name: 'engines:check',
    kind: 'gate',
    timeoutMs: 1 * MINUTE,
    commands: () => [[process.execPath, ['scripts/check-engines.mjs']]],
  },
  {
    name: 'unit',
    kind: 'vitest',
    timeoutMs: 25 * MINUTE,
    before: () => rmSync(VITEST_REPORT, { force: true }),
    commands: () => [
      [
        bin('vitest'),
        [
          'run',
          '--coverage',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${VITEST_REPORT}`,
        ],
      ],
    ],
  },
  {
    name: 'bot',
    kind: 'bot',
    timeoutMs: 3 * MINUTE,
    skipIf: () =>
      existsSync(BOT_ENTRY) ? undefined : 'examples/bot/src/main.ts does not exist yet',
    env: { CLUBE_SANDBOX: 'memory' },
    commands: () => [[bin('tsx'), ['examples/bot/src/main.ts']]],
  },
  {
    // The packed SDK installed with npm outside the workspace: tests/sdk/consumer.ts.
    name: 'sdk',
    kind: 'sdk',
    timeoutMs: 12 * MINUTE,
    before: () => rmSync(SDK_REPORT, { force: true }),
    commands: () => [[bin('tsx'), ['tests/sdk/consumer.ts']]],
  },
  {
    name: 'build',
    kind: 'gate',
    timeoutMs: 5 * MINUTE,
    commands: () => [pnpm(['--filter', '@clube/web', 'run', 'build'])],
  },
  {
    name: 'size',
    kind: 'gate',
    needs: 'build',
    timeoutMs: 1 * MINUTE,
    commands: () => [[process.execPath, ['packages/web/scripts/size.mjs']]],
  },
  {
    name: 'e2e',
    kind: 'playwright',
    needs: 'build',
    timeoutMs: 40 * MINUTE,
    before: () => rmSync(PLAYWRIGHT_REPORT, { force: true }),
    check: () => {
      try {
        log(`Chromium: ${journeyChromiumExecutable()}`);
      } catch (error) {
        return error instanceof Error ? error.message : CHROMIUM_NOT_FOUND;
      }
      if (!existsSync(join(ROOT, 'packages', 'web', 'dist', 'index.html'))) {
        return 'packages/web/dist is not built: run the build step first.';
      }
      return undefined;
    },
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: 'reports/playwright.json' },
    commands: () => [[bin('playwright'), ['test', '--reporter=list,json']]],
  },
];

// ---------------------------------------------------------------------------------------------
// Arguments

function parseArgs(argv) {
  const names = new Set(STEPS.map((s) => s.name));
  const options = { only: undefined, skip: new Set(), list: false };
  // `--only a,b` or `--only=a,b`; returns the steps and how many arguments were read.
  const take = (i, flag) => {
    const eq = argv[i].indexOf('=');
    const value = eq >= 0 ? argv[i].slice(eq + 1) : argv[i + 1];
    if (!value || value.startsWith('--'))
      throw new Error(`${flag} needs a comma-separated list of steps`);
    const list = value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    for (const name of list) {
      if (!names.has(name))
        throw new Error(`unknown step "${name}" (steps: ${[...names].join(', ')})`);
    }
    return { list, consumed: eq >= 0 ? 1 : 2 };
  };
  for (let i = 0; i < argv.length;) {
    const arg = argv[i];
    if (arg === '--only' || arg.startsWith('--only=')) {
      const { list, consumed } = take(i, '--only');
      options.only = new Set([...(options.only ?? []), ...list]);
      i += consumed;
    } else if (arg === '--skip' || arg.startsWith('--skip=')) {
      const { list, consumed } = take(i, '--skip');
      for (const name of list) options.skip.add(name);
      i += consumed;
    } else if (arg === '--list') {
      options.list = true;
      i += 1;
    } else if (arg === '--help' || arg === '-h') {
      log('Usage: node scripts/test.mjs [--only step,step] [--skip step,step] [--list]');
      log(`Steps: ${[...names].join(', ')}`);
      process.exit(0);
    } else {
      throw new Error(`unknown argument "${arg}"`);
    }
  }
  return options;
}

let options;
try {
  options = parseArgs(process.argv.slice(2));
} catch (error) {
  log(`test: ${error.message}`);
  log('0 passed, 1 failed');
  process.exit(2);
}
if (options.list) {
  for (const step of STEPS) log(step.name);
  process.exit(0);
}
const selected = STEPS.filter(
  (step) => (!options.only || options.only.has(step.name)) && !options.skip.has(step.name),
);

// ---------------------------------------------------------------------------------------------
// Ctrl-C: forward to the running step (its own process group), then stop after it.

let current;
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted && current) {
      try {
        process.kill(-current.pid, 'SIGKILL');
      } catch {
        // gone
      }
      return;
    }
    interrupted = true;
    log(`\n${signal}: stopping after the current step (again to kill it).`);
    if (current?.pid) {
      try {
        process.kill(-current.pid, signal);
      } catch {
        // gone
      }
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Reports

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Tests counted for a test step: { passed, failed, note }. */
function countTests(step, ok) {
  if (step.kind === 'bot') return { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  if (step.kind === 'sdk') {
    const report = readJson(SDK_REPORT);
    if (!report) return { passed: 0, failed: 1, note: 'no reports/sdk.json' };
    const passed = Number(report.passed) || 0;
    const failed = Number(report.failed) || (ok ? 0 : 1);
    return { passed, failed };
  }
  if (step.kind === 'vitest') {
    const report = readJson(VITEST_REPORT);
    if (!report) return { passed: 0, failed: 1, note: 'no reports/vitest.json' };
    const passed = Number(report.numPassedTests) || 0;
    let failed = Number(report.numFailedTests) || 0;
    const skipped = (Number(report.numPendingTests) || 0) + (Number(report.numTodoTests) || 0);
    let note = skipped ? `${skipped} skipped` : undefined;
    if (!ok && failed === 0) {
      failed = 1;
      note = 'vitest failed outside a test (see the errors above)';
    }
    return { passed, failed, note };
  }
  if (step.kind === 'playwright') {
    const report = readJson(PLAYWRIGHT_REPORT);
    if (!report?.stats) return { passed: 0, failed: 1, note: 'no reports/playwright.json' };
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
    let failed = unexpected;
    let note = [flaky && `${flaky} flaky`, skipped && `${skipped} skipped`]
      .filter(Boolean)
      .join(', ');
    if (!ok && failed === 0) {
      failed = 1;
      const first = report.errors?.[0]?.message?.split('\n')[0]?.replace(/^Error: /, '');
      note = first ? `error: ${first}` : 'playwright failed outside a test (see above)';
    }
    return { passed: expected + flaky, failed, note: note || undefined };
  }
  return { passed: 0, failed: ok ? 0 : 1 };
}

// ---------------------------------------------------------------------------------------------
// Run

const results = [];
const started = Date.now();
mkdirSync(REPORTS, { recursive: true });

const installStart = Date.now();
ensureSystemPackages();
const installed = await ensureInstalled();
if (!installed) {
  results.push({
    name: 'install',
    kind: 'gate',
    status: 'failed',
    ms: Date.now() - installStart,
    passed: 0,
    failed: 1,
    note: 'pnpm install failed',
  });
}

for (const step of selected) {
  const t0 = Date.now();
  const header = `\n━━ ${step.name} ${'━'.repeat(Math.max(3, 70 - step.name.length))}`;
  log(header);
  const finish = (status, counts, note) => {
    const result = { name: step.name, kind: step.kind, status, ms: Date.now() - t0, ...counts };
    if (note) result.note = note;
    results.push(result);
    log(
      `── ${step.name}: ${status}${result.note ? ` (${result.note})` : ''} in ${formatDuration(result.ms)}`,
    );
  };

  if (interrupted) {
    finish('not run', { passed: 0, failed: 0 }, 'interrupted');
    continue;
  }
  if (!installed) {
    finish('failed', { passed: 0, failed: 1 }, 'dependencies not installed');
    continue;
  }
  const skipReason = step.skipIf?.();
  if (skipReason) {
    log(`skipped: ${skipReason}`);
    finish('skipped', { passed: 0, failed: 0 }, skipReason);
    continue;
  }
  const dependency = step.needs && results.find((r) => r.name === step.needs);
  if (dependency && dependency.status !== 'passed') {
    const note = `not run: ${step.needs} ${dependency.status}`;
    log(note);
    finish('failed', { passed: 0, failed: 1 }, note);
    continue;
  }
  const problem = step.check?.();
  if (problem) {
    log(problem);
    finish('failed', { passed: 0, failed: 1 }, problem.split('.')[0]);
    continue;
  }

  step.before?.();
  let ok = true;
  let timedOut = false;
  for (const [command, args] of step.commands()) {
    if (interrupted) {
      ok = false;
      break;
    }
    const outcome = await run(command, args, {
      env: step.env,
      timeoutMs: step.timeoutMs,
      detached: process.platform !== 'win32',
      onSpawn: (child) => {
        current = child;
      },
    });
    current = undefined;
    if (outcome.code !== 0) ok = false;
    if (outcome.timedOut) timedOut = true;
  }
  const counts = countTests(step, ok);
  const note = [timedOut && `timed out after ${formatDuration(step.timeoutMs)}`, counts.note]
    .filter(Boolean)
    .join('; ');
  finish(ok ? 'passed' : 'failed', { passed: counts.passed, failed: counts.failed }, note);
}

// ---------------------------------------------------------------------------------------------
// Summary: the last line is `N passed, M failed`.

const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
const anyStepFailed = results.some((r) => r.status === 'failed');

log('\n━━ summary ' + '━'.repeat(63));
const width = Math.max(...results.map((r) => r.name.length), 8);
for (const r of results) {
  const tests = r.kind === 'gate' ? '' : `${r.passed} passed, ${r.failed} failed`;
  const mark = r.status === 'passed' ? '✓' : r.status === 'failed' ? '✗' : '-';
  const line = `  ${mark} ${r.name.padEnd(width)}  ${r.status.padEnd(7)}  ${formatDuration(r.ms).padStart(10)}  ${tests}${r.note ? `${tests ? '  ' : ''}(${r.note})` : ''}`;
  log(line.trimEnd());
}
// CI shows only the end of the output: name what failed (and what passed only on a retry) here.
const ran = (name) => results.some((r) => r.name === name && r.status !== 'not run');
const problems = [
  ...(ran('unit') ? vitestFailures(readJson(VITEST_REPORT), ROOT) : []),
  ...(ran('e2e') ? playwrightProblems(readJson(PLAYWRIGHT_REPORT)) : []),
];
if (problems.length > 0) {
  log('  tests that failed or passed only on a retry (~):');
  for (const line of formatProblems(problems)) log(line);
}
log(`  total ${formatDuration(Date.now() - started)}${interrupted ? ' (interrupted)' : ''}`);
log(`${passed} passed, ${failed} failed`);
process.exit(interrupted ? 130 : failed > 0 || anyStepFailed ? 1 : 0);
