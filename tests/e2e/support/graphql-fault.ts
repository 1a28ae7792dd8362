import type { Page } from '@playwright/test';

/**
 * Makes the next `times` GraphQL requests of one operation (`query Shelves(…` → 'Shelves') carry
 * the sandbox's `x-sandbox-fault` header (`status=500`, `latency=1500`, `drop`…); the others, and
 * every later one, go through untouched. Answers a counter of the requests it faulted.
 */
export async function faultGraphql(
  page: Page,
  operation: string,
  fault: string,
  times = 1,
): Promise<{ faulted: () => number }> {
  let faulted = 0;
  const marker = new RegExp(`\\b(query|mutation)\\s+${operation}\\b`);
  await page.route('**/clube/v1/graphql', async (route) => {
    const request = route.request();
    if (faulted >= times || request.method() !== 'POST' || !marker.test(request.postData() ?? '')) {
      await route.fallback();
      return;
    }
    faulted += 1;
    await route.continue({ headers: { ...request.headers(), 'x-sandbox-fault': fault } });
  });
  return { faulted: () => faulted };
}
