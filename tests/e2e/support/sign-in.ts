import { expect, type Page } from '@playwright/test';
import { SignInPage } from '../models/sign-in.page.ts';

/** Signs a member in through the sign-in screen and waits for Home. */
export async function signIn(
  page: Page,
  member: { document: string; password: string },
  company?: string,
): Promise<void> {
  await page.goto(company ? `/entrar?company=${company}` : '/entrar');
  const signInPage = new SignInPage(page);
  await signInPage.expectOpen();
  await signInPage.signIn(member.document, member.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Olá');
}

/**
 * Signs in through the login entry with a token from the API, as a partner system would: the
 * way in for companies whose signed-out visitors are sent to their own logout_url.
 */
export async function signInWithToken(
  page: Page,
  member: { document: string; password: string },
  company: string,
): Promise<void> {
  const response = await page.request.post('/clube/v1/login', {
    data: { document: member.document, password: member.password, company },
  });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  await page.goto(`/login?company=${company}&token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Olá');
}
