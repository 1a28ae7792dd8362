import { chromium } from '@playwright/test';
import type { ReferenceLogin } from './options.ts';
import { REFERENCE_LOGIN_PATH } from './pairs.ts';

/**
 * Signs the reference app's member in through its own login form in the Chromium behind
 * `debuggingPort`, so that Lighthouse's later loads in that browser are signed in (the
 * reference keeps its session in the browser, as Clube does).
 */
export async function signInReference(
  origin: string,
  debuggingPort: number,
  login: ReferenceLogin,
): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the debuggable Chromium has no default context');
    const page = await context.newPage();
    await page.goto(`${origin}${REFERENCE_LOGIN_PATH}`);
    await page.locator('input[type="email"], input[name="email"]').first().fill(login.email);
    await page.locator('input[type="password"]').first().fill(login.password);
    await page.locator('button[type="submit"]').first().click();
    await page.waitForURL((url) => !url.pathname.startsWith(REFERENCE_LOGIN_PATH), {
      timeout: 30_000,
    });
    await page.close();
  } finally {
    // On a connected browser this only detaches: Chromium and its profile stay.
    await browser.close();
  }
}
