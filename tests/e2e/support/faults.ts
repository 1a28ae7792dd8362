import type { Page, Request } from '@playwright/test';

/**
 * The sandbox's per-request fault (`x-sandbox-fault`, see packages/sandbox/README.md) on the
 * next request matching `url` (and `method`, POST by default): `status=500`, `status=422`,
 * `latency=3000`, `drop`… Later requests go through untouched.
 */
export async function faultNext(
  page: Page,
  url: string | RegExp,
  fault: string,
  method = 'POST',
): Promise<void> {
  let used = false;
  await page.route(url, async (route) => {
    if (used || route.request().method() !== method) {
      await route.fallback();
      return;
    }
    used = true;
    await route.continue({
      headers: { ...route.request().headers(), 'x-sandbox-fault': fault },
    });
  });
}

/** Counts the requests the page sends to `path` (its end) with `method`. */
export function countRequests(page: Page, path: string, method = 'POST'): () => number {
  let count = 0;
  page.on('request', (request: Request) => {
    if (request.method() === method && new URL(request.url()).pathname.endsWith(path)) count += 1;
  });
  return () => count;
}
