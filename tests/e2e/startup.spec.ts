import { expect, type Page, type Request } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { DEMO, ENGAJA } from './support/demo.ts';
import { openSignedIn, tokenFor } from './support/sign-in.ts';
import { SignInPage } from './models/sign-in.page.ts';

/**
 * The API requests a page sends until `settled` holds: each GraphQL POST by its operation as
 * far as its body is readable (the boot script's are), each other request by method and path.
 */
async function apiRequestsOf(page: Page, open: () => Promise<void>, settled: () => Promise<void>) {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/clube/v1/')) sent.push(request);
  });
  await open();
  await settled();
  // Whatever the screen asks for after its content is there (late prompts) is not counted.
  return sent.map((request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/graphql'))
      return /(?:query|mutation) (\w+)/.exec(request.postData() ?? '')?.[1] ?? 'graphql';
    return `${request.method()} ${url.pathname}${url.search}`;
  });
}

/** The pictures the page preloaded (the boot script's links). */
const preloadedPictures = (page: Page) =>
  page
    .locator('link[rel="preload"][as="image"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));

test.describe('start-up (SPEC §2)', () => {
  for (const { company, member, awards } of [
    { ...DEMO, awards: true },
    { ...ENGAJA, awards: false },
  ]) {
    test(`${company.slug}: a member's Home and Campanhas are asked for once each, from the page's start`, async ({
      page,
    }) => {
      const home = await apiRequestsOf(
        page,
        () => openSignedIn(page, member, company.slug, '/'),
        // Carousel and shelves arrive in one answer.
        () =>
          expect(
            page.getByRole('region', { name: 'Novidades do clube' }).getByRole('tabpanel'),
          ).toBeVisible(),
      );
      // Sent by the page itself, before the app's scripts ran (their bodies are readable),
      // and never again by the app: the app took the page's answers.
      const awardsRequest = 'GET /clube/v1/partners/awards?page=1&limit=18';
      expect(home.filter((name) => name !== 'GET /clube/v1/notice/last').sort()).toEqual(
        [
          'Banners',
          'Categories',
          'Config',
          'GET /clube/v1/notification/check',
          'Shelves',
          'User',
          ...(awards ? [awardsRequest] : []),
        ].sort(),
      );

      const campaigns = await apiRequestsOf(
        page,
        () => page.goto('/campanhas').then(() => undefined),
        () =>
          expect(
            page.getByRole('list', { name: 'Ofertas' }).getByRole('article').first(),
          ).toBeVisible(),
      );
      expect(campaigns).toEqual(
        expect.arrayContaining([
          'Config',
          'User',
          'Categories',
          'Campaigns',
          'PaginatedBanners',
          'Favorites',
        ]),
      );
      // Nothing the list shows was asked for again by the app (its requests read 'graphql').
      expect(campaigns.filter((name) => name === 'graphql')).toEqual([]);
      const list = page.getByRole('list', { name: 'Ofertas' });
      // The first card's picture was preloaded by the page as soon as the list's answer came.
      await expect(preloadedPictures(page)).resolves.toContain(
        await list
          .locator('img[fetchpriority="high"]')
          .evaluate((img: HTMLImageElement) => img.src),
      );

      // A campaign's page: the campaign, by the address's slug, and its picture alike.
      const detailPath = await list.locator('a[href^="/campanhas/"]').first().getAttribute('href');
      const detail = await apiRequestsOf(
        page,
        () => page.goto(detailPath!).then(() => undefined),
        () => expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible(),
      );
      expect(detail).toEqual(expect.arrayContaining(['Config', 'User', 'Campaign']));
      expect(detail.filter((name) => name === 'graphql')).toEqual([]);
      const picture = page.locator('main img[width="800"]').first();
      await expect(preloadedPictures(page)).resolves.toContain(
        await picture.evaluate((img: HTMLImageElement) => img.src),
      );
    });
  }

  test("the search box's code comes when the member turns to it, and keeps what is typed meanwhile", async ({
    page,
  }) => {
    const engineRequests: string[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/search-engine-*.js', async (route) => {
      engineRequests.push(route.request().url());
      await released;
      await route.continue();
    });
    await openSignedIn(page, DEMO.member, DEMO.company.slug, '/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Olá');
    await page.waitForLoadState('networkidle');
    expect(engineRequests).toEqual([]);

    const box = page.getByRole('combobox', { name: 'Buscar ofertas' }).locator('visible=true');
    await box.pressSequentially('cafe');
    await expect(box).toHaveValue('cafe');
    await expect.poll(() => engineRequests.length).toBe(1);
    const suggestions = page.getByRole('listbox', { name: 'Sugestões' });
    await expect(suggestions).toHaveCount(0);
    release();
    await expect(suggestions.getByRole('option').first()).toBeVisible();
    await expect(box).toHaveValue('cafe');
    await expect(box).toBeFocused();
  });

  test('a token in the address signs the member in on the page asked for', async ({ page }) => {
    await page.route('**/clube/v1/notice/last', (route) =>
      route.fulfill({ status: 200, json: { data: null } }),
    );
    const token = await tokenFor(page, DEMO.member, DEMO.company.slug);
    await page.goto(`/campanhas?company=${DEMO.company.slug}&token=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL(/\/campanhas\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Campanhas');
    await expect(page.getByRole('banner')).toBeVisible();
    // The session survives a reload without the token.
    await page.goto('/perfil');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meu perfil');
  });

  test('a signed-out visitor of a company with a logout_url leaves for it', async ({ page }) => {
    await page.goto(`/?company=${ENGAJA.company.slug}`);
    await expect(page).toHaveURL(/\/sandbox\/sair/);
    await page.goto(`/entrar?company=${ENGAJA.company.slug}`);
    await expect(page).toHaveURL(/\/sandbox\/sair/);
  });

  test('a company without a logout_url keeps its signed-out visitors on Entrar', async ({
    page,
  }) => {
    await page.goto(`/?company=${DEMO.company.slug}`);
    await expect(page).toHaveURL(/\/entrar\?redirectTo=/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("the tab's icon is the company's once its first screen is shown", async ({ page }) => {
    await page.goto('/entrar');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
      'href',
      new RegExp(`/media/companies/${DEMO.company.slug}/favicon\\.png$`),
    );
  });

  test.describe('on an outdated browser', () => {
    test.use({
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19041',
    });
    test('desktop shows the warning, which can be dismissed', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/entrar?company=${DEMO.company.slug}`);
      const warning = page.getByRole('alert').filter({ hasText: 'navegador está desatualizado' });
      await expect(warning).toBeVisible();
      await page.screenshot({ path: 'test-results/screenshots/startup-outdated-desktop.png' });
      await expectNoAxeViolations(page);
      await warning.getByRole('button', { name: 'Entendi' }).click();
      await expect(warning).toHaveCount(0);
    });
    test('mobile widths show no warning', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/entrar?company=${DEMO.company.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('navegador está desatualizado')).toHaveCount(0);
    });
  });
});

/** The app's entry script: without it, the page is what index.html holds and nothing more. */
const ENTRY_SCRIPT = /\/assets\/index-[\w-]+\.js$/;

test.describe('the start screen (SPEC §2: Aguarde) before the app has run', () => {
  test('index.html shows it on its own, and the app replaces it with the screen', async ({
    page,
  }) => {
    await page.route(ENTRY_SCRIPT, (route) => route.abort('failed'));
    await page.goto('/entrar');
    const start = page.getByRole('status');
    await expect(start).toContainText('Aguarde');
    await expect(start).toContainText('Estamos preparando o seu clube');
    await expect(start).toBeInViewport();

    await page.unroute(ENTRY_SCRIPT);
    await page.reload();
    await new SignInPage(page).expectOpen();
    await expect(page.getByText('Estamos preparando o seu clube')).toHaveCount(0);
  });

  test.describe('in an English browser', () => {
    test.use({ locale: 'en-US' });

    test('it is in English from the first paint', async ({ page }) => {
      await page.route(ENTRY_SCRIPT, (route) => route.abort('failed'));
      await page.goto('/entrar');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('status')).toContainText('Please wait');
      await expect(page.getByRole('status')).toContainText('We are getting your club ready');
    });
  });
});
