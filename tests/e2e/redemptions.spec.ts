import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { DEMO, ENGAJA } from './support/demo.ts';

// Meus resgates against the sandbox's seed: Marina (clube-demo) has 12 purchases (3 gift
// cards), 14 vouchers, 6 unique codes, 3 letters and 14 cashback records; Joana (engaja-mais)
// has none of them. Each journey meets one injected fault (x-sandbox-fault).

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
// Each journey signs in through the screens and meets a slow answer: more than the default 30 s
// on a loaded two-core machine.
test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.REDEMPTIONS_SHOTS;
const WIDTHS = { mobile: 390, desktop: 1280 } as const;

/** The viewport, and the whole page, when REDEMPTIONS_SHOTS names a folder for them. */
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
  await page.screenshot({ path: `${SHOTS}/${name}-full.png`, fullPage: true });
}

/** How long the first screen may take on a loaded two-core machine (start-up, sign-in). */
const SLOW = { timeout: 20_000 };

/**
 * Signs a member in with a token from the API through the login entry (as a partner system
 * would), then opens `path`: the same session as the sign-in screen's, without its typing.
 */
async function enter(
  page: Page,
  member: { document: string; password: string },
  company: string,
  path: string,
): Promise<void> {
  await page.route('**/clube/v1/notice/last', (route) =>
    route.fulfill({ status: 200, json: { data: null } }),
  );
  const token = await tokenOf(page.request, member, company);
  await page.goto(`/login?company=${company}&token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Olá', SLOW);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Meus resgates' })).toBeVisible(SLOW);
}

/**
 * The next GraphQL operation named `operation` (and matching `when`, if given) reaches the
 * sandbox with `fault`; every other request goes through untouched.
 */
async function faultGraphqlOnce(
  page: Page,
  operation: string,
  fault: string,
  when: (body: string) => boolean = () => true,
): Promise<void> {
  let spent = false;
  const pattern = new RegExp(`(query|mutation) ${operation}\\b`);
  await page.route('**/clube/v1/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (!spent && pattern.test(body) && when(body)) {
      spent = true;
      await route.continue({
        headers: { ...route.request().headers(), 'x-sandbox-fault': fault },
      });
      return;
    }
    await route.fallback();
  });
}

/** A member's bearer token, for setting a scene through the API. */
async function tokenOf(
  request: APIRequestContext,
  member: { document: string; password: string },
  company: string,
): Promise<string> {
  const response = await request.post('/clube/v1/login', {
    data: { document: member.document, password: member.password, company },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** Redeems the first campaign (by slug) that answers, as the campaign screen would. */
async function redeem(
  request: APIRequestContext,
  token: string,
  slugs: readonly string[],
  body: Record<string, unknown> = {},
): Promise<{ id: string; code?: string; link?: string }> {
  for (const slug of slugs) {
    const response = await request.post(`/clube/v1/campaign/${slug}/event`, {
      headers: { authorization: `Bearer ${token}` },
      data: body,
    });
    if (response.ok()) return ((await response.json()) as { data: { id: string } }).data;
  }
  throw new Error(`none of ${slugs.join(', ')} could be redeemed`);
}

// Voucher and letter campaigns of clube-demo that issue one (event 'other').
const VOUCHER_CAMPAIGNS = [
  'acai-da-amazonia-voucher-71',
  'cine-arte-voucher-61',
  'floricultura-jardim-voucher-51',
  'viaje-brasil-turismo-voucher-31',
  'mercado-bom-preco-voucher-21',
] as const;
const LETTER_CAMPAIGNS = ['padaria-pao-quente-letter-65', 'sorveteria-gelato-letter-45'] as const;

/**
 * The `total` of the last answer to the GraphQL list query `operation` (matching `when`): what
 * the screen was told. Journeys before this one may have issued more than the seed's count.
 */
function watchTotal(
  page: Page,
  operation: string,
  when: (body: string) => boolean = () => true,
): () => number | undefined {
  let total: number | undefined;
  const pattern = new RegExp(`query ${operation}\\b`);
  page.on('response', async (response) => {
    const body = response.request().postData() ?? '';
    if (!response.url().endsWith('/graphql') || !pattern.test(body) || !when(body)) return;
    const json = (await response.json().catch(() => null)) as {
      data?: Record<string, { total?: number } | null>;
    } | null;
    const answer = Object.values(json?.data ?? {})[0];
    if (typeof answer?.total === 'number') total = answer.total;
  });
  return () => total;
}

const list = (page: Page, name: string): Locator => page.getByRole('list', { name });
/** The list's own items (not the lists inside a card, such as a purchase's codes). */
const cards = (page: Page, name: string): Locator =>
  list(page, name).locator('[role="listitem"][data-item-index]');
const tabs = (page: Page): Locator => page.getByRole('navigation', { name: 'Meus resgates' });

async function openTab(page: Page, tab: string): Promise<void> {
  await tabs(page).getByRole('link', { name: tab, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: tab })).toBeVisible();
}

test.describe('Meus resgates (clube-demo)', () => {
  test('compras: a failed first page is retried; a gift card is revealed and its code copied', async ({
    page,
  }) => {
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await faultGraphqlOnce(page, 'Transactions', 'status=500');
    const purchases = watchTotal(page, 'Transactions');
    await enter(page, DEMO.member, DEMO.company.slug, '/resgates');
    await expect(page.getByRole('heading', { level: 1, name: 'Meus resgates' })).toBeFocused();
    await expect(page.getByText('Não foi possível carregar')).toBeVisible();
    await expect(page.getByText('Erro interno simulado')).toBeVisible();
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(cards(page, 'Suas compras').first()).toContainText('R$');

    // The newest gift card: code and password come only when asked, after a slow answer.
    const giftCard = cards(page, 'Suas compras')
      .filter({ has: page.getByRole('heading', { name: 'Cartão presente' }) })
      .filter({ hasText: 'Sorveteria Gelato' });
    await expect(giftCard.getByText(/GC-/)).toHaveCount(0);
    // Slow enough that the busy state is still there when checked on a loaded machine (at
    // 1.5 s a CI run once saw the code arrive before the check).
    await faultGraphqlOnce(page, 'GiftCard', 'latency=3000');
    const reveal = giftCard.getByRole('button', { name: 'Ver código e senha' });
    await reveal.click();
    await expect(reveal).toHaveAttribute('aria-busy', 'true');
    const revealed = giftCard.getByRole('group', { name: 'Cartão presente' });
    const code = revealed.locator('[data-code]').first();
    await expect(code).toHaveText(/^GC-\d+-\d+$/);
    await expect(revealed.getByText('Senha do cartão')).toBeVisible();
    await expect(revealed.locator('[data-code]').nth(1)).toHaveText(/^\d{4}$/);
    await revealed.getByRole('button', { name: 'Copiar código' }).click();
    await expect(revealed.getByRole('button', { name: 'Copiado!' })).toBeVisible();
    await expect(revealed.getByRole('status').first()).toHaveText('Código copiado');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      (await code.textContent()) ?? '',
    );
    await expectNoAxeViolations(page);

    // The second page comes when the end of the list shows (or on "Carregar mais"): all of them
    // (12 seeded, more if a journey before this one bought something).
    await page.mouse.wheel(0, 10_000);
    const total = purchases() ?? 0;
    expect(total).toBeGreaterThanOrEqual(12);
    await expect(cards(page, 'Suas compras')).toHaveCount(total);
    await expect(page.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);
  });

  test('códigos únicos: a dropped connection is retried; a code is copied', async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.mobile, height: 844 });
    await enter(page, DEMO.member, DEMO.company.slug, '/resgates');
    const uniqueCode = (body: string): boolean => body.includes('"type":"1"');
    await faultGraphqlOnce(page, 'Vouchers', 'drop', uniqueCode);
    const codes = watchTotal(page, 'Vouchers', uniqueCode);
    await openTab(page, 'Códigos únicos');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    // 6 seeded, more if a journey before this one issued some (all on the first page).
    await expect.poll(codes).toBeGreaterThanOrEqual(6);
    await expect(cards(page, 'Seus códigos únicos')).toHaveCount(codes() ?? 0);
    const first = cards(page, 'Seus códigos únicos').first();
    const code = (await first.locator('[data-code]').textContent()) ?? '';
    expect(code).toMatch(/^COD-/);
    await expect(first).toContainText(/Válido até \d\d\/\d\d\/\d{4}/);
    await first.getByRole('button', { name: 'Copiar código' }).click();
    await expect(first.getByRole('status')).toHaveText('Código copiado');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expectNoAxeViolations(page);
  });

  test('vouchers: load more by the vouchers rule, after a slow first page', async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await enter(page, DEMO.member, DEMO.company.slug, '/resgates');
    const pages: number[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (/query Vouchers\b/.test(body) && body.includes('"type":"0"')) {
        pages.push((JSON.parse(body) as { variables: { page: number } }).variables.page);
      }
    });
    await faultGraphqlOnce(page, 'Vouchers', 'latency=2000', (body) => body.includes('"type":"0"'));
    await openTab(page, 'Vouchers');
    await expect(page.locator('[data-paged-list-skeletons]')).toBeVisible();
    await expect(cards(page, 'Seus vouchers').first()).toContainText(/VCH-/);
    // The next page comes when the end of the list shows (the sentinel; "Carregar mais" does
    // the same and is tested beside the list).
    const more = page.getByRole('button', { name: 'Carregar mais' });
    await page.mouse.wheel(0, 10_000);
    await expect(more).toHaveCount(0);
    // 14 seeded (more if a journey issued some): total > from + per_page - 1 asks page 2 only.
    const count = await cards(page, 'Seus vouchers').count();
    expect(count).toBeGreaterThan(9);
    expect(count).toBeLessThanOrEqual(18);
    await page.mouse.wheel(0, 10_000);
    expect(pages).toEqual([1, 2]);
    await expectNoAxeViolations(page);
  });

  test('vouchers: delete after confirming; a refused delete keeps the voucher and says so', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: WIDTHS.mobile, height: 844 });
    const token = await tokenOf(request, DEMO.member, DEMO.company.slug);
    const issued = await redeem(request, token, VOUCHER_CAMPAIGNS);
    expect(issued.code).toMatch(/^VCH-/);
    await enter(page, DEMO.member, DEMO.company.slug, '/resgates/vouchers');
    const voucher = cards(page, 'Seus vouchers').filter({ hasText: issued.code ?? '' });
    await expect(voucher).toHaveCount(1);
    const deleteButton = voucher.getByRole('button', { name: `Excluir voucher ${issued.code}` });

    // Cancelling asks nothing of the server.
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: 'Excluir voucher?' });
    await expect(dialog).toContainText(issued.code ?? '');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();

    await faultGraphqlOnce(page, 'DeleteVoucher', 'status=500');
    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Excluir voucher' }).click();
    await expect(page.getByText('Houve um erro ao deletar o Voucher!')).toBeVisible();
    await expect(voucher).toHaveCount(1);

    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Excluir voucher' }).click();
    await expect(page.getByText('Voucher deletado com sucesso!')).toBeVisible();
    await expect(voucher).toHaveCount(0);
    await page.reload();
    await expect(cards(page, 'Seus vouchers').first()).toBeVisible(SLOW);
    await expect(cards(page, 'Seus vouchers').filter({ hasText: issued.code ?? '' })).toHaveCount(
      0,
    );
  });

  test('cartas: open one after a failed read, send it by e-mail, an expired one refused', async ({
    page,
  }) => {
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await enter(page, DEMO.member, DEMO.company.slug, '/resgates/cartas');
    await expect(cards(page, 'Suas cartas').first()).toBeVisible(SLOW);
    await expect(cards(page, 'Suas cartas').filter({ hasText: 'Moda Carioca' })).toHaveCount(1);

    await faultGraphqlOnce(page, 'Letter', 'status=500');
    await page.getByRole('button', { name: 'Abrir carta de Moda Carioca' }).click();
    const reading = page.getByRole('dialog', { name: 'Carta de Moda Carioca' });
    await expect(reading.getByText('Não foi possível abrir a carta.')).toBeVisible();
    await reading.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(reading.getByText(/Declaramos que/)).toBeVisible();
    await expect(reading.getByText('Equipe Clube Vantagens')).toBeVisible();
    await expect(reading.getByRole('link', { name: /Ver carta completa/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expectNoAxeViolations(page);

    const email = reading.getByLabel(/^E-mail/);
    await expect(email).toHaveValue('marina.souza@clube-vantagens.example');
    await email.fill('marina@');
    await email.blur();
    await expect(reading.getByText('Email inválido!')).toBeVisible();
    await email.fill('marina.souza@exemplo.com');
    let sends = 0;
    await page.route('**/clube/v1/rescue/letter/*', async (route) => {
      sends += 1;
      await route.continue({
        headers: { ...route.request().headers(), 'x-sandbox-fault': 'latency=1000' },
      });
    });
    const send = reading.getByRole('button', { name: 'Enviar carta' });
    await send.click();
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await expect(reading.getByText('Carta enviada para marina.souza@exemplo.com.')).toBeVisible();
    expect(sends).toBe(1);
    await page.unroute('**/clube/v1/rescue/letter/*');
    await reading.getByRole('button', { name: 'Fechar janela' }).click();
    await expect(reading).toBeHidden();

    // The sandbox refuses the unavailable letter: its words, the address kept.
    await page.getByRole('button', { name: 'Abrir carta de Auto Escola Via Certa' }).click();
    const expired = page.getByRole('dialog', { name: 'Carta de Auto Escola Via Certa' });
    await expired.getByRole('button', { name: 'Enviar carta' }).click();
    await expect(expired.getByText('Carta expirada')).toBeVisible();
    await expect(expired.getByLabel(/^E-mail/)).toHaveValue('marina.souza@clube-vantagens.example');
  });

  test('cartas: delete after confirming; a dropped delete keeps the letter and says so', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: WIDTHS.mobile, height: 844 });
    const token = await tokenOf(request, DEMO.member, DEMO.company.slug);
    await redeem(request, token, LETTER_CAMPAIGNS, {
      name: 'Marina Souza',
      document: '529.982.247-25',
      number: '77',
      email: 'marina.souza@clube-vantagens.example',
      statement: true,
    });
    await enter(page, DEMO.member, DEMO.company.slug, '/resgates/cartas');
    await expect(cards(page, 'Suas cartas').first()).toBeVisible(SLOW);
    // The newest letter comes first: the one just requested.
    const letter = cards(page, 'Suas cartas').first();
    const partner = ((await letter.getByRole('heading').textContent()) ?? '').replace(
      'Carta de ',
      '',
    );
    expect(['Padaria Pão Quente', 'Sorveteria Gelato']).toContain(partner);
    const mine = cards(page, 'Suas cartas').filter({ hasText: partner });
    const before = await cards(page, 'Suas cartas').count();

    await faultGraphqlOnce(page, 'DeleteLetter', 'drop');
    await letter.getByRole('button', { name: `Excluir carta de ${partner}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir carta?' });
    await expect(dialog).toContainText(partner);
    await dialog.getByRole('button', { name: 'Excluir carta' }).click();
    await expect(page.getByText('Houve um erro ao deletar a Carta!')).toBeVisible();
    await expect(cards(page, 'Suas cartas')).toHaveCount(before);

    await mine.getByRole('button', { name: `Excluir carta de ${partner}` }).click();
    await dialog.getByRole('button', { name: 'Excluir carta' }).click();
    await expect(page.getByText('Carta deletada com sucesso!')).toBeVisible();
    await expect(cards(page, 'Suas cartas')).toHaveCount(before - 1);
    await expect(mine).toHaveCount(0);
  });

  test('dinheiro de volta: the records after a slow answer, by status', async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.mobile, height: 844 });
    await faultGraphqlOnce(page, 'Cashback', 'latency=1500');
    await enter(page, DEMO.member, DEMO.company.slug, '/resgates/cashback');
    await expect(page.getByRole('heading', { level: 2, name: 'Dinheiro de volta' })).toBeVisible();
    await expect(cards(page, 'Seu dinheiro de volta')).toHaveCount(9);
    await expect(list(page, 'Seu dinheiro de volta')).toContainText('Disponível');
    await expect(list(page, 'Seu dinheiro de volta')).toContainText('Compra de R$');
    await expectNoAxeViolations(page);
  });
});

test.describe('Meus resgates (engaja-mais, a member with nothing)', () => {
  test('every tab has its empty state; no cashback tab; a failed page is retried', async ({
    page,
  }) => {
    await page.setViewportSize({ width: WIDTHS.mobile, height: 844 });
    await faultGraphqlOnce(page, 'Transactions', 'status=500');
    await enter(page, ENGAJA.member, ENGAJA.company.slug, '/resgates');
    await expect(tabs(page).getByRole('link')).toHaveText([
      'Compras',
      'Códigos únicos',
      'Vouchers',
      'Cartas',
    ]);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(
      page.getByRole('heading', { name: 'Você ainda não fez nenhuma compra' }),
    ).toBeVisible();
    await expect(page.locator('[data-character="sad"]')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver ofertas' })).toBeVisible();
    await expectNoAxeViolations(page);

    for (const [tab, title, character] of [
      ['Códigos únicos', 'Você ainda não tem códigos', 'searching'],
      ['Vouchers', 'Você ainda não tem vouchers', 'embarrassed'],
      ['Cartas', 'Você ainda não tem cartas', 'disappointed'],
    ] as const) {
      await openTab(page, tab);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.locator(`[data-character="${character}"]`)).toBeVisible();
    }
    // Without cashback_tab the cashback tab's address leads back to the first tab.
    await page.goto('/resgates/cashback');
    await expect(page).toHaveURL(/\/resgates$/);
  });
});

test.describe('Meus resgates at 390 and 1280 px, both companies (axe, screenshots)', () => {
  for (const [width, label] of [
    [WIDTHS.mobile, 'mobile'],
    [WIDTHS.desktop, 'desktop'],
  ] as const) {
    test(`clube-demo at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === WIDTHS.mobile ? 844 : 900 });
      await enter(page, DEMO.member, DEMO.company.slug, '/resgates');
      await expect(cards(page, 'Suas compras').first()).toBeVisible(SLOW);
      const giftCard = cards(page, 'Suas compras')
        .filter({ has: page.getByRole('heading', { name: 'Cartão presente' }) })
        .first();
      await giftCard.getByRole('button', { name: 'Ver código e senha' }).click();
      await expect(giftCard.getByText('Senha do cartão')).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, `demo-compras-${label}`);
      for (const [path, name, listName] of [
        ['/resgates/codigos', 'codigos', 'Seus códigos únicos'],
        ['/resgates/vouchers', 'vouchers', 'Seus vouchers'],
        ['/resgates/cartas', 'cartas', 'Suas cartas'],
        ['/resgates/cashback', 'cashback', 'Seu dinheiro de volta'],
      ] as const) {
        await page.goto(path);
        await expect(cards(page, listName).first()).toBeVisible(SLOW);
        await expectNoAxeViolations(page);
        await shot(page, `demo-${name}-${label}`);
      }
      await page.goto('/resgates/cartas');
      await page.getByRole('button', { name: 'Abrir carta de Moda Carioca' }).click(SLOW);
      const reading = page.getByRole('dialog', { name: 'Carta de Moda Carioca' });
      await expect(reading.getByText(/Declaramos que/)).toBeVisible(SLOW);
      await expectNoAxeViolations(page);
      await shot(page, `demo-carta-${label}`);
    });

    test(`engaja-mais at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === WIDTHS.mobile ? 844 : 900 });
      await enter(page, ENGAJA.member, ENGAJA.company.slug, '/resgates');
      await expect(
        page.getByRole('heading', { name: 'Você ainda não fez nenhuma compra' }),
      ).toBeVisible(SLOW);
      await expectNoAxeViolations(page);
      await shot(page, `engaja-compras-${label}`);
      await openTab(page, 'Vouchers');
      await expect(
        page.getByRole('heading', { name: 'Você ainda não tem vouchers' }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, `engaja-vouchers-${label}`);
    });
  }
});
