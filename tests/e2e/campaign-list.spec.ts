import { expect as baseExpect, type Page, type Route } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { DEMO, ENGAJA } from './support/demo.ts';
import { openSignedIn, signIn, signInWithToken } from './support/sign-in.ts';

// Campanhas, Meus favoritos, the search results and the vitrine (issue 11) against the sandbox.
// Screenshots go where E2E_SHOTS_DIR says (none when unset). The journeys are long and the
// sandbox is shared: more time than the default.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = process.env.E2E_SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/**
 * One injected sandbox fault: the first request whose body (GraphQL) or URL matches carries
 * `x-sandbox-fault`; every other request goes as it is.
 */
async function faultOnce(
  page: Page,
  url: string,
  matches: (route: Route) => boolean,
  fault: string,
): Promise<{ used: () => boolean }> {
  let left = 1;
  await page.route(url, async (route) => {
    if (left > 0 && matches(route)) {
      left -= 1;
      await route.continue({
        headers: { ...route.request().headers(), 'x-sandbox-fault': fault },
      });
      return;
    }
    await route.fallback();
  });
  return { used: () => left === 0 };
}

const graphql = '**/clube/v1/graphql';
const operation = (name: string) => (route: Route) =>
  (route.request().postData() ?? '').includes(`query ${name}(`);

const list = (page: Page) => page.getByRole('list', { name: 'Ofertas' });
const cards = (page: Page) => list(page).getByRole('article');
const count = (page: Page) => page.locator('[data-list-count]');

async function totalShown(page: Page): Promise<number> {
  await expect(count(page)).toHaveAttribute('data-list-count', /\d+/);
  return Number(await count(page).getAttribute('data-list-count'));
}

test.describe('Campanhas', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('sort and filter are written to the address and back/forward restore them; a failed page retries', async ({
    page,
  }) => {
    await openSignedIn(page, DEMO.member, DEMO.company.slug, '/campanhas?category=alimentacao');
    await expect(page.getByRole('heading', { level: 1, name: 'Campanhas' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Filtros aplicados' }).getByRole('link'),
    ).toHaveText('Categoria: Alimentação');
    const all = await totalShown(page);

    const fault = await faultOnce(page, graphql, operation('Campaigns'), 'status=500');
    await page.getByRole('button', { name: 'Maiores descontos' }).click();
    await expect(page).toHaveURL(/\/campanhas\?category=alimentacao&discount=true$/);
    await expect(page.getByRole('alert')).toContainText('Não foi possível carregar');
    expect(fault.used()).toBe(true);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(cards(page).first()).toBeVisible();
    // Highest value first: the first card's percentage is no lower than the second's.
    await expect(page.getByRole('button', { name: 'Maiores descontos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.getByRole('button', { name: 'Exclusivo' }).click();
    await expect(page).toHaveURL(/category=alimentacao&exclusive=true&discount=true$/);
    await expect(page.getByRole('button', { name: 'Exclusivo' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const exclusive = await totalShown(page);
    expect(exclusive).toBeLessThan(all);

    await page.goBack();
    await expect(page).toHaveURL(/\/campanhas\?category=alimentacao&discount=true$/);
    await expect(page.getByRole('button', { name: 'Exclusivo' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page.getByRole('button', { name: 'Maiores descontos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(count(page)).toHaveAttribute('data-list-count', String(all));

    await page.goBack();
    await expect(page).toHaveURL(/\/campanhas\?category=alimentacao$/);
    await expect(page.getByRole('button', { name: 'Maiores descontos' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/exclusive=true&discount=true$/);
    await expect(count(page)).toHaveAttribute('data-list-count', String(exclusive));
  });

  test('the list banners follow their six click targets; a failed banner answer leaves the list whole', async ({
    page,
  }) => {
    await signIn(page, DEMO.member, DEMO.company.slug);
    const fault = await faultOnce(page, graphql, operation('PaginatedBanners'), 'drop');
    await page.goto('/campanhas');
    // Without banners the first page is short enough at 900 px for the next one to be asked
    // for at once (the list's end is within the prefetch margin): at least one page.
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(10);
    expect(fault.used()).toBe(true);
    await expect(page.getByRole('link', { name: /^Banner:/ })).toHaveCount(0);

    // A fresh visit at page 1, whatever the address came to say.
    await page.goto('/campanhas');
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(10);
    // The second page, as the list's end comes into view.
    await page.locator('[data-paged-list-sentinel]').scrollIntoViewIfNeeded();
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(20);
    const banners = page.getByRole('link', { name: /^Banner:/ });
    await expect.poll(() => banners.count()).toBeGreaterThanOrEqual(6);
    // In the sandbox's order: tag, campaign, external, vitrine, pharmacy card, Campanhas.
    const targets = (
      await banners.evaluateAll((links) =>
        links.map((link) => [link.getAttribute('href'), link.getAttribute('target')]),
      )
    ).slice(0, 6);
    expect(targets).toEqual([
      ['/campanhas?tag=verao', null],
      ['/campanhas/sabor-da-terra-voucher-1', null],
      ['/sandbox/loja/tecnoshop', '_blank'],
      ['/vitrine/volta-as-aulas', null],
      ['/cartao-farmacia', null],
      ['/campanhas', null],
    ]);
    await expect(banners.nth(2)).toHaveAttribute('rel', 'noopener noreferrer');
    // A banner sits after every third card.
    const afterThird = list(page).locator('[data-item-index="2"]');
    await expect(afterThird).toBeVisible();

    await banners.nth(3).click();
    await expect(page).toHaveURL(/\/vitrine\/volta-as-aulas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vitrine' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/campanhas(\?page=\d+)?$/);
    await page.getByRole('link', { name: /^Banner: Ofertas de verão/ }).click();
    await expect(page).toHaveURL(/\/campanhas\?tag=verao$/);
    await expect(
      page.getByRole('list', { name: 'Filtros aplicados' }).getByRole('link'),
    ).toHaveText('Tag: verao');
  });

  test('loads more over several pages as the end comes into view, keeps them and the scroll on "back", and opens at the pages the address says', async ({
    page,
  }) => {
    await openSignedIn(page, DEMO.member, DEMO.company.slug, '/campanhas');
    await expect(cards(page)).toHaveCount(10);
    const sentinel = page.locator('[data-paged-list-sentinel]');
    const skeletons = page.locator('[data-paged-list-skeletons]');
    const pageInAddress = () => Number(new URL(page.url()).searchParams.get('page') ?? '1');

    await sentinel.scrollIntoViewIfNeeded();
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(20);
    await expect(skeletons).toHaveCount(0);
    expect(pageInAddress()).toBeGreaterThanOrEqual(2);

    // The next page answers late: skeletons stand in for it meanwhile.
    await faultOnce(page, graphql, operation('Campaigns'), 'latency=2000');
    const before = await cards(page).count();
    await sentinel.scrollIntoViewIfNeeded();
    await expect(skeletons).toBeVisible();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(before);
    await sentinel.scrollIntoViewIfNeeded();
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(40);
    // Once the list is still, the address says how many pages were read.
    await expect
      .poll(async () => [
        pageInAddress(),
        Math.ceil((await cards(page).count()) / 10),
        await skeletons.count(),
      ])
      .toEqual([expect.any(Number), expect.any(Number), 0]);
    await expect
      .poll(async () => pageInAddress() - Math.ceil((await cards(page).count()) / 10))
      .toBe(0);

    // Into a campaign and back: the pages are still there, and so is the scroll.
    const eleventh = cards(page).nth(10);
    await eleventh.scrollIntoViewIfNeeded();
    const shownBefore = await cards(page).count();
    const addressBefore = page.url();
    const scrolledBefore = await page.evaluate(() => window.scrollY);
    const eleventhTopBefore = await eleventh.evaluate((card) => card.getBoundingClientRect().top);
    expect(scrolledBefore).toBeGreaterThan(0);
    await eleventh.getByRole('link').click();
    await expect(page).not.toHaveURL(addressBefore);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Campanhas');
    await page.goBack();
    await expect(page).toHaveURL(addressBefore);
    await expect(cards(page)).toHaveCount(shownBefore);
    await expect
      .poll(() => page.evaluate(() => window.scrollY))
      .toBeGreaterThan(scrolledBefore - 100);
    // The same campaign at the same place: rows out of view stand in at an estimated height, and
    // the position is restored against their real ones.
    await expect
      .poll(async () => {
        const top = await cards(page)
          .nth(10)
          .evaluate((card) => card.getBoundingClientRect().top);
        return Math.abs(top - eleventhTopBefore);
      })
      .toBeLessThan(2);

    // A fresh visit to that address loads as many pages again.
    const pages = pageInAddress();
    await page.goto(`/campanhas?page=${pages}`);
    await expect(cards(page)).toHaveCount(Math.min(84, pages * 10));
  });

  test('the partner filter from /campanhas?partner=x; a dropped answer retries', async ({
    page,
  }) => {
    await signIn(page, DEMO.member, DEMO.company.slug);
    await faultOnce(page, graphql, operation('Campaigns'), 'drop');
    await page.goto('/campanhas?partner=sabor-da-terra');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(cards(page).first()).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Filtros aplicados' }).getByRole('link'),
    ).toHaveText('Parceiro: Sabor da Terra');
    const partners = await cards(page).evaluateAll((articles) =>
      articles.map((article) => article.textContent ?? ''),
    );
    for (const text of partners) expect(text).toContain('Parceiro: Sabor da Terra');
    await page.getByRole('link', { name: 'Remover Parceiro: Sabor da Terra' }).click();
    await expect(page).toHaveURL(/\/campanhas$/);
    await expect(page.getByRole('list', { name: 'Filtros aplicados' })).toHaveCount(0);
  });

  test('search results show the query, answer late with skeletons, and clear', async ({ page }) => {
    await signIn(page, DEMO.member, DEMO.company.slug);
    // The results' search (10 hits a page; the suggestions ask for 3) answers late.
    await faultOnce(
      page,
      '**/clube/v1/search',
      (route) => /"hitsPerPage":10\b/.test(route.request().postData() ?? ''),
      'latency=2000',
    );
    const box = page.getByRole('combobox', { name: 'Buscar ofertas' }).filter({ visible: true });
    await box.fill('Sabor');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/campanhas\?query=Sabor$/);
    await expect(page.getByText('Resultados para “Sabor”')).toBeVisible();
    await expect(page.locator('[data-paged-list-skeletons]')).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    const texts = await cards(page).evaluateAll((articles) =>
      articles.map((article) => article.textContent ?? ''),
    );
    for (const text of texts) expect(text).toMatch(/Sabor/);
    await shot(page, 'search-1280-demo');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Limpar busca' }).click();
    await expect(page).toHaveURL(/\/campanhas$/);
    await expect(page.getByText(/Resultados para/)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(10);
  });

  test('a search that finds nothing says so', async ({ page }) => {
    await openSignedIn(page, DEMO.member, DEMO.company.slug, '/campanhas?query=zzzzzz');
    await expect(
      page.getByRole('heading', { name: 'Nenhum resultado para “zzzzzz”' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver todas as ofertas' })).toBeVisible();
  });

  test('Meus favoritos: a refused unfavorite puts the heart back, the next takes the card out and the count down', async ({
    page,
  }) => {
    await openSignedIn(page, DEMO.member, DEMO.company.slug, '/campanhas?category=educacao');
    await expect(cards(page).first()).toBeVisible();
    // Two favorites at least (whatever earlier journeys left).
    for (const index of [0, 1]) {
      const heart = cards(page)
        .nth(index)
        .getByRole('button', { name: /favorit/i });
      if ((await heart.getAttribute('aria-pressed')) !== 'true') {
        await heart.click();
        await expect(heart).toHaveAttribute('aria-pressed', 'true');
        await expect(heart).not.toHaveAttribute('aria-busy');
      }
    }

    await page.goto('/campanhas?favorites=true');
    await expect(page.getByRole('heading', { level: 1, name: 'Meus favoritos' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    const before = await totalShown(page);
    expect(before).toBeGreaterThanOrEqual(2);
    const first = cards(page).first();
    const slug = await first.getAttribute('data-campaign');
    const heart = first.getByRole('button', { name: /favorit/i });

    await faultOnce(
      page,
      graphql,
      (route) => /mutation\s+Favorite/.test(route.request().postData() ?? ''),
      'status=500',
    );
    await heart.click();
    await expect(heart).not.toHaveAttribute('aria-busy');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('region', { name: 'Notificações' })).toContainText('Oferta');
    await expect(count(page)).toHaveAttribute('data-list-count', String(before));

    await heart.click();
    await expect(page.locator(`[data-campaign="${slug}"]`)).toHaveCount(0);
    await expect(count(page)).toHaveAttribute('data-list-count', String(before - 1));
    await expect(count(page)).toHaveText(before - 1 === 1 ? '1 oferta' : `${before - 1} ofertas`);
  });
});

test.describe('Vitrine', () => {
  test('lists the campaigns of its tag, retries a failed answer, and without a tag goes Home', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, DEMO.member, DEMO.company.slug);
    await faultOnce(page, graphql, operation('Campaigns'), 'status=503');
    await page.goto('/vitrine/black-friday');
    await expect(page.getByRole('heading', { level: 1, name: 'Vitrine' })).toBeVisible();
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    const shown = page.getByRole('list', { name: 'Vitrine black-friday' });
    await expect(shown.getByRole('article').first()).toBeVisible();
    // The first page, and the next if the list's end came within the prefetch margin.
    await expect.poll(() => shown.getByRole('article').count()).toBeGreaterThanOrEqual(10);
    await page.goto('/vitrine/');
    await expect(page).toHaveURL(/\/$/);
  });
});

for (const viewport of [
  { name: '390', width: 390, height: 844 },
  { name: '1280', width: 1280, height: 900 },
]) {
  for (const company of ['demo', 'engaja'] as const) {
    test(`axe finds nothing on the lists at ${viewport.name} px (${company})`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      if (company === 'demo') await signIn(page, DEMO.member, DEMO.company.slug);
      else await signInWithToken(page, ENGAJA.member, ENGAJA.company.slug);

      await page.goto('/campanhas');
      await expect(cards(page).first()).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `list-${viewport.name}-${company}`);
      await expectNoAxeViolations(page);

      // Further down: a banner row.
      const banner = page.getByRole('link', { name: /^Banner:/ }).first();
      if ((await banner.count()) > 0) {
        await banner.scrollIntoViewIfNeeded();
        await shot(page, `list-banner-${viewport.name}-${company}`);
      }

      await page.goto('/campanhas?favorites=true');
      await expect(page.getByRole('heading', { level: 1, name: 'Meus favoritos' })).toBeVisible();
      await expect(count(page)).toHaveAttribute('data-list-count', /\d+/);
      await shot(page, `favorites-${viewport.name}-${company}`);
      await expectNoAxeViolations(page);

      await page.goto('/campanhas?query=zzzz');
      await expect(page.getByRole('heading', { name: /Nenhum resultado/ })).toBeVisible();
      await shot(page, `search-empty-${viewport.name}-${company}`);
      await expectNoAxeViolations(page);

      await page.goto('/vitrine/verao');
      await expect(page.getByRole('heading', { level: 1, name: 'Vitrine' })).toBeVisible();
      await expect(count(page)).toHaveAttribute('data-list-count', /\d+/);
      await shot(page, `vitrine-${viewport.name}-${company}`);
      await expectNoAxeViolations(page);
    });
  }
}
