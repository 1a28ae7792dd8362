import { expect, type Page } from '@playwright/test';
import { SignInPage } from '../models/sign-in.page.ts';

/**
 * The member's last notice opens a modal over the shell after sign-in (and the sandbox keeps
 * showing it until its link is opened). Journeys about something else answer "no notice";
 * the notice journeys pass `{ notices: true }`.
 */
async function quietNotices(page: Page, options: { notices?: boolean }): Promise<void> {
  if (options.notices) return;
  await page.route('**/clube/v1/notice/last', (route) =>
    route.fulfill({ status: 200, json: { data: null } }),
  );
}

/** Signs a member in through the sign-in screen and waits for Home. */
export async function signIn(
  page: Page,
  member: { document: string; password: string },
  company?: string,
  options: { notices?: boolean } = {},
): Promise<void> {
  await quietNotices(page, options);
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
  options: { notices?: boolean } = {},
): Promise<void> {
  await quietNotices(page, options);
  const response = await page.request.post('/clube/v1/login', {
    data: { document: member.document, password: member.password, company },
  });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  await page.goto(`/login?company=${company}&token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Olá');
}
