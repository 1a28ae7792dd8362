import { defineConfig, devices } from '@playwright/test';
import { journeyChromiumExecutable } from './tests/e2e/support/chromium.ts';

// End-to-end journeys in Debian's Chromium, its headless shell where installed (Playwright cannot
// download its browsers here), against the sandbox (in memory) serving the built web app: one
// sandbox per worker, started by the journeys' `test` (tests/e2e/support/test.ts) on E2E_PORT +
// the worker's index, serving E2E_DIST. `npm test` builds the app first and sets the reporters
// (list + reports/playwright.json). E2E_PORT and E2E_DIST let two checkouts run side by side.
const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  // Two workers (the machines have 2 cores), each with its own sandbox and so its own seeded
  // members; the journeys of one file run in order on one worker.
  workers: 2,
  // In CI one retry: a journey that passes only on its retry is counted and printed as flaky
  // (the summary line says so), never hidden; locally a failure is a failure.
  retries: CI ? 1 : 0,
  // Two workers, two sandboxes and their browsers share two cores: a signed-in page that starts
  // the club can take more than Playwright's default 5 s there. Speed is the bench's job
  // (tests/perf), not an assertion's.
  expect: { timeout: 10_000 },
  forbidOnly: CI,
  reporter: CI
    ? 'list'
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    // CI keeps no files, so a trace there is only worth its cost (about a fifth of a journey's
    // time) on the retry of a failure; locally each failure keeps its trace.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    // The product is Portuguese first: members' browsers say pt-BR.
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Each journey's fresh context would install the service worker and download its whole
    // precache (about 90 files) beside the journey: only the offline journeys, which are
    // about it, allow it (tests/e2e/offline.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: journeyChromiumExecutable(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      // Desktop Chrome's viewport and user agent, without `channel` (that would look for Chrome).
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
});
