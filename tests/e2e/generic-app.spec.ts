import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { Shell } from './models/shell.page.ts';
import { DEMO, ENGAJA, GENERIC } from './support/demo.ts';
import { SignInPage } from './models/sign-in.page.ts';
import { signInWithToken } from './support/sign-in.ts';

/**
 * A generic-app company (SPEC §2, §4): its members sign in on the club sign-in page its config
 * names, and leaving the club takes them back there with `logout=true` (issue 20, item 14).
 * The seeded generic app (`clube-generico`) names its own Entrar on this site; the journeys of
 * the two other companies turn them into generic apps by rewriting the config the club reads,
 * with a sign-in page on another host that a small page of their own stands in for.
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
    let response: Awaited<ReturnType<typeof route.fetch>>;
    let json: { data?: Record<string, Record<string, unknown> | null> };
    try {
      response = await route.fetch();
      json = (await response.json()) as typeof json;
    } catch {
      // The page left (Sair goes to the club's sign-in page) while this answer was on its way.
      return;
    }
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

/** Where the start-up keeps a generic-app login's redirect (SPEC §2: cleared by logout=true). */
const STORED_URL_KEY = 'clube.genericAppUrl';

const storedUrl = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), STORED_URL_KEY);

/**
 * The sign-in answer of a generic app (SPEC §4): the URL to send the browser to, carrying the
 * member's token. The sandbox answers a token; the journey asks it for one and answers `target`
 * with it instead, as a generic app's API would.
 */
async function answerWithRedirect(page: Page, target: (token: string) => string): Promise<void> {
  await page.route('**/clube/v1/login', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch();
    const { token } = (await response.json()) as { token: string };
    await route.fulfill({ status: 200, json: { redirect: target(token) } });
  });
}

/** Addresses the page's main frame went to, from now on. */
function addressesVisited(page: Page): string[] {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  return visited;
}

for (const size of SIZES) {
  test.describe(`the seeded generic app (${GENERIC.company.slug}), ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a signed-out visitor is sent to its club sign-in page, without the notice', async ({
      page,
    }) => {
      await page.goto(`/carteira?company=${GENERIC.company.slug}`);
      await expect(page).toHaveURL(new RegExp(`/entrar\\?company=${GENERIC.company.slug}$`), SLOW);
      await new SignInPage(page).expectOpen();
      await expect(page.getByText('Você precisa estar logado')).toHaveCount(0);
    });

    test('signs in through a redirect to a listed host, and Sair comes back with logout=true, clearing the stored url', async ({
      page,
      baseURL,
    }) => {
      await page.route('**/clube/v1/notice/last', (route) =>
        route.fulfill({ status: 200, json: { data: null } }),
      );
      // This site's own origin, written in full: the config's url is a path of this site.
      await answerWithRedirect(
        page,
        (token) =>
          `${baseURL}/login?company=${GENERIC.company.slug}&token=${encodeURIComponent(token)}`,
      );
      await page.goto(GENERIC.signInPage);
      const signInPage = new SignInPage(page);
      await signInPage.expectOpen();
      await page.screenshot({ path: test.info().outputPath(`generic-sign-in-${size.name}.png`) });
      await signInPage.signIn(GENERIC.member.document, GENERIC.member.password);

      await expect(page).toHaveURL(/\/$/, SLOW);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Olá', SLOW);
      expect(await storedUrl(page)).toContain('/login?company=clube-generico&token=');
      // Signed in through the stored url: the club stays, it does not go there again.
      const afterSignIn = addressesVisited(page);
      await page.waitForTimeout(1_500);
      expect(afterSignIn).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`generic-home-${size.name}.png`) });

      const menu = await new Shell(page).openProfileMenu();
      const visited = addressesVisited(page);
      await menu.getByRole('button', { name: 'Sair' }).click();
      await expect(page).toHaveURL(/\/entrar\?company=clube-generico&logout=true$/, SLOW);
      await signInPage.expectOpen();
      // It stays there: no second trip drops logout=true.
      await page.waitForTimeout(1_500);
      await expect(page).toHaveURL(/\/entrar\?company=clube-generico&logout=true$/);
      expect(visited.filter((url) => !url.includes('logout=true'))).toEqual([]);
      await expect(page.getByText('Você precisa estar logado')).toHaveCount(0);
      await expect.poll(() => storedUrl(page)).toBeNull();
      await page.screenshot({
        path: test.info().outputPath(`generic-signed-out-${size.name}.png`),
      });

      // With the stored url gone, the sign-in page is where a visitor stays.
      await page.goto(GENERIC.signInPage);
      await page.waitForTimeout(1_000);
      await signInPage.expectOpen();
      await expect(page).toHaveURL(new RegExp(`/entrar\\?company=${GENERIC.company.slug}$`));
    });

    test('a sign-in redirect to a host the config does not list is refused, saying so', async ({
      page,
    }) => {
      await answerWithRedirect(page, (token) => `https://outro-host.test/entrar?token=${token}`);
      await page.goto(GENERIC.signInPage);
      const signInPage = new SignInPage(page);
      await signInPage.expectOpen();
      const visited = addressesVisited(page);
      await signInPage.signIn(GENERIC.member.document, GENERIC.member.password);
      await expect(page.getByRole('alert')).toHaveText(
        'Ocorreu um problema, caso o erro persista entre em contato com a equipe de suporte.',
      );
      await page.waitForTimeout(1_000);
      expect(visited).toEqual([]);
      await expect(page).toHaveURL(new RegExp(`/entrar\\?company=${GENERIC.company.slug}$`));
      await expect(signInPage.document).not.toHaveValue('');
      await page.screenshot({ path: test.info().outputPath(`generic-refused-${size.name}.png`) });
    });
  });
}

test.describe('the seeded generic app, in English', () => {
  test.use({ locale: 'en-US' });

  for (const size of SIZES) {
    test(`an unlisted host's refusal is said in the member's language (${size.name})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await answerWithRedirect(page, (token) => `https://outro-host.test/entrar?token=${token}`);
      await page.goto(GENERIC.signInPage);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.getByRole('textbox', { name: 'CPF', exact: true }).fill(GENERIC.member.document);
      await page
        .getByRole('textbox', { name: 'Password', exact: true })
        .fill(GENERIC.member.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toHaveText(
        'Something went wrong. If the problem persists, please contact the support team.',
      );
      await expect(page).toHaveURL(new RegExp(`/entrar\\?company=${GENERIC.company.slug}$`));
    });
  }
});
