import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { HomePage } from './models/home.page.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { DEMO, ENGAJA } from './support/demo.ts';
import { faultGraphql } from './support/graphql-fault.ts';
import { signIn, signInWithToken } from './support/sign-in.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** Praça da Sé, São Paulo: the seeded Café do Centro is 0,3 km away. */
const SAO_PAULO = { latitude: -23.5505, longitude: -46.6333 };

const shot = (name: string) => `test-results/screenshots/${name}.png`;

async function signInDemo(page: Page): Promise<HomePage> {
  await signIn(page, DEMO.member, DEMO.company.slug);
  return new HomePage(page);
}

test.describe('Home', () => {
  test('a failed shelf load recovers by retry; a partner opens the list of that partner', async ({
    page,
  }) => {
    const shelves = await faultGraphql(page, 'Shelves', 'status=500');
    const home = await signInDemo(page);
    await expect(page.getByRole('alert')).toHaveText('Não foi possível carregar os parceiros.');
    expect(shelves.faulted()).toBe(1);
    // The carousel and the categories do not wait for the shelves.
    await expect(home.carousel.getByRole('tabpanel')).toBeVisible();
    await page.getByRole('button', { name: 'Tentar novamente' }).click();

    const main = home.shelf('Principais Parceiros');
    await expect(main.getByRole('listitem').first()).toBeVisible();
    expect(await main.getByRole('listitem').count()).toBeLessThanOrEqual(20);
    expect(await home.shelfNames()).toEqual(
      expect.arrayContaining(['Principais Parceiros', 'Destaques', 'Prêmios']),
    );
    const partner = main.getByRole('listitem').nth(1).getByRole('link');
    const name = await partner.getAttribute('aria-label');
    const target = await partner.getAttribute('href');
    expect(target).toMatch(/^\/campanhas\?partner=[a-z0-9-]+$/);
    await partner.click();
    await expect(page).toHaveURL(new RegExp(`${target?.replace('?', '\\?')}$`));

    // The list shows that partner's offers, and only theirs.
    await expect(page.getByRole('heading', { level: 1, name: 'Campanhas' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Filtros aplicados' }).getByRole('link'),
    ).toHaveText(`Parceiro: ${name}`);
    const cards = page.getByRole('list', { name: 'Ofertas' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    const texts = await cards.evaluateAll((articles) =>
      articles.map((article) => article.textContent ?? ''),
    );
    for (const text of texts) expect(text).toContain(`Parceiro: ${name}`);
  });

  test('the banner carousel works by keyboard alone, after its failed load is retried', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await faultGraphql(page, 'Banners', 'status=500');
    const home = await signInDemo(page);
    await expect(page.getByRole('alert')).toHaveText('Não foi possível carregar os banners.');
    await expect(home.shelf('Principais Parceiros')).toBeVisible();
    await page.getByRole('button', { name: 'Tentar novamente' }).focus();
    await page.keyboard.press('Enter');

    const first = home.carousel.getByRole('tab', { name: /Ir para o slide 1/ });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await first.focus();
    await page.keyboard.press('ArrowRight');
    const second = home.carousel.getByRole('tab', { name: /Ir para o slide 2/ });
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(second).toBeFocused();
    // Focus inside holds the carousel: the slide stays while the member reads it.
    await expect(home.carousel.getByRole('tabpanel')).toHaveAccessibleName(
      '2 de 4: Vitrine Black Friday',
    );
    // Back through next, previous and pause to the slide's own link, and follow it.
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('Shift+Tab');
    const link = home.carousel.getByRole('link', { name: 'Vitrine Black Friday' });
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/vitrine\/black-friday$/);
  });

  test('a category entry point opens the list of that category, after a failed load', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await faultGraphql(page, 'Categories', 'status=500');
    const home = await signInDemo(page);
    await expect(home.categories.getByRole('alert')).toHaveText(
      'Não foi possível carregar as categorias.',
    );
    await home.categories.getByRole('button', { name: 'Tentar novamente' }).click();
    const travel = home.categories.getByRole('link', { name: 'Viagens' });
    await expect(travel).toBeVisible();
    // The inactive category (Pets) is not offered.
    await expect(home.categories.getByRole('link', { name: 'Pets' })).toHaveCount(0);
    await travel.click();
    await expect(page).toHaveURL(/\/campanhas\?category=viagens$/);
  });

  test('the skeletons keep the places of the carousel and shelves: nothing moves as they load', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const home = await signInDemo(page);
    await home.expectLoaded('Principais Parceiros');
    // Slow banners and shelves, so that the skeletons show before the content replaces them.
    await faultGraphql(page, 'Banners', 'latency=1500');
    await faultGraphql(page, 'Shelves', 'latency=1500');
    await page.addInitScript(() => {
      const shifts: { at: number; value: number }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          shifts.push({ at: entry.startTime, value: entry.value });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await expect(page.getByTestId('shelves-loading')).toBeVisible();
    await expect(page.getByTestId('banners-loading')).toBeVisible();
    const mark = await page.evaluate(() => performance.now());
    await home.expectLoaded('Principais Parceiros');
    await expect(home.carousel.getByRole('img').first()).toHaveJSProperty('complete', true);
    const shifted = await page.evaluate(
      (since) =>
        (window as unknown as { shifts: { at: number; value: number }[] }).shifts
          .filter((shift) => shift.at > since)
          .reduce((sum, shift) => sum + shift.value, 0),
      mark,
    );
    expect(shifted).toBeLessThan(0.01);
  });

  test("Home's first screen comes whole: no loading screen, no skeleton after the start screen", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const home = await signInDemo(page);
    await home.expectLoaded('Principais Parceiros');
    // Home's chunk arrives well after the club's answers (as on a phone's network): the answers
    // have been read when the screen first renders, and nothing stands in for it meanwhile.
    await page.route('**/assets/HomeScreen-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.fallback();
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const look = () => {
        const root = document.getElementById('root');
        if (!root) return;
        // The start screen is the page's own, styled inline; React's loading screen is not.
        const loading = [...root.querySelectorAll('[role="status"]:not([style])')].some((status) =>
          status.textContent?.includes('Estamos preparando'),
        );
        if (loading) seen.push('loading screen');
        for (const busy of root.querySelectorAll('main [aria-busy="true"]')) {
          seen.push(`skeleton ${busy.getAttribute('data-testid') ?? busy.className}`);
        }
      };
      new MutationObserver(look).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await home.expectLoaded('Principais Parceiros');
    await expect(home.carousel.getByRole('img').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([]);
  });

  test("a shelf's arrows scroll its row and are off at the row's ends", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const home = await signInDemo(page);
    await home.expectLoaded('Principais Parceiros');
    const shelf = home.shelf('Principais Parceiros');
    const back = shelf.getByRole('button', { name: 'Voltar: Principais Parceiros' });
    const forward = shelf.getByRole('button', { name: 'Avançar: Principais Parceiros' });
    const row = shelf.getByRole('list');
    const scrollLeft = () => row.evaluate((list) => list.scrollLeft);
    await expect(back).toHaveAttribute('aria-disabled', 'true');
    await expect(forward).toHaveAttribute('aria-disabled', 'false');

    await forward.click();
    await expect.poll(scrollLeft).toBeGreaterThan(0);
    await expect(back).toHaveAttribute('aria-disabled', 'false');
    // A swipe or a trackpad to the end turns "forward" off; back to the start turns "back" off.
    await row.evaluate((list) => list.scrollTo({ left: list.scrollWidth }));
    await expect(forward).toHaveAttribute('aria-disabled', 'true');
    await expect(back).toHaveAttribute('aria-disabled', 'false');
    await page.screenshot({ path: shot('home-shelf-end-1280') });
    await row.evaluate((list) => list.scrollTo({ left: 0 }));
    await expect(back).toHaveAttribute('aria-disabled', 'true');
    await expect(forward).toHaveAttribute('aria-disabled', 'false');
  });

  test('the rows start at their first tile: none scrolls by itself as it loads', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const home = await signInDemo(page);
    await page.addInitScript(() => {
      const scrolled: string[] = [];
      (window as unknown as { scrolled: string[] }).scrolled = scrolled;
      addEventListener(
        'scroll',
        (event) => {
          if (event.target instanceof HTMLElement) scrolled.push(event.target.className);
        },
        true,
      );
    });
    await page.goto('/');
    await home.expectLoaded('Principais Parceiros');
    await expect(home.shelf('Principais Parceiros').getByRole('listitem').first()).toBeVisible();
    const rows = await page.evaluate(() =>
      [...document.querySelectorAll('main ul')]
        .filter((list) => getComputedStyle(list).overflowX === 'auto')
        .map((list) => list.scrollLeft),
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows).toEqual(rows.map(() => 0));
    expect(
      await page.evaluate(() => (window as unknown as { scrolled: string[] }).scrolled),
    ).toEqual([]);
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`"back" to Home lands where the member was, the logo at the top, at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const home = await signInDemo(page);
      await home.expectLoaded('Principais Parceiros');
      const scrollY = () => page.evaluate(() => window.scrollY);
      const shelf = home.shelf('Destaques');
      const partner = shelf.getByRole('listitem').first().getByRole('link');

      // Down to the highlights, into a partner's list, and back by the app's own button.
      await shelf.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 120));
      const where = await scrollY();
      expect(where).toBeGreaterThan(200);
      await partner.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Campanhas' })).toBeVisible();
      await page.getByRole('banner').getByRole('button', { name: 'Voltar' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(shelf.getByRole('listitem').first()).toBeVisible();
      await expect.poll(scrollY).toBeGreaterThan(where - 4);
      await expect.poll(scrollY).toBeLessThan(where + 4);
      await page.screenshot({ path: shot(`home-back-${viewport.width}`) });

      // The browser's back does the same.
      await partner.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Campanhas' })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await expect.poll(scrollY).toBeGreaterThan(where - 4);
      await expect.poll(scrollY).toBeLessThan(where + 4);

      // A new navigation to Home (the logo) lands at the top.
      await partner.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Campanhas' })).toBeVisible();
      await page.getByRole('banner').getByRole('link', { name: DEMO.company.title }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(home.heading).toHaveText(`Olá, ${DEMO.member.firstName}!`);
      await expect.poll(scrollY).toBe(0);
    });
  }

  for (const viewport of [PHONE, DESKTOP]) {
    test(`clube-demo home passes axe at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const home = await signInDemo(page);
      await home.expectLoaded('Principais Parceiros');
      await expect(home.heading).toHaveText(`Olá, ${DEMO.member.firstName}!`);
      await page.screenshot({ path: shot(`home-demo-${viewport.width}`), fullPage: true });
      await expectNoAxeViolations(page);
    });

    test(`engaja-mais home (engagement only, pale) passes axe at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await signInWithToken(page, ENGAJA.member, ENGAJA.company.slug);
      const home = new HomePage(page);
      // main_category names the first shelf; no highlight, no awards.
      await home.expectLoaded('Saúde e Bem-estar');
      const names = await home.shelfNames();
      expect(names[0]).toBe('Saúde e Bem-estar');
      expect(names).not.toContain('Destaques');
      expect(names).not.toContain('Prêmios');
      await page.screenshot({ path: shot(`home-engaja-${viewport.width}`), fullPage: true });
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('Próximos a você', () => {
  test('with the location granted, lists partners by distance after a failed load', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(SAO_PAULO);
    const nearby = await faultGraphql(page, 'PartnersNearby', 'status=500');
    await signInDemo(page);
    await page.goto('/proximos-a-voce');
    await expect(page.getByRole('heading', { level: 1, name: 'Próximos a você' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'Não foi possível encontrar os parceiros perto de você.',
    );
    expect(nearby.faulted()).toBe(1);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();

    const list = page.getByRole('list', { name: 'Parceiros perto de você' });
    const first = list.getByRole('listitem').first();
    await expect(first).toContainText('Café do Centro');
    await expect(first).toContainText('0,3 km');
    // Nearest first, every distance in km with a decimal comma.
    const distances = await list.locator('a span[aria-hidden="true"]').allTextContents();
    const kms = distances
      .filter((text) => text.endsWith(' km'))
      .map((text) => Number(text.replace(' km', '').replace(/\./g, '').replace(',', '.')));
    expect(kms.length).toBeGreaterThan(5);
    expect(kms).toEqual([...kms].sort((a, b) => a - b));
    expect(distances.some((text) => /^\d+,\d km$/.test(text))).toBe(true);

    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/campanhas\?partner=cafe-do-centro$/);
  });

  test('a refused location is explained; allowing it and trying again lists partners', async ({
    page,
    context,
  }) => {
    await page.setViewportSize(PHONE);
    await signInDemo(page);
    await context.clearPermissions();
    await page.goto('/proximos-a-voce');
    await expect(
      page.getByRole('heading', { name: 'Não conseguimos ver onde você está' }),
    ).toBeVisible();
    await expect(page.getByText(/permita o acesso à sua localização/)).toBeVisible();
    await page.screenshot({ path: shot('nearby-refused-390') });
    await expectNoAxeViolations(page);

    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(SAO_PAULO);
    // A slow answer: the list's place shows it is loading meanwhile.
    await faultGraphql(page, 'PartnersNearby', 'latency=1500');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByText('Buscando parceiros perto de você…')).toBeVisible();
    const list = page.getByRole('list', { name: 'Parceiros perto de você' });
    await expect(list.getByRole('listitem').first()).toContainText('Café do Centro');
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`clube-demo nearby passes axe at ${viewport.width} px`, async ({ page, context }) => {
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation(SAO_PAULO);
      await page.setViewportSize(viewport);
      await signInDemo(page);
      await page.goto('/proximos-a-voce');
      await expect(
        page.getByRole('list', { name: 'Parceiros perto de você' }).getByRole('listitem').first(),
      ).toBeVisible();
      await page.screenshot({ path: shot(`nearby-demo-${viewport.width}`), fullPage: true });
      await expectNoAxeViolations(page);
    });
  }

  test('engaja-mais has no geolocation access: the route goes Home', async ({ page }) => {
    await signInWithToken(page, ENGAJA.member, ENGAJA.company.slug);
    await page.goto('/proximos-a-voce');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Olá, ${ENGAJA.member.firstName}!`,
    );
  });
});
