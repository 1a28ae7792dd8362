import { chromium } from '@playwright/test';
import { SESSION_STORAGE_KEY } from '@clube/core/auth';
import { DEMO } from '../e2e/support/demo.ts';

/** A signed-in demo member: the token, and the app's own session record for localStorage. */
export interface BenchSession {
  token: string;
  /** The value the app wrote under SESSION_STORAGE_KEY after signing in. */
  storedSession: string;
}

/** `POST /clube/v1/login` for the seeded demo member (OpenAPI operation `login`). */
export async function signInThroughApi(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/clube/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      document: DEMO.member.document,
      password: DEMO.member.password,
      company: DEMO.company.slug,
    }),
  });
  const body = (await answer.json()) as { token?: string };
  if (!answer.ok || !body.token) throw new Error(`sign-in failed: HTTP ${answer.status}`);
  return body.token;
}

/** How many notices the bench opens at most: the seed has a few per company. */
const NOTICES_AT_MOST = 20;

/**
 * Opens every notice waiting for the member (`GET notice/last`, then its link, which records it
 * as seen), so that the pages are measured as a member meets them on most visits: without a
 * notice modal. The sandbox shows the next unseen notice on each visit, so without this the
 * first few runs of a series had a modal (its sanitiser, its image as the page's largest
 * paint) and the later ones had none.
 */
export async function seeAllNotices(origin: string, token: string): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  for (let opened = 0; opened < NOTICES_AT_MOST; opened++) {
    const answer = await fetch(`${origin}/clube/v1/notice/last`, { headers });
    const body = (await answer.json()) as { data?: { id?: string | number } | null };
    if (!answer.ok) throw new Error(`notice/last failed: HTTP ${answer.status}`);
    if (!body.data?.id) return opened;
    const link = await fetch(`${origin}/clube/v1/notice/${body.data.id}/link`, { headers });
    if (!link.ok) throw new Error(`notice link failed: HTTP ${link.status}`);
  }
  throw new Error(`more than ${NOTICES_AT_MOST} notices are waiting for the bench member`);
}

/** A seeded campaign with a detail page at /campanhas/<slug> (payment ones have their own). */
export async function seededCampaignSlug(origin: string, token: string): Promise<string> {
  const answer = await fetch(`${origin}/clube/v1/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ index: 'campaigns', page: 0, hitsPerPage: 20 }),
  });
  const body = (await answer.json()) as { hits?: { slug: string; type: string }[] };
  const hit = body.hits?.find((candidate) => candidate.type !== 'payment');
  if (!answer.ok || !hit) throw new Error(`no seeded campaign found: HTTP ${answer.status}`);
  return hit.slug;
}

/**
 * Signs the member into the Chromium profile behind `debuggingPort`, so that Lighthouse's
 * later navigations in that browser start signed in. The app's login entry
 * (`/login?company=…&token=…`, the way partner systems sign members in) stores the session in
 * localStorage itself, so the record has the app's own shape; Playwright attaches over CDP to
 * drive it and detaches, leaving the browser and its profile as they are.
 */
export async function signInProfile(
  origin: string,
  debuggingPort: number,
  token: string,
): Promise<BenchSession> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the debuggable Chromium has no default context');
    const page = await context.newPage();
    const company = encodeURIComponent(DEMO.company.slug);
    await page.goto(`${origin}/login?company=${company}&token=${encodeURIComponent(token)}`);
    await page.waitForURL(`${origin}/`, { timeout: 30_000 });
    const handle = await page.waitForFunction(
      (key) => window.localStorage.getItem(key),
      SESSION_STORAGE_KEY,
      { timeout: 30_000 },
    );
    const storedSession = (await handle.jsonValue()) as string;
    await page.close();
    return { token, storedSession };
  } finally {
    // On a connected browser this only detaches: Chromium and its profile stay.
    await browser.close();
  }
}
