import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { Shell } from './models/shell.page.ts';
import { DEMO, ENGAJA } from './support/demo.ts';
import { SignInPage } from './models/sign-in.page.ts';
import { signInWithToken } from './support/sign-in.ts';

/**
 * A generic-app company (SPEC §4): its members sign in on an external club sign-in page, and
 * leaving the club takes them back there with `logout=true` (issue 20, item 14). Neither seeded
 * company is a generic app, so the journeys turn one into it by rewriting the company config
 * the club reads, and stand in for the external page with a small page of their own.
 */
const GENERIC_SIGN_IN = 'https://entrar.clube-generico.test/';
const SLOW = { timeout: 30_000 };

const SIZES = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

const COMPANIES = [
  { key: 'demo', member: DEMO.member, slug: DEMO.company.slug },
  { key: 'engaja', member: ENGAJA.member, slug: ENGAJA.company.slug },
] as const;

/** The company config, as the API answers it, with the generic-app flag and its sign-in page. */
async function asGenericApp(page: Page): Promise<void> {
  await page.route('**/clube/v1/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (!/\bquery\s+(Config|PublicConfig)\b/.test(body)) {
      await route.fallback();
      return;
    }
    const response = await route.fetch();
    const json = (await response.json()) as {
      data?: Record<string, Record<string, unknown> | null>;
    };
    for (const key of ['config', 'publicConfig']) {
      const config = json.data?.[key];
      if (config) Object.assign(config, { generic_app: true, url: GENERIC_SIGN_IN });
    }
    await route.fulfill({ response, json });
  });
  await page.route(`${GENERIC_SIGN_IN}**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Entrada do clube</title><h1>Entrada do clube</h1>',
    }),
  );
}

for (const company of COMPANIES) {
  for (const size of SIZES) {
    test.describe(`generic app, ${company.key}, ${size.name}`, () => {
      test.use({ viewport: { width: size.width, height: size.height } });

      test('Sair goes back to the club sign-in page with logout=true', async ({ page }) => {
        await asGenericApp(page);
        await signInWithToken(page, company.member, company.slug);
        const menu = await new Shell(page).openProfileMenu();
        await menu.getByRole('button', { name: 'Sair' }).click();
        await expect(page).toHaveURL(`${GENERIC_SIGN_IN}?logout=true`, SLOW);
        await expect(page.getByRole('heading', { name: 'Entrada do clube' })).toBeVisible();
      });
    });
  }
}

test.describe('a sign-in answer that redirects', () => {
  for (const size of SIZES) {
    test(`to a host the config does not list is refused with a message (${size.name})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.route('**/clube/v1/login', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 200,
              json: { redirect: 'https://outro-host.test/entrar?token=abc' },
            })
          : route.fallback(),
      );
      await page.goto(`/entrar?company=${DEMO.company.slug}`);
      const signInPage = new SignInPage(page);
      await signInPage.expectOpen();
      await signInPage.signIn(DEMO.member.document, DEMO.member.password);
      await expect(page.getByRole('alert')).toHaveText(
        'Ocorreu um problema, caso o erro persista entre em contato com a equipe de suporte.',
      );
      await expect(page).toHaveURL(/\/entrar/);
      await expect(page.getByLabel(/CPF/)).not.toHaveValue('');
    });
  }
});
