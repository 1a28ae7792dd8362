import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { DEMO, ENGAJA } from './support/demo.ts';
import { Shell } from './models/shell.page.ts';
import { tokenFor, type Member } from './support/sign-in.ts';

// Issue 23: the club installs per company and opens the member's codes without a signal.
// Marina (clube-demo) holds vouchers and unique codes in the seed; Joana (engaja-mais) holds
// none, so her Vouchers answers are served with a seeded member's (fetched with that member's
// token) to give engaja-mais's app codes to keep.

test.describe.configure({ timeout: 180_000 });
// The journeys here are about the service worker: the other specs block it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });
const SLOW = { timeout: 20_000 };
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/screenshots';

async function enter(page: Page, member: Member, company: string): Promise<void> {
  await page.route('**/clube/v1/notice/last', (route) =>
    route.fulfill({ status: 200, json: { data: null } }),
  );
  const token = await tokenFor(page, member, company);
  await page.goto(`/login?company=${company}&token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Olá', SLOW);
}

/**
 * Joana's queries of `operations` answered as for Marina (the seed gives Joana no vouchers nor
 * purchases). Undone before going offline: the route's own request would not be.
 */
async function lendMarinas(
  page: Page,
  operations: readonly string[] = ['Vouchers'],
): Promise<() => Promise<void>> {
  const token = await tokenFor(page, DEMO.member, DEMO.company.slug);
  const lent = new RegExp(`query (${operations.join('|')})\\b`);
  await page.route('**/clube/v1/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (!lent.test(body)) return route.fallback();
    const headers = { ...route.request().headers(), authorization: `Bearer ${token}` };
    return route.fulfill({ response: await route.fetch({ headers }) });
  });
  return () => page.unroute('**/clube/v1/graphql');
}

// A lent answer still on its way when a test ends (its list read again once online) would fail
// the next test of the worker with "route.fetch: Test ended": the routes go quietly first.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

const codesOn = (page: Page) => page.locator('[data-code]');

/**
 * The codes on screen once the list has settled: at 1280 px the first page leaves the list's end
 * in view, so the next page loads by itself; the count must hold still for a second.
 */
async function codesShown(page: Page): Promise<string[]> {
  await expect(codesOn(page).first()).toBeVisible(SLOW);
  let last = -1;
  await expect
    .poll(
      async () => {
        const count = await codesOn(page).count();
        const settled = count === last;
        last = count;
        return settled;
      },
      { intervals: [1_000], timeout: 20_000 },
    )
    .toBe(true);
  return (await codesOn(page).allTextContents()).map((code) => code.trim()).sort();
}

async function openTab(page: Page, name: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Meus resgates' })
    .getByRole('link', { name, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible(SLOW);
}

/** Opens Meus resgates' vouchers and codes once online, waiting for the service worker. */
async function visitOnline(page: Page): Promise<{ vouchers: string[]; codes: string[] }> {
  await page.goto('/resgates/vouchers');
  const vouchers = await codesShown(page);
  await openTab(page, 'Códigos únicos');
  await expect(page).toHaveURL(/\/resgates\/codigos/);
  const codes = await codesShown(page);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  return { vouchers, codes };
}

for (const { company, member, lend } of [
  { company: DEMO.company, member: DEMO.member, lend: false },
  { company: ENGAJA.company, member: ENGAJA.member, lend: true },
]) {
  for (const width of [390, 1280]) {
    test(`${company.slug} at ${width} px: Meus resgates reloads offline with the same codes`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      const giveBack = lend ? await lendMarinas(page) : async () => {};
      await enter(page, member, company.slug);
      const online = await visitOnline(page);
      expect(online.vouchers.length).toBeGreaterThan(0);
      expect(online.codes.length).toBeGreaterThan(0);

      await giveBack();
      await context.setOffline(true);
      await page.goto('/resgates/vouchers').catch(() => undefined);
      await page.reload();
      await expect(page.getByText(/Atualizado em \d{2}\/\d{2} às \d{2}:\d{2}/)).toBeVisible(SLOW);
      await expect(
        page.getByText('Você está sem conexão.', { exact: false }).first(),
      ).toBeVisible();
      expect(await codesShown(page)).toEqual(online.vouchers);
      // Deleting needs the network: disabled, and it says why.
      const remove = page.getByRole('button', { name: /Excluir voucher/ }).first();
      await expect(remove).toBeDisabled();
      await expect(remove).toHaveAccessibleDescription(
        'Excluir precisa de conexão com a internet.',
      );
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/offline-${company.slug}-${width}.png` });

      await openTab(page, 'Códigos únicos');
      expect(await codesShown(page)).toEqual(online.codes);
      await page.reload();
      expect(await codesShown(page)).toEqual(online.codes);
      await context.setOffline(false);
    });
  }
}

const UPDATED_AT = /Atualizado em \d{2}\/\d{2} às \d{2}:\d{2}/;

for (const width of [390, 1280]) {
  test(`at ${width} px: Cartas reload offline from the device; back online the list comes by itself`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await enter(page, DEMO.member, DEMO.company.slug);
    await page.goto('/resgates/vouchers');
    await codesShown(page);
    await openTab(page, 'Cartas');
    const opens = page.getByRole('button', { name: /^Abrir carta/ });
    await expect(opens.first()).toBeVisible(SLOW);
    const letters = (await opens.allTextContents()).length;
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    // A reload without a connection: the letters kept, one offline notice (the bar's).
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(UPDATED_AT)).toBeVisible(SLOW);
    await expect(page.getByText('Estas são as cartas guardadas neste aparelho.')).toBeVisible();
    await expect(page.getByText('Você está sem conexão.', { exact: false })).toHaveCount(1);
    await expect(opens).toHaveCount(letters);
    const remove = page.getByRole('button', { name: /^Excluir carta/ }).first();
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAccessibleDescription('Excluir precisa de conexão com a internet.');
    // A kept letter opens from the device; sending it needs the network and says so.
    await opens.first().click();
    const reading = page.getByRole('dialog');
    await expect(reading.getByRole('button', { name: 'Enviar carta' })).toBeDisabled();
    await expect(reading.getByText('Enviar precisa de conexão com a internet.')).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/offline-letters-open-${width}.png` });
    await page.keyboard.press('Escape');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/offline-letters-${width}.png` });

    // Back online: the list is read again without a tap.
    await context.setOffline(false);
    await expect(page.getByText(UPDATED_AT)).toHaveCount(0, SLOW);
    await expect(opens.first()).toBeEnabled(SLOW);
    await expect(page.getByRole('button', { name: /^Excluir carta/ }).first()).toBeEnabled(SLOW);
  });

  test(`at ${width} px: a list that lost the connection on screen asks again by itself once it is back`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await enter(page, DEMO.member, DEMO.company.slug);
    const online = await visitOnline(page);
    // Opened online (so the page does not reload itself), then the signal goes.
    await page.reload();
    await codesShown(page);
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await context.setOffline(true);
    await openTab(page, 'Vouchers');
    await expect(page.getByText(UPDATED_AT)).toBeVisible(SLOW);
    expect(await codesShown(page)).toEqual(online.vouchers);

    await context.setOffline(false);
    await expect(page.getByText(UPDATED_AT)).toHaveCount(0, SLOW);
    await expect(page.getByRole('button', { name: /Excluir voucher/ }).first()).toBeEnabled();
    // The same page, not a reload: the list asked again by itself.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
  });
}

test('after Sair and another member signs in, nothing of the first is on screen or kept', async ({
  page,
  context,
}) => {
  await enter(page, DEMO.member, DEMO.company.slug);
  const marina = await visitOnline(page);
  const menu = await new Shell(page).openProfileMenu();
  await menu.getByRole('button', { name: 'Sair' }).click();
  await expect(page).not.toHaveURL(/resgates/, SLOW);
  const kept = await page.evaluate(() => localStorage.getItem('clube.keptRedemptions'));
  expect(kept).toBeNull();

  await enter(page, ENGAJA.member, ENGAJA.company.slug);
  await page.goto('/resgates/vouchers');
  await expect(page.getByText('Você ainda não tem vouchers')).toBeVisible(SLOW);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Meus resgates' })).toBeVisible(SLOW);
  const text = await page.locator('body').innerText();
  for (const code of [...marina.vouchers, ...marina.codes]) expect(text).not.toContain(code);
  const storage = await page.evaluate(() => JSON.stringify(localStorage));
  for (const code of marina.vouchers) expect(storage).not.toContain(code);
  await context.setOffline(false);
});

test('another route opened offline says so, with a retry, and loads again once online', async ({
  page,
  context,
}) => {
  await enter(page, DEMO.member, DEMO.company.slug);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await context.setOffline(true);
  await page.goto('/carteira').catch(() => undefined);
  await page.reload();
  const bar = page.getByRole('status').filter({ hasText: 'Você está sem conexão' });
  await expect(bar).toBeVisible(SLOW);
  await expect(bar.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await context.setOffline(false);
  await reloaded;
  await expect(bar).toHaveCount(0, SLOW);
});

for (const { company, member } of [DEMO, ENGAJA]) {
  test(`${company.slug}: a valid manifest of its own, a service worker, installable`, async ({
    page,
  }) => {
    const response = await page.request.get(`/manifest.webmanifest?company=${company.slug}`);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({
      name: company.title,
      start_url: `/?company=${company.slug}`,
      id: `/?company=${company.slug}`,
      display: 'standalone',
      scope: '/',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9A-Fa-f]{6}$/);
    for (const icon of manifest.icons) {
      const answer = await page.request.get(icon.src);
      expect(answer.ok()).toBe(true);
      // The type the manifest states is the one served (a launcher skips a mislabelled icon).
      expect(answer.headers()['content-type']).toContain(icon.type);
    }

    // Signed in: engaja-mais sends signed-out visitors to its own logout page.
    await enter(page, member, company.slug);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      `/manifest.webmanifest?company=${company.slug}`,
    );
    const scope = await page.evaluate(() =>
      navigator.serviceWorker.ready.then((registration) => registration.scope),
    );
    expect(new URL(scope).pathname).toBe('/');
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Playwright's browser contexts are incognito ones, which Chromium never installs from;
    // every other check (manifest, icon, start URL, service worker) must pass.
    const blocking = installabilityErrors.filter((error) => error.errorId !== 'in-incognito');
    expect(blocking).toEqual([]);
    const { url } = (await cdp.send('Page.getAppManifest')) as { url: string };
    expect(url).toContain(`company=${company.slug}`);
  });
}

const workerReady = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

for (const { company, member, lend } of [
  { company: DEMO.company, member: DEMO.member, lend: false },
  { company: ENGAJA.company, member: ENGAJA.member, lend: true },
]) {
  for (const width of [390, 1280]) {
    test(`${company.slug} at ${width} px: Compras reloads offline with the gift card and its revealed code`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      const giveBack = lend
        ? await lendMarinas(page, ['Transactions', 'GiftCard'])
        : async () => {};
      await enter(page, member, company.slug);
      await page.goto('/resgates');
      const giftCards = page
        .locator('article')
        .filter({ has: page.getByRole('heading', { name: 'Cartão presente' }) });
      await expect(giftCards.first()).toBeVisible(SLOW);
      expect(await giftCards.count()).toBeGreaterThan(1);
      const revealedCard = giftCards.first();
      await revealedCard.getByRole('button', { name: 'Ver código e senha' }).click();
      const code = revealedCard
        .getByRole('group', { name: 'Cartão presente' })
        .locator('[data-code]');
      // A seeded card (GC-7000-3000) or one an earlier journey on this worker's sandbox bought
      // (GC- and 8 hex digits): the newest comes first.
      await expect(code.first()).toHaveText(/^GC-(\d+-\d+|[0-9A-F]{8})$/, SLOW);
      const revealed = (await code.first().textContent()) ?? '';
      const orders = (await page.getByText(/^Pedido /).allTextContents()).sort();
      await workerReady(page);

      await giveBack();
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByText(UPDATED_AT).first()).toBeVisible(SLOW);
      await expect(page.getByText('Estas são as compras guardadas neste aparelho.')).toBeVisible();
      expect((await page.getByText(/^Pedido /).allTextContents()).sort()).toEqual(orders);
      // The code revealed online shows from the device; a card never revealed needs the network.
      await expect(page.getByText(revealed, { exact: true })).toBeVisible(SLOW);
      await expect(page.getByText('Cartão guardado neste aparelho.')).toBeVisible();
      const reveal = page.getByRole('button', { name: 'Ver código e senha' }).first();
      await expect(reveal).toBeDisabled();
      await expect(reveal).toHaveAccessibleDescription(
        /Ver o cartão precisa de conexão com a internet\./,
      );
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/offline-compras-${company.slug}-${width}.png` });

      // Back online (Joana's answers lent again): the list is read again by itself.
      if (lend) await lendMarinas(page, ['Transactions', 'GiftCard']);
      await context.setOffline(false);
      await expect(page.getByText(UPDATED_AT)).toHaveCount(0, SLOW);
      await expect(page.getByRole('button', { name: 'Ver código e senha' }).first()).toBeEnabled(
        SLOW,
      );
    });

    test(`${company.slug} at ${width} px: the logo shown before the service worker took control shows offline`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await enter(page, member, company.slug);
      const logo = page.getByRole('link').locator('img[src*="/media/"]').first();
      await expect(logo).toBeVisible(SLOW);
      await workerReady(page);
      // This page loaded its logo before the worker existed (a first visit): the logo never
      // went through it, and the element does not ask again. Only the hand-over can keep it…
      const src = await logo.evaluate((image: HTMLImageElement) => image.currentSrc);
      // …and the page handed it over: it is in the worker's media cache.
      await expect
        .poll(
          () =>
            page.evaluate(async (url) => {
              const cache = await caches.open('clube-media');
              return (await cache.match(url)) !== undefined;
            }, src),
          SLOW,
        )
        .toBe(true);

      await context.setOffline(true);
      await page.reload();
      await expect(logo).toBeVisible(SLOW);
      await expect
        .poll(() =>
          logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
        )
        .toBeGreaterThan(0);
      await context.setOffline(false);
    });
  }
}

for (const width of [390, 1280]) {
  for (const { company, member } of [DEMO, ENGAJA]) {
    test(`${company.slug} at ${width} px: Carteira opened offline says so in its list, and loads once online`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await enter(page, member, company.slug);
      await workerReady(page);
      await context.setOffline(true);
      await page.goto('/carteira').catch(() => undefined);
      await page.reload();
      const offlineList = page
        .getByRole('alert')
        .filter({ hasText: 'Esta lista carrega sozinha quando a conexão voltar.' });
      await expect(offlineList.first()).toBeVisible(SLOW);
      await expect(offlineList.first()).toContainText('Você está sem conexão');
      await expect(page.getByText('Não foi possível carregar', { exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Tentar novamente' }).first()).toBeVisible();
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/offline-carteira-${company.slug}-${width}.png` });
      await context.setOffline(false);
      await expect(offlineList).toHaveCount(0, SLOW);
    });
  }

  test(`at ${width} px: Campanhas reached offline inside the app says so, and fills itself once online`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await enter(page, DEMO.member, DEMO.company.slug);
    await workerReady(page);
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await context.setOffline(true);
    // Inside the app (no page load): the router's own navigation.
    await page.evaluate(() => {
      history.pushState({}, '', '/campanhas');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Campanhas' })).toBeVisible(SLOW);
    const offlineList = page
      .getByRole('alert')
      .filter({ hasText: 'Esta lista carrega sozinha quando a conexão voltar.' });
    await expect(offlineList).toBeVisible(SLOW);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/offline-campanhas-${width}.png` });

    await context.setOffline(false);
    await expect(offlineList).toHaveCount(0, SLOW);
    await expect(page.locator('main').getByRole('listitem').first()).toBeVisible(SLOW);
    // The same page, not a reload: the list asked again by itself.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
  });
}

// Issue 23, the last routes: Home and Meu perfil opened offline say "no connection" (not the
// server-failure texts) and fill themselves once the connection is back.
const SERVER_FAILURES = [
  'Não foi possível carregar os parceiros.',
  'Não foi possível carregar os banners.',
  'Não foi possível carregar as categorias.',
  'Não foi possível carregar as suas informações.',
  'Houve um erro ao pegar os dados da moeda, por favor, tente novamente mais tarde',
];

async function noServerFailure(page: Page): Promise<void> {
  for (const text of SERVER_FAILURES) await expect(page.getByText(text)).toHaveCount(0);
}

for (const { company, member } of [DEMO, ENGAJA]) {
  for (const width of [390, 1280]) {
    test(`${company.slug} at ${width} px: Home reloaded offline says so for its parts, and fills itself once online`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await enter(page, member, company.slug);
      const partners = page
        .locator('main')
        .getByRole('link')
        .filter({ has: page.locator('img') });
      await expect(partners.first()).toBeVisible(SLOW);
      await workerReady(page);

      await context.setOffline(true);
      await page.reload();
      const offlineParts = page.locator('[data-offline-notice]');
      await expect(offlineParts.first()).toBeVisible(SLOW);
      await expect(offlineParts.first()).toContainText('Você está sem conexão');
      await expect(offlineParts.first()).toContainText('Carrega sozinho quando a conexão voltar.');
      await expect(page.getByRole('button', { name: 'Tentar novamente' }).first()).toBeVisible();
      await noServerFailure(page);
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/offline-home-${company.slug}-${width}.png` });

      await context.setOffline(false);
      await expect(offlineParts).toHaveCount(0, SLOW);
      await expect(partners.first()).toBeVisible(SLOW);
      await noServerFailure(page);
    });

    test(`${company.slug} at ${width} px: Meu perfil reloaded offline says so, and fills itself once online`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await enter(page, member, company.slug);
      await page.goto('/perfil');
      const details = page.getByRole('heading', { name: 'Minhas informações' });
      await expect(details).toBeVisible(SLOW);
      await workerReady(page);

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Você está sem conexão' })).toBeVisible(SLOW);
      await expect(page.getByText('Carrega sozinho quando a conexão voltar.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Tentar novamente' }).first()).toBeVisible();
      await noServerFailure(page);
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/offline-perfil-${company.slug}-${width}.png` });

      await context.setOffline(false);
      await expect(details).toBeVisible(SLOW);
      await expect(page.getByRole('heading', { name: 'Você está sem conexão' })).toHaveCount(0);
    });
  }
}

// The coin (Recompensas) and Cartão farmácia, read from the member's and the coin's machines:
// offline they say "no connection" too, and fill themselves once the connection is back.
for (const width of [390, 1280]) {
  test(`clube-demo at ${width} px: the coin and Cartão farmácia reloaded offline say so, and fill themselves once online`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await enter(page, DEMO.member, DEMO.company.slug);
    await page.goto('/recompensas');
    const coin = page.getByTestId('coin');
    await expect(coin).toContainText('Pontos', SLOW);
    await workerReady(page);

    await context.setOffline(true);
    await page.reload();
    await expect(coin.locator('[data-offline-notice]')).toContainText(
      'Você está sem conexão',
      SLOW,
    );
    await noServerFailure(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/offline-coin-${width}.png` });
    await context.setOffline(false);
    await expect(coin.locator('[data-offline-notice]')).toHaveCount(0, SLOW);
    await expect(coin).toContainText('Pontos', SLOW);

    await page.goto('/cartao-farmacia');
    const card = page.getByRole('region', { name: 'Cartão farmácia' });
    await expect(card).toBeVisible(SLOW);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Você está sem conexão' })).toBeVisible(SLOW);
    await expect(page.getByText('Não foi possível carregar o seu cartão.')).toHaveCount(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/offline-pharmacy-${width}.png` });
    await context.setOffline(false);
    await expect(card).toBeVisible(SLOW);
  });
}
