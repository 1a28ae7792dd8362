import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { authStateFromToken, persistSession, SESSION_STORAGE_KEY } from '@clube/core/auth';
import { createMemoryStorage } from '@clube/core/shared';
import { DEMO } from './demo.ts';

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

export type Member = { document: string; password: string };

/** A token from the API's own sign-in, as the sign-in screen would get it. */
export async function tokenFor(page: Page, member: Member, company: string): Promise<string> {
  const response = await page.request.post('/clube/v1/login', {
    data: { document: member.document, password: member.password, company },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Opens `path` as a member who signed in earlier: the session the club keeps after a sign-in
 * (built by the core's own rules from an API token) is in the browser's storage before the
 * first page starts, so the journey begins on its own page without loading Entrar and Home
 * first. Written once per tab: a journey that signs out stays signed out.
 */
export async function openSignedIn(
  page: Page,
  member: Member,
  company: string,
  path: string,
  options: { notices?: boolean } = {},
): Promise<void> {
  await quietNotices(page, options);
  const token = await tokenFor(page, member, company);
  const claims: unknown = JSON.parse(
    Buffer.from(token.split('.')[1] ?? '', 'base64url').toString(),
  );
  const storage = createMemoryStorage();
  persistSession(storage, authStateFromToken(token, claims), { now: () => Date.now() });
  // Each call seeds once, under its own mark: a second member signed in later in the same tab
  // gets their session too.
  await page.addInitScript(
    ({ key, record, mark }) => {
      if (window.sessionStorage.getItem(mark)) return;
      window.sessionStorage.setItem(mark, '1');
      window.localStorage.setItem(key, record);
    },
    {
      key: SESSION_STORAGE_KEY,
      record: storage.getItem(SESSION_STORAGE_KEY) ?? '',
      mark: `e2e.sessionSeeded.${randomUUID()}`,
    },
  );
  await page.goto(path);
}

/**
 * A member signed in, on Home. Journeys about something else start from the session the club
 * keeps after a sign-in (`openSignedIn`); the sign-in screen has journeys of its own
 * (sign-in.spec.ts, Sair in shell-member-fixes.spec.ts). Without a company, the club's default one.
 */
export async function signIn(
  page: Page,
  member: Member,
  company: string = DEMO.company.slug,
  options: { notices?: boolean } = {},
): Promise<void> {
  await openSignedIn(page, member, company, '/', options);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Olá');
}

/**
 * Signs in through the login entry with a token from the API, as a partner system would: the
 * way in for companies whose signed-out visitors are sent to their own logout_url.
 */
export async function signInWithToken(
  page: Page,
  member: Member,
  company: string,
  options: { notices?: boolean } = {},
): Promise<void> {
  await quietNotices(page, options);
  const token = await tokenFor(page, member, company);
  await page.goto(`/login?company=${company}&token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Olá');
}
