import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { brl, countAndFault, WalletPage } from './models/wallet.page.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { DEMO, ENGAJA } from './support/demo.ts';
import { signIn, signInWithToken } from './support/sign-in.ts';

// Carteira against the sandbox (issue 12): wallets per permission, the Pix withdrawal (success,
// minimum, invalid keys, 422, a dropped connection, keyboard only), the cashback records and
// their redemption, each journey with one fault injected by the sandbox. The journeys of this
// file run in order on one sandbox: Marina's cashback starts at R$ 45,90.

const WITHDRAW = '**/clube/v1/cashback/withdraw';
const CASHBACK_CARD = 'Saldo de dinheiro de volta';
const UUID = '123e4567-e89b-12d3-a456-426614174000';

async function openDemoWallet(page: Page, path = '/carteira'): Promise<WalletPage> {
  await signIn(page, DEMO.member, DEMO.company.slug);
  const wallet = new WalletPage(page);
  await wallet.open(path);
  return wallet;
}

test.describe('Carteira', () => {
  // Each journey signs in and loads the app again (twice for two companies): give it time.
  test.describe.configure({ timeout: 90_000 });

  test('clube-demo shows its three wallets; engaja-mais only the points', async ({ browser }) => {
    const demo = await (await browser.newContext()).newPage();
    const demoWallet = await openDemoWallet(demo);
    expect(await demoWallet.tabNames()).toEqual([
      'Dinheiro de volta',
      'Carteira Prêmios',
      'Pontos',
    ]);
    await demoWallet.tabs.getByRole('link', { name: 'Carteira Prêmios' }).click();
    await expect(demoWallet.balanceCard('Saldo de prêmios')).toBeVisible();
    await demoWallet.tabs.getByRole('link', { name: 'Pontos' }).click();
    await expect(demoWallet.balanceCard('Seu saldo em Pontos Vantagens')).toBeVisible();
    await demo.context().close();

    const engaja = await (await browser.newContext()).newPage();
    await signInWithToken(engaja, ENGAJA.member, ENGAJA.company.slug);
    const engajaWallet = new WalletPage(engaja);
    // The cashback tab is not theirs: /carteira leads to the points.
    await engajaWallet.open('/carteira');
    await expect(engaja).toHaveURL(/\/carteira\/pontos$/);
    expect(await engajaWallet.tabNames()).toEqual(['Pontos']);
    // Joana's points, in the coin (other journeys may have spent some).
    await expect(engajaWallet.balanceCard('Seu saldo em Engaja Coins')).toContainText(
      /^Seu saldo em Engaja Coins[\d.,]+Equivale a R\$/,
    );
    await engaja.context().close();
  });

  test('a Pix withdrawal is confirmed before it is sent, sends one request however slow, and lowers the balance', async ({
    page,
  }) => {
    const requests = await countAndFault(page, WITHDRAW, { fault: 'latency=5000' });
    const wallet = await openDemoWallet(page);
    const before = await wallet.balanceCents(CASHBACK_CARD);
    await wallet.startWithdrawal(CASHBACK_CARD, { key: 'Marina@Example.com', value: '2000' });
    await expect(wallet.valueInput()).toHaveValue('R$ 20,00');
    await wallet.continue();
    await expect(wallet.summary()).toContainText('marina@example.com');
    await expect(wallet.summary()).toContainText(brl(2000));
    await expect(wallet.summary()).toContainText(brl(before - 2000));
    expect(requests.count()).toBe(0);
    await wallet.confirmButton().dblclick();
    await expect(wallet.confirmButton()).toBeDisabled();
    await expect(wallet.dialog.getByText('Saque solicitado com sucesso!')).toBeVisible({
      timeout: 15_000,
    });
    expect(requests.count()).toBe(1);
    await expect(wallet.balanceCard(CASHBACK_CARD).locator('[data-balance]')).toHaveText(
      brl(before - 2000),
    );
    await page.screenshot({ path: 'test-results/screenshots/wallet-withdrawal-done.png' });
  });

  test('below R$ 20 and invalid keys are refused on the spot, and nothing is sent', async ({
    page,
  }) => {
    const requests = await countAndFault(page, WITHDRAW);
    const wallet = await openDemoWallet(page);
    await wallet.startWithdrawal(CASHBACK_CARD, { key: 'ana@', value: '1500' });
    await wallet.continue();
    await expect(wallet.keyInput()).toHaveAccessibleDescription(/Email inválido!/);
    await expect(wallet.valueInput()).toHaveAccessibleDescription(
      /O valor mínimo para saque é de R\$ 20,00/,
    );
    await wallet.dialog.getByRole('radio', { name: 'Celular' }).check();
    await wallet.keyInput().fill('(11) 3456-7890');
    await wallet.continue();
    await expect(wallet.keyInput()).toHaveAccessibleDescription(/Celular inválido!/);
    await wallet.dialog.getByRole('radio', { name: 'Chave aleatória' }).check();
    await wallet.keyInput().fill('123e4567-e89b-12d3-a456');
    await wallet.continue();
    await expect(wallet.keyInput()).toHaveAccessibleDescription(/Chave aleatória inválida!/);
    await expect(wallet.summary()).toHaveCount(0);
    expect(requests.count()).toBe(0);
  });

  test("a 422 reads 'saldo insuficiente' and keeps key and value", async ({ page }) => {
    const requests = await countAndFault(page, WITHDRAW, { fault: 'status=422' });
    const wallet = await openDemoWallet(page);
    const before = await wallet.balanceCents(CASHBACK_CARD);
    await wallet.startWithdrawal(CASHBACK_CARD, {
      type: 'Chave aleatória',
      key: UUID,
      value: '2000',
    });
    await wallet.continue();
    await wallet.confirmButton().click();
    await expect(
      wallet.dialog.getByText('Houve um erro ao realizar o saque, saldo insuficiente'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Notificações' })).toContainText(
      'Houve um erro ao realizar o saque,',
    );
    await expect(wallet.keyInput()).toHaveValue(UUID);
    await expect(wallet.valueInput()).toHaveValue('R$ 20,00');
    expect(requests.count()).toBe(1);
    expect(await wallet.balanceCents(CASHBACK_CARD)).toBe(before);
  });

  test('a dropped connection sends exactly one request, keeps the inputs and warns before sending again', async ({
    page,
  }) => {
    const requests = await countAndFault(page, WITHDRAW, { fault: 'drop' });
    const wallet = await openDemoWallet(page);
    const before = await wallet.balanceCents(CASHBACK_CARD);
    await wallet.startWithdrawal(CASHBACK_CARD, {
      type: 'Celular',
      key: '(21) 99876-5432',
      value: '2000',
    });
    await wallet.continue();
    await expect(wallet.summary()).toContainText('+5521998765432');
    await wallet.confirmButton().click();
    await expect(
      wallet.dialog.getByText(
        'Houve um erro ao realizar o saque, por favor, tente novamente mais tarde',
      ),
    ).toBeVisible();
    await expect(wallet.dialog.getByText(/A conexão caiu antes da resposta/)).toBeVisible();
    await expect(wallet.keyInput()).toHaveValue('(21) 99876-5432');
    await expect(wallet.valueInput()).toHaveValue('R$ 20,00');
    // Nothing more goes out by itself, and the balance (reloaded) is unchanged.
    expect(requests.count()).toBe(1);
    expect(await wallet.balanceCents(CASHBACK_CARD)).toBe(before);
    // Continuing shows the warning in the confirmation; the member decides, and goes back.
    await wallet.continue();
    await expect(wallet.summary()).toContainText(/O pedido anterior ficou sem resposta/);
    await wallet.dialog.getByRole('button', { name: 'Corrigir' }).click();
    await expect(wallet.keyInput()).toHaveValue('(21) 99876-5432');
    expect(requests.count()).toBe(1);
  });

  test('the cashback records filter by status, through a failed load and its retry', async ({
    page,
  }) => {
    // The first list of available records fails with a 500; "Tentar novamente" loads it.
    await countAndFault(page, '**/clube/v1/graphql', {
      fault: 'status=500',
      when: (body) => body.includes('cashback(') && body.includes('"status":"available"'),
    });
    const wallet = await openDemoWallet(page);
    await expect(wallet.records().getByRole('listitem')).toHaveCount(9);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Disponível' }).click();
    await expect(page).toHaveURL(/\/carteira\?status=available$/);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    const items = wallet.records().getByRole('listitem');
    await expect(items.first()).toBeVisible();
    const count = await items.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      await expect(items.nth(index).locator('[data-status]')).toHaveText('Disponível');
    }
    await expect(items.first()).toContainText(/O valor já pode ser resgatado/);
  });

  test('the cashback redemption shows the server message on a 500, then succeeds on a retry', async ({
    page,
  }) => {
    const requests = await countAndFault(page, '**/clube/v1/perks/cashback', {
      fault: 'status=500',
    });
    const wallet = await openDemoWallet(page, '/carteira?status=available');
    await expect(wallet.records().getByRole('listitem').first()).toBeVisible();
    const before = await wallet.balanceCents(CASHBACK_CARD);
    const redemption = page.getByRole('region', { name: 'Resgatar dinheiro de volta' });
    await redemption.getByRole('button', { name: 'Resgatar dinheiro de volta' }).click();
    await redemption.getByRole('button', { name: 'Confirmar resgate' }).click();
    await expect(redemption.getByRole('alert')).toHaveText('Erro interno simulado');
    expect(requests.count()).toBe(1);
    await redemption.getByRole('button', { name: 'Resgatar dinheiro de volta' }).click();
    await redemption.getByRole('button', { name: 'Confirmar resgate' }).click();
    await expect(redemption.getByText('Resgate realizado com sucesso')).toBeVisible();
    expect(requests.count()).toBe(2);
    // The available records were redeemed: the list reloads empty and the balance grows.
    await expect(
      page.getByRole('heading', { name: 'Nenhum registro com esses filtros' }),
    ).toBeVisible();
    await expect.poll(() => wallet.balanceCents(CASHBACK_CARD)).toBeGreaterThan(before);
  });

  test('a withdrawal with the keyboard only, at engaja-mais', async ({ page }) => {
    const requests = await countAndFault(page, '**/clube/v1/engagement/withdraw');
    await signInWithToken(page, ENGAJA.member, ENGAJA.company.slug);
    const wallet = new WalletPage(page);
    await wallet.open('/carteira/pontos');
    const card = 'Seu saldo em Engaja Coins';
    await expect(wallet.balanceCard(card)).toBeVisible({ timeout: 15_000 });
    const open = wallet.balanceCard(card).getByRole('button', { name: 'Sacar via Pix' });
    for (let step = 0; step < 60; step += 1) {
      if (await open.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(open).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(wallet.dialog.getByRole('radio', { name: 'E-mail' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(wallet.dialog.getByRole('radio', { name: 'Chave aleatória' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(wallet.keyInput()).toBeFocused();
    await page.keyboard.type(UUID);
    await page.keyboard.press('Tab');
    await expect(wallet.valueInput()).toBeFocused();
    await page.keyboard.type('2000');
    await page.keyboard.press('Enter');
    await expect(wallet.summary()).toBeFocused();
    await expect(wallet.summary()).toContainText(UUID);
    await expect(wallet.summary()).toContainText('Banco do Brasil, Bradesco ou Itaú Unibanco');
    for (let step = 0; step < 5; step += 1) {
      if (await wallet.confirmButton().evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(wallet.confirmButton()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(wallet.dialog.getByText('Saque solicitado com sucesso!')).toBeVisible();
    expect(requests.count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect(wallet.dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  for (const width of [390, 1280]) {
    test(`axe finds nothing at ${width} px, at both companies`, async ({ browser }) => {
      const demo = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      const demoWallet = await openDemoWallet(demo);
      await expect(demoWallet.records().getByRole('listitem').first()).toBeVisible();
      await expectNoAxeViolations(demo);
      await demoWallet.startWithdrawal(CASHBACK_CARD, { key: 'ana@', value: '1500' });
      await demoWallet.continue();
      await expectNoAxeViolations(demo);
      await demoWallet.open('/carteira/premios');
      await expectNoAxeViolations(demo);
      await demo.context().close();

      const engaja = await (
        await browser.newContext({ viewport: { width, height: 900 } })
      ).newPage();
      await signInWithToken(engaja, ENGAJA.member, ENGAJA.company.slug);
      const engajaWallet = new WalletPage(engaja);
      await engajaWallet.open('/carteira/pontos');
      await expect(engajaWallet.balanceCard('Seu saldo em Engaja Coins')).toBeVisible({
        timeout: 15_000,
      });
      await expectNoAxeViolations(engaja);
      await engajaWallet.startWithdrawal('Seu saldo em Engaja Coins', { key: 'x', value: '2000' });
      await engajaWallet.continue();
      await expectNoAxeViolations(engaja);
      await engaja.context().close();
    });
  }
});
