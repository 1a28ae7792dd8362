import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { SignInPage } from './models/sign-in.page.ts';
import { DEMO } from './support/demo.ts';
import { keepRequestsOnLoopback, recordCspViolations } from './support/security.ts';

/**
 * `redirectTo` values that name another site, or a script, in the forms browsers accept: each
 * is written as it appears in the address (already percent-encoded where it says so). After
 * sign-in the member must land on Home of this origin.
 */
const HOSTILE: ReadonlyArray<readonly [string, string]> = [
  ['protocol-relative', encodeURIComponent('//evil.example/x')],
  ['three slashes', encodeURIComponent('///evil.example')],
  ['slash backslash', encodeURIComponent('/\\evil.example')],
  ['two backslashes', encodeURIComponent('\\\\evil.example')],
  ['slash tab slash', encodeURIComponent('/\t/evil.example')],
  ['absolute URL', encodeURIComponent('https://evil.example/')],
  ['userinfo', encodeURIComponent('https://club@evil.example')],
  ['userinfo naming this host', encodeURIComponent('http://127.0.0.1:4310@evil.example/')],
  ['scheme without slashes', encodeURIComponent('http:evil.example')],
  ['encoded slashes', '%2F%2Fevil.example'],
  ['double-encoded slashes', '%252F%252Fevil.example'],
  ['encoded backslash', '%2F%5Cevil.example'],
  ['javascript:', encodeURIComponent('javascript:alert(1)')],
  ['javascript: in mixed case after a space', encodeURIComponent(' JaVaScRiPt:alert(1)')],
  ['javascript: split by a tab', encodeURIComponent('java\tscript:alert(1)')],
  ['data: URL', encodeURIComponent('data:text/html,<script>alert(1)</script>')],
];

async function signInWithRedirect(page: import('@playwright/test').Page, query: string) {
  await page.goto(`/entrar?redirectTo=${query}`);
  const signIn = new SignInPage(page);
  await signIn.expectOpen();
  await signIn.signIn(DEMO.member.document, DEMO.member.password);
}

test.describe('redirect targets after sign-in', () => {
  test.beforeEach(async ({ page }) => {
    // Journeys about redirects: the last notice's modal would only cover Home.
    await page.route('**/clube/v1/notice/last', (route) =>
      route.fulfill({ status: 200, json: { data: null } }),
    );
  });

  for (const [form, query] of HOSTILE) {
    test(`${form} (${decodeURIComponent(query)}) keeps the member on this site`, async ({
      page,
      baseURL,
    }) => {
      const offSite = await keepRequestsOnLoopback(page);
      const violations = await recordCspViolations(page);
      const dialogs: string[] = [];
      page.on('dialog', async (dialog) => {
        dialogs.push(dialog.message());
        await dialog.dismiss();
      });
      const documents: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) documents.push(frame.url());
      });

      await signInWithRedirect(page, query);

      await expect(page.getByRole('heading', { level: 1 })).toContainText('Olá');
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
      expect(new URL(page.url()).pathname).toBe('/');
      expect(documents.filter((url) => new URL(url).origin !== new URL(baseURL!).origin)).toEqual(
        [],
      );
      expect(offSite).toEqual([]);
      expect(dialogs).toEqual([]);
      // Had the app followed a javascript: target, the policy would have blocked and said so.
      expect(violations).toEqual([]);
    });
  }

  test('a path of this site is followed (the refusals above are about the target)', async ({
    page,
  }) => {
    const offSite = await keepRequestsOnLoopback(page);
    await signInWithRedirect(page, encodeURIComponent('/campanhas?favorites=true'));
    await expect(page).toHaveURL(/\/campanhas\?favorites=true$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Meus favoritos' })).toBeVisible();
    expect(offSite).toEqual([]);
  });
});
