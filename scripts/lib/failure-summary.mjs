// The tests that failed (and the journeys that passed only on their retry), read from the
// runners' JSON reports, for the summary of `npm test`. CI shows only the end of the output:
// the summary names them there, so a failure can be found without the whole log.

// The colour codes (ESC [ … m) the runners put in their messages.
const COLOUR_CODE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * The first two lines of a failure message (a property's failure and its seed), without the
 * colour codes the runners add nor stack frames.
 */
function firstLine(text) {
  const lines = String(text ?? '')
    .replace(COLOUR_CODE, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('at '));
  return lines.length > 0 ? lines.slice(0, 2).join(' · ') : undefined;
}

/**
 * Failed vitest tests: { runner: 'unit', file, title, message } per failed assertion result.
 * `root` is cut from the file names so that they read as repo paths.
 */
export function vitestFailures(report, root = '') {
  const problems = [];
  for (const file of report?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      problems.push({
        runner: 'unit',
        outcome: 'failed',
        file: relative(file.name, root),
        title: test.fullName ?? test.title,
        message: firstLine(test.failureMessages?.[0]),
      });
    }
  }
  return problems;
}

/** Failed and flaky Playwright journeys, walking the report's nested suites. */
export function playwrightProblems(report) {
  const problems = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const failedRun = (test.results ?? []).find((result) => result.status !== 'passed');
        problems.push({
          runner: 'e2e',
          outcome: test.status === 'flaky' ? 'flaky' : 'failed',
          file: spec.file ?? suite.file,
          title: [...titles, spec.title].join(' › '),
          message: firstLine(failedRun?.error?.message ?? failedRun?.errors?.[0]?.message),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return problems;
}

function relative(path, root) {
  const name = String(path ?? '');
  return root && name.startsWith(root) ? name.slice(root.length).replace(/^[/\\]/, '') : name;
}

/** Lines for the summary, at most `max` problems, then how many were left out. */
export function formatProblems(problems, max = 20) {
  const lines = problems.slice(0, max).map((problem) => {
    const message = problem.message ? ` — ${problem.message.slice(0, 200)}` : '';
    return `  ${problem.outcome === 'flaky' ? '~' : '✗'} ${problem.runner} ${problem.file} › ${problem.title}${message}`;
  });
  if (problems.length > max) lines.push(`  … and ${problems.length - max} more (see above)`);
  return lines;
}
