import { defineConfig, devices } from '@playwright/test';
import { chromiumExecutable } from './tests/e2e/support/chromium.ts';

// End-to-end journeys in Debian's Chromium (Playwright cannot download its browsers here)
// against the sandbox (in memory) serving the built web app. `npm test` builds the app first
// and sets the reporters (list + reports/playwright.json).
// E2E_PORT and E2E_DIST let two people (or two checkouts) run journeys side by side, each
// against its own build on its own port.
const PORT = Number(process.env.E2E_PORT ?? 4310);
const DIST = process.env.E2E_DIST ?? 'packages/web/dist';
const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  // One worker on CI: journeys share the seeded members (balances, profile), so they run in order.
  workers: CI ? 1 : 2,
  retries: 0,
  forbidOnly: CI,
  reporter: CI
    ? 'list'
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    // The product is Portuguese first: members' browsers say pt-BR.
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: {
      executablePath: chromiumExecutable(),
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
  webServer: {
    command: `node_modules/.bin/tsx packages/sandbox/src/cli.ts --memory --static ${DIST}`,
    env: { PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: !CI,
    timeout: 120_000,
    stderr: 'pipe', // sandbox errors show up in the test output
    // Let the sandbox close its database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
