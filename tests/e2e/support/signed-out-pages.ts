import type { Page } from '@playwright/test';

/**
 * A company whose signed-out visitors leave for its logout_url (engaja-mais) never shows its
 * public pages in the browser. To look at those pages in its colours (axe, screenshots), the
 * public config reaches this page without the logout_url; nothing else changes.
 */
export async function stayOnSignedOutPages(page: Page): Promise<void> {
  await page.route('**/clube/v1/graphql', async (route) => {
    if (!/publicConfig/.test(route.request().postData() ?? '')) {
      await route.fallback();
      return;
    }
    const response = await route.fetch();
    const json = (await response.json()) as { data?: { publicConfig?: Record<string, unknown> } };
    if (json.data?.publicConfig) json.data.publicConfig['logout_url'] = null;
    await route.fulfill({ response, json });
  });
}

/** The activation credentials the sign-in or Ativar conta keeps (SPEC §3 auth state). */
export async function storeActivationCredentials(
  page: Page,
  credentials: { document: string; activate?: boolean; api?: boolean; companies?: unknown[] },
): Promise<void> {
  await page.evaluate((stored) => {
    localStorage.setItem('clube.credentials', JSON.stringify(stored));
  }, credentials);
}
