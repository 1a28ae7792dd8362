import { expect as baseExpect, type Page, type Route } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { DEMO, ENGAJA } from './support/demo.ts';
import { seededCampaigns, type SeededCampaign } from './support/seeded-campaigns.ts';
import { signIn, signInWithToken } from './support/sign-in.ts';

// Screenshots go where the caller says (outside the repo), else with the other test results.
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/screenshots';
const shot = (name: string) => `${SHOTS}/campaign-detail-${name}.png`;

// The machines these journeys run on are shared and often loaded: give each step time.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/** `signIn`/`signInWithToken`, waiting longer for Home than their 5 s when the machine is busy. */
async function signInAs(page: Page, company: 'demo' | 'engaja'): Promise<void> {
  const signingIn =
    company === 'demo'
      ? signIn(page, DEMO.member, DEMO.company.slug)
      : signInWithToken(page, ENGAJA.member, ENGAJA.company.slug);
  await signingIn.catch(async () => {
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Olá');
  });
}

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

let demo: SeededCampaign[] = [];
let engaja: SeededCampaign[] = [];

test.beforeAll(async ({ playwright, sandboxOrigin }) => {
  const request = await playwright.request.newContext({ baseURL: sandboxOrigin });
  demo = await seededCampaigns(request, DEMO.member, DEMO.company.slug);
  engaja = await seededCampaigns(request, ENGAJA.member, ENGAJA.company.slug);
  await request.dispose();
});

/** The n-th campaign of a type that is a plain offer (not a reward or an award). */
function offer(list: SeededCampaign[], type: string, nth = 0): SeededCampaign {
  const found = list.filter(
    (campaign) =>
      campaign.type === type && (campaign.event === 'other' || campaign.event === 'payment'),
  )[nth];
  if (!found) throw new Error(`no ${type} offer seeded`);
  return found;
}

/**
 * The first request matching `match` carries the sandbox fault header; the rest go through
 * untouched. Answers how many were faulted, for the journey to check.
 */
async function faultOnce(
  page: Page,
  url: string,
  fault: string,
  match: (route: Route) => boolean = () => true,
): Promise<{ count: number }> {
  const faulted = { count: 0 };
  await page.route(url, async (route) => {
    if (faulted.count === 0 && match(route)) {
      faulted.count += 1;
      await route.continue({
        headers: { ...route.request().headers(), 'x-sandbox-fault': fault },
      });
      return;
    }
    await route.fallback();
  });
  return faulted;
}

const EVENT_URL = '**/clube/v1/campaign/*/event';
const GRAPHQL_URL = '**/clube/v1/graphql';
const isPost = (route: Route) => route.request().method() === 'POST';
const operation = (name: string) => (route: Route) =>
  (route.request().postData() ?? '').includes(name);

async function openDetail(page: Page, campaign: SeededCampaign): Promise<void> {
  await page.goto(`/campanhas/${campaign.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Detalhes da campanha' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: campaign.title })).toBeVisible();
}

const actionPanel = (page: Page) => page.getByRole('region', { name: 'Aproveite esta oferta' });

test.describe('campaign detail: each of the ten types performs its action', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInAs(page, 'demo');
  });

  test('voucher: a failed request says so, the retry shows the code with a copy button', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const faulted = await faultOnce(page, EVENT_URL, 'status=500', isPost);
    await openDetail(page, offer(demo, 'voucher'));
    const panel = actionPanel(page);
    await panel.getByRole('button', { name: 'Gerar voucher' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Erro interno simulado');
    expect(faulted.count).toBe(1);
    await panel.getByRole('button', { name: 'Gerar voucher' }).click();
    const code = panel.getByTestId('campaign-code');
    await expect(code).toHaveText(/^VCH-[0-9A-F]{8}$/);
    await panel.getByRole('button', { name: 'Copiar código' }).click();
    await expect(panel.getByRole('status')).toHaveText('Código copiado!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await code.textContent(),
    );
    await expect(panel.getByRole('link', { name: 'Ver em Meus resgates' })).toHaveAttribute(
      'href',
      '/resgates/vouchers',
    );
  });

  test('unique code: a dropped connection, then the code is revealed', async ({ page }) => {
    await faultOnce(page, EVENT_URL, 'drop', isPost);
    await openDetail(page, offer(demo, 'uniqueCode'));
    const panel = actionPanel(page);
    await panel.getByRole('button', { name: 'Ver meu código' }).click();
    await expect(panel.getByRole('alert')).toHaveText(
      'Não foi possível concluir agora. Tente novamente.',
    );
    await panel.getByRole('button', { name: 'Ver meu código' }).click();
    await expect(panel.getByTestId('campaign-code')).toHaveText(/^COD-[0-9A-F]{8}$/);
  });

  for (const [type, label] of [
    ['online', 'Ir para a loja'],
    ['cashback', 'Ativar dinheiro de volta'],
    ['todo', 'Quero participar'],
  ] as const) {
    test(`${type}: tracked, and the partner's link opens in a new tab (after a slow answer)`, async ({
      page,
    }) => {
      const faulted = await faultOnce(page, EVENT_URL, 'latency=1500', isPost);
      const tracking = page.waitForRequest(
        (request) => request.url().includes('/tracking') && request.method() === 'POST',
      );
      await openDetail(page, offer(demo, type));
      const panel = actionPanel(page);
      const popup = page.waitForEvent('popup');
      await panel.getByRole('button', { name: label }).click();
      await expect(panel.getByRole('button', { name: label })).toHaveAttribute('aria-busy', 'true');
      expect(JSON.parse((await tracking).postData() ?? '{}')).toEqual({ type });
      const tab = await popup;
      await tab.waitForLoadState();
      expect(tab.url()).toMatch(/\/sandbox\/loja\/[a-z0-9-]+$/);
      await tab.close();
      expect(faulted.count).toBe(1);
      const link = panel.getByRole('link', { name: /Abrir o site do parceiro/ });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      if (type === 'online') await expect(panel.getByTestId('campaign-code')).toHaveText(/^CLUBE/);
    });
  }

  test('epay: amounts, a confirmation, one purchase; a retry after a dropped connection sends the same key', async ({
    page,
  }) => {
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/event'))
        keys.push(request.headers()['idempotency-key'] ?? '');
    });
    await faultOnce(page, EVENT_URL, 'drop', isPost);
    await openDetail(page, offer(demo, 'epay'));
    const panel = actionPanel(page);
    await expect(panel.getByRole('radio', { name: /^R\$\s10,00$/ })).toBeVisible();
    await panel.getByRole('radio', { name: /^R\$\s50,00$/ }).check();
    const buy = panel.getByRole('button', { name: /^Pagar com ePay: R\$\s50,00$/ });
    await buy.click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar a compra' });
    await expect(dialog).toContainText(/cartão-presente de R\$\s50,00/);
    expect(keys).toEqual([]);
    await dialog.getByRole('button', { name: /^Comprar por R\$\s50,00$/ }).click();
    await expect(panel.getByRole('alert')).toBeVisible();
    await buy.click();
    await page
      .getByRole('dialog', { name: 'Confirmar a compra' })
      .getByRole('button', { name: /^Comprar por R\$\s50,00$/ })
      .click();
    await expect(panel.getByRole('status')).toContainText(
      /Cartão-presente de R\$\s50,00 comprado!/,
    );
    await expect(panel.getByRole('button', { name: /Pagar com ePay/ })).toHaveCount(0);
    await expect(panel.getByRole('link', { name: 'Ver em Meus resgates' })).toHaveAttribute(
      'href',
      '/resgates/compras',
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  test('letter: the letter-data form keeps what was typed through a failure, then requests it', async ({
    page,
  }) => {
    await faultOnce(page, EVENT_URL, 'status=500', isPost);
    await openDetail(page, offer(demo, 'letter'));
    await actionPanel(page).getByRole('button', { name: 'Solicitar carta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dados da carta' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Solicitar carta' }).click();
    await expect(dialog.getByText('Campo obrigatório!').first()).toBeVisible();
    await dialog.getByLabel('Nome completo').fill('Marina Souza');
    await dialog.getByLabel(/^CPF/).pressSequentially('52998224725');
    await expect(dialog.getByLabel(/^CPF/)).toHaveValue('529.982.247-25');
    await dialog.getByLabel(/Número de matrícula/).fill('A-1234');
    await dialog.getByLabel(/^E-mail/).fill('marina@exemplo.com');
    await dialog.getByRole('checkbox').check();
    await page.screenshot({ path: shot('letter-form-desktop') });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Solicitar carta' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Erro interno simulado');
    await expect(dialog.getByLabel(/^CPF/)).toHaveValue('529.982.247-25');
    await expect(dialog.getByLabel('Nome completo')).toHaveValue('Marina Souza');
    await expect(dialog.getByLabel(/Número de matrícula/)).toHaveValue('A-1234');
    await expect(dialog.getByRole('checkbox')).toBeChecked();
    await dialog.getByRole('button', { name: 'Solicitar carta' }).click();
    await expect(actionPanel(page).getByRole('status')).toContainText('Carta solicitada!');
    await expect(page.getByRole('region', { name: 'Notificações' })).toContainText(
      'Carta solicitada com sucesso',
    );
  });

  test('information only: no button; a failed load shows a retry that works', async ({ page }) => {
    const campaign = offer(demo, 'info', 1);
    const faulted = await faultOnce(page, GRAPHQL_URL, 'status=500', operation('query Campaign('));
    await page.goto(`/campanhas/${campaign.slug}`);
    await expect(
      page.getByRole('heading', { name: 'Não foi possível carregar esta oferta' }),
    ).toBeVisible();
    expect(faulted.count).toBe(1);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { level: 2, name: campaign.title })).toBeVisible();
    const panel = actionPanel(page);
    await expect(panel).toContainText('Esta oferta é informativa');
    await expect(panel.getByRole('button')).toHaveCount(0);
  });

  test('payment: its button goes to the payment screen (after a dropped load)', async ({
    page,
  }) => {
    const campaign = offer(demo, 'payment');
    await faultOnce(page, GRAPHQL_URL, 'drop', operation('query Campaign('));
    await page.goto(`/campanhas/${campaign.slug}`);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await actionPanel(page).getByRole('link', { name: 'Comprar' }).click();
    await expect(page).toHaveURL(`/campanhas-de-pagamento/${campaign.slug}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Campanha de pagamento' }),
    ).toBeFocused();
  });

  test('pharmacy: its button goes to the pharmacy card (after a slow load)', async ({ page }) => {
    const campaign = offer(demo, 'pharmacy');
    await faultOnce(page, GRAPHQL_URL, 'latency=1500', operation('query Campaign('));
    await page.goto(`/campanhas/${campaign.slug}`);
    await expect(
      page.getByRole('status').filter({ hasText: 'Carregando a oferta' }),
    ).toBeAttached();
    await actionPanel(page).getByRole('link', { name: 'Ativar cartão farmácia' }).click();
    await expect(page).toHaveURL('/cartao-farmacia');
  });

  test('an unknown offer reads as not found', async ({ page }) => {
    await page.goto('/campanhas/oferta-que-nao-existe');
    await expect(page.getByRole('heading', { name: 'Oferta não encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Ver outras ofertas' }).click();
    await expect(page).toHaveURL('/campanhas');
  });

  test('the negative-experience report is sent (after a failure that keeps the words)', async ({
    page,
  }) => {
    await faultOnce(page, '**/clube/v1/campaign/*/negative-experience', 'status=500');
    await openDetail(page, offer(demo, 'info', 2));
    await page.getByRole('button', { name: 'Relatar um problema com esta oferta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Relatar um problema' });
    const kinds = dialog.getByRole('radio');
    await expect(kinds.first()).toBeVisible();
    await kinds.first().check();
    await dialog.getByLabel(/Conte mais/).fill('O caixa não aceitou o desconto.');
    await dialog.getByRole('button', { name: 'Enviar relato' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Erro interno simulado');
    await expect(dialog.getByLabel(/Conte mais/)).toHaveValue('O caixa não aceitou o desconto.');
    await expect(kinds.first()).toBeChecked();
    await dialog.getByRole('button', { name: 'Enviar relato' }).click();
    await expect(
      dialog.getByText('Obrigado por nos contar! Seu relato foi enviado.'),
    ).toBeVisible();
  });
});

test.describe('like and favorite on the detail', () => {
  test('a failing like or favorite puts the button back and says so; then they work', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signInAs(page, 'demo');
    const likeFault = await faultOnce(page, GRAPHQL_URL, 'status=500', operation('mutation Like'));
    await openDetail(page, offer(demo, 'voucher', 1));
    const like = page.getByRole('button', { name: /^Curtir / });
    const favorite = page.getByRole('button', { name: /^Favoritar / });
    const toasts = page.getByRole('region', { name: 'Notificações' });
    const before = await like.getAttribute('aria-pressed');
    const count = Number(await like.textContent());
    await like.click();
    await expect(toasts).toContainText('não foi possível atualizar a curtida');
    await expect(like).toHaveAttribute('aria-pressed', before!);
    await expect(like).toHaveText(String(count));
    expect(likeFault.count).toBe(1);
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
    await expect(like).toHaveText(String(before === 'true' ? count - 1 : count + 1));
    await expect(toasts).toContainText(before === 'true' ? 'descurtida com sucesso' : 'curtida');

    await faultOnce(page, GRAPHQL_URL, 'drop', operation('mutation Favorite'));
    const wasFavorite = await favorite.getAttribute('aria-pressed');
    await favorite.click();
    await expect(toasts).toContainText('não foi possível atualizar os favoritos');
    await expect(favorite).toHaveAttribute('aria-pressed', wasFavorite!);
    await favorite.click();
    await expect(favorite).toHaveAttribute(
      'aria-pressed',
      wasFavorite === 'true' ? 'false' : 'true',
    );
    await expect(toasts).toContainText(
      wasFavorite === 'true' ? 'removida dos favoritos' : 'adicionada aos favoritos',
    );
  });
});

test.describe('payment campaign', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInAs(page, 'demo');
  });

  test('pays by Pix: price, stepper and the answer message; a failure keeps the choices', async ({
    page,
  }) => {
    const campaign = offer(demo, 'payment');
    await faultOnce(page, EVENT_URL, 'status=500', isPost);
    await page.goto(`/campanhas-de-pagamento/${campaign.slug}`);
    await expect(page.getByRole('heading', { level: 2, name: campaign.title })).toBeVisible();
    await page.getByRole('radio', { name: /R\$\s20,00/ }).check();
    const plus = page.getByRole('button', { name: 'Aumentar' });
    await plus.click();
    await plus.click();
    await expect(page.getByRole('button', { name: 'Diminuir' })).toBeEnabled();
    await expect(page.getByTestId('payment-total')).toHaveText(/R\$\s60,00/);
    await page.getByRole('button', { name: /Gerar Pix de R\$\s60,00/ }).click();
    await expect(page.getByRole('alert')).toHaveText('Erro interno simulado');
    await expect(page.getByRole('radio', { name: /R\$\s20,00/ })).toBeChecked();
    await expect(page.getByRole('spinbutton', { name: 'Quantidade' })).toHaveValue('3');
    await page.getByRole('button', { name: /Gerar Pix de R\$\s60,00/ }).click();
    const done = page.getByRole('status').filter({ hasText: 'Pedido registrado' });
    await expect(done).toContainText('Pix gerado com sucesso. Pague em até 30 minutos.');
  });

  test('pays by card: the brand from the number, sent without spaces; a refused card keeps it', async ({
    page,
  }) => {
    const campaign = offer(demo, 'payment', 1);
    await faultOnce(page, '**/clube/v1/payment/**', 'status=422');
    const cardCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/clube/v1/payment/')) cardCalls.push(request.url());
    });
    await page.goto(`/campanhas-de-pagamento/${campaign.slug}`);
    await page.getByRole('radio', { name: /R\$\s50,00/ }).check();
    await page.getByRole('radio', { name: 'Cartão de crédito' }).check();
    const number = page.getByLabel(/Número do cartão/);
    await number.pressSequentially('5555555555554444');
    await expect(number).toHaveValue('5555 5555 5555 4444');
    await expect(page.getByRole('img', { name: 'Mastercard' })).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar cartão' }).click();
    await expect(page.getByRole('alert')).toHaveText('Dados inválidos (falha simulada)');
    await expect(number).toHaveValue('5555 5555 5555 4444');
    await page.getByRole('button', { name: 'Adicionar cartão' }).click();
    await expect(page.getByText('Cartão Mastercard final 4444')).toBeVisible();
    expect(cardCalls.at(-1)).toMatch(/\/payment\/pagarme\/card\/5555555555554444$/);
    await page.screenshot({ path: shot('payment-card-desktop') });
    await page.getByRole('button', { name: /Pagar R\$\s50,00/ }).click();
    const done = page.getByRole('status').filter({ hasText: 'Pedido registrado' });
    await expect(done).toContainText('Pagamento aprovado');
  });
});

test.describe('axe and screenshots at 390 and 1280 for both companies', () => {
  for (const company of ['demo', 'engaja'] as const) {
    for (const [size, viewport] of [
      ['390', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      test(`${company} at ${size}px: detail and payment`, async ({ page }) => {
        await page.setViewportSize(viewport);
        const list = company === 'demo' ? demo : engaja;
        await signInAs(page, company);
        const detail = company === 'demo' ? offer(list, 'online') : offer(list, 'online');
        await openDetail(page, detail);
        await page.screenshot({ path: shot(`${company}-detail-${size}`), fullPage: true });
        await expectNoAxeViolations(page);
        await actionPanel(page).getByRole('button').first().click();
        await expect(actionPanel(page).getByTestId('campaign-code')).toBeVisible();
        await expectNoAxeViolations(page);

        const payment = offer(list, 'payment');
        await page.goto(`/campanhas-de-pagamento/${payment.slug}`);
        await expect(page.getByRole('heading', { level: 2, name: payment.title })).toBeVisible();
        await page.getByRole('radio').first().check();
        await page.getByRole('radio', { name: 'Cartão de crédito' }).check();
        await page.getByLabel(/Número do cartão/).pressSequentially('4111111111111111');
        await page.screenshot({ path: shot(`${company}-payment-${size}`), fullPage: true });
        await expectNoAxeViolations(page);
      });
    }
  }
});
