import { describe, expect, it } from 'vitest';
import { formatProblems, playwrightProblems, vitestFailures } from './failure-summary.mjs';

describe('failure summary', () => {
  it('names each failed vitest test by repo path and full name, with its first message line', () => {
    const report = {
      testResults: [
        {
          name: '/repo/packages/core/src/a.test.ts',
          assertionResults: [
            { status: 'passed', fullName: 'a works' },
            {
              status: 'failed',
              fullName: 'a model agrees',
              failureMessages: ['\u001b[31mError: Property failed\u001b[39m\n    at x'],
            },
          ],
        },
      ],
    };
    expect(vitestFailures(report, '/repo')).toEqual([
      {
        runner: 'unit',
        outcome: 'failed',
        file: 'packages/core/src/a.test.ts',
        title: 'a model agrees',
        message: 'Error: Property failed',
      },
    ]);
    expect(vitestFailures(undefined)).toEqual([]);
  });

  it('finds failed and flaky journeys in nested Playwright suites, not the passed ones', () => {
    const report = {
      suites: [
        {
          file: 'home.spec.ts',
          specs: [{ title: 'ok', file: 'home.spec.ts', tests: [{ status: 'expected' }] }],
          suites: [
            {
              title: 'Home',
              specs: [
                {
                  title: 'shows shelves',
                  file: 'home.spec.ts',
                  tests: [
                    {
                      status: 'flaky',
                      results: [{ status: 'failed', error: { message: 'Timeout 10000ms' } }],
                    },
                  ],
                },
                {
                  title: 'opens a partner',
                  file: 'home.spec.ts',
                  tests: [{ status: 'unexpected', results: [{ status: 'timedOut', errors: [] }] }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightProblems(report)).toEqual([
      {
        runner: 'e2e',
        outcome: 'flaky',
        file: 'home.spec.ts',
        title: 'Home › shows shelves',
        message: 'Timeout 10000ms',
      },
      {
        runner: 'e2e',
        outcome: 'failed',
        file: 'home.spec.ts',
        title: 'Home › opens a partner',
        message: undefined,
      },
    ]);
  });

  it('prints at most the given number of lines, then how many more', () => {
    const problems = Array.from({ length: 3 }, (_, index) => ({
      runner: 'unit',
      outcome: 'failed',
      file: 'f.test.ts',
      title: `t${index}`,
      message: 'boom',
    }));
    expect(formatProblems(problems, 2)).toEqual([
      '  ✗ unit f.test.ts › t0 — boom',
      '  ✗ unit f.test.ts › t1 — boom',
      '  … and 1 more (see above)',
    ]);
    expect(formatProblems([])).toEqual([]);
  });
});
