import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

/** What one cold load of a page asked for. */
export interface FirstLoad {
  /**
   * Gzip bytes (level 9, as `pnpm size` counts them) of every script the page loaded by the
   * time the network went idle, lazy chunks included: what the page really needed, whatever
   * the server's own compression.
   */
  jsGzipBytes: number;
  /**
   * The document and every request it started before it was interactive: before the app
   * announced its first screen (FIRST_SCREEN_EVENT, at the first idle moment after that screen
   * committed), as `pnpm size` counts them from the build (issue 19 asks at most 15 on Entrar).
   * What comes after (Home's prefetch, the service worker's files) is not counted. null when
   * the page never announced it.
   */
  requestsBeforeInteractive: number | null;
}

/**
 * The web app's announcement of its first screen (FIRST_SCREEN_EVENT in the web package's
 * boot/first-screen.ts, which this project cannot import): a page that never sends it, or a
 * renamed event, measures n/a, not a wrong count.
 */
const FIRST_SCREEN_EVENT = 'clube:first-screen';
/** Where the page keeps the moment it announced its first screen (performance.now()). */
const INTERACTIVE_AT = '__clubeInteractiveAt';

/** Loads `path` in `page` (a fresh context: a cold cache) and measures what it asked for. */
export async function measureFirstLoad(page: Page, path: string): Promise<FirstLoad> {
  await page.addInitScript(
    ({ event, key }) =>
      addEventListener(
        event,
        () => ((window as unknown as Record<string, number>)[key] = performance.now()),
        { once: true },
      ),
    { event: FIRST_SCREEN_EVENT, key: INTERACTIVE_AT },
  );
  const scripts: Response[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script' && response.ok()) scripts.push(response);
  };
  page.on('response', collect);
  try {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', collect);
  }
  const requestsBeforeInteractive = await page.evaluate((key) => {
    const at = (window as unknown as Record<string, number | undefined>)[key];
    if (at === undefined) return null;
    const started = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < at).length;
    return 1 + started;
  }, INTERACTIVE_AT);
  let jsGzipBytes = 0;
  const seen = new Set<string>();
  for (const response of scripts) {
    if (seen.has(response.url())) continue;
    seen.add(response.url());
    jsGzipBytes += gzipSync(await response.body(), { level: 9 }).length;
  }
  return { jsGzipBytes, requestsBeforeInteractive };
}
