import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { Shell } from './models/shell.page.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { DEMO, ENGAJA } from './support/demo.ts';
import { countRequests, faultNext } from './support/faults.ts';
import { openSignedIn, signIn, signInWithToken } from './support/sign-in.ts';

// Recompensas and Prêmios against the sandbox (issue 12): the catalogue → the partner's
// detail → the redemption → a lower balance; a refused redemption and SPEC §8's message; an
// award redeemed after a swallowed failure; the coin failing and coming back. Each journey
// injects one sandbox fault. Other journeys (the wallet's) spend from the same balances, so
// every balance is read before and compared after.

const EVENT = '**/clube/v1/campaign/*/event';
const COIN = '**/clube/v1/engagement/coin';
const COIN_FAILED =
  'Houve um erro ao pegar os dados da moeda, por favor, tente novamente mais tarde';
const REDEEM_FAILED = 'Houve um erro ao resgatar a oferta, por favor, tente novamente mais tarde';

/** A pt-BR number of the coin ('1.200', '315,5') read from the start of a text. */
function points(text: string | null): number {
  const match = /^[\d.]+(,\d+)?/.exec((text ?? '').trim());
  if (!match) throw new Error(`no amount in ${JSON.stringify(text)}`);
  return Number(match[0].replace(/\./g, '').replace(',', '.'));
}

/** Reais from 'R$ 1.234,56' (with its no-break space). */
function reais(text: string | null): number {
  const match = /R\$\s*([\d.]+,\d{2})/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`no amount in ${JSON.stringify(text)}`);
  return Number(match[1].replace(/\./g, '').replace(',', '.'));
}

const coinBalance = (page: Page): Locator => page.getByTestId('coin-balance');

// Screens load in their own chunks: on a busy machine the first paint of one may take a while.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe('Recompensas and Prêmios', () => {
  // Each journey signs in and loads the app again: give it time on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('catalogue → partner detail → redeem (a slow answer, one request) → the balance drops', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, DEMO.member, DEMO.company.slug);
    const shell = new Shell(page);
    await shell.topBarLink('Recompensas').click();
    await expect(page).toHaveURL(/\/recompensas$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recompensas');
    // Its own layout: no category menu, and the top bar's button goes back to the club.
    await expect(shell.topBarLink('Seu Clube')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Categorias' })).toHaveCount(0);
    const before = points(await coinBalance(page).textContent());

    await page.getByRole('link', { name: 'Ver o Catálogo de Recompensas' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catálogo de Recompensas');
    await page.getByRole('searchbox', { name: 'Buscar pelo título' }).fill('Academia');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/recompensas\/catalogo\?title=Academia$/);
    const list = page.getByRole('list', { name: 'Recompensas' });
    await expect(list.getByRole('article')).toHaveCount(1);
    await list.getByRole('link', { name: 'Academia Corpo Ativo', exact: true }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Detalhes da recompensa');
    await expect(
      page.getByRole('heading', { name: 'Academia Corpo Ativo', level: 2, exact: true }),
    ).toBeVisible();
    const rewards = page.getByRole('list', { name: 'Recompensas de Academia Corpo Ativo' });
    const reward = rewards.getByRole('link', { name: /^Resgatar / }).first();
    await reward.click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resgate de Recompensas');
    const cost = points(await page.getByTestId('reward-cost').textContent());
    expect(cost).toBeGreaterThan(0);
    const events = countRequests(page, '/event');
    await faultNext(page, EVENT, 'latency=5000');
    await page.getByRole('button', { name: 'Resgatar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar resgate' });
    await expect(dialog).toContainText('Você vai trocar');
    const confirm = dialog.getByRole('button', { name: 'Confirmar resgate' });
    await confirm.click();
    // While the slow answer comes, the button is busy and a second press sends nothing.
    const busy = page.getByRole('button', { name: 'Resgatando…' });
    await expect(busy).toBeDisabled();
    await busy.click({ force: true });
    const success = page.getByRole('heading', { name: 'Resgate realizado com sucesso' });
    await expect(success).toBeVisible({ timeout: 20_000 });
    await expect(success).toBeFocused();
    expect(events()).toBe(1);
    const after = before - cost;
    await expect(page.getByText(/^Seu novo saldo: /)).toContainText(after.toLocaleString('pt-BR'));
    expect(points(await coinBalance(page).textContent())).toBe(after);

    // Back on Recompensas (no reload), the coin says the same.
    await page
      .getByRole('navigation', { name: 'Você está em' })
      .getByRole('link', { name: 'Recompensas' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recompensas');
    await expect(coinBalance(page)).toHaveText(new RegExp(`^${after.toLocaleString('pt-BR')} `));
  });

  test("a refused redemption (success false) says SPEC §8's message; trying again redeems", async ({
    page,
  }) => {
    await signInWithToken(page, ENGAJA.member, ENGAJA.company.slug);
    await page.goto('/recompensas/catalogo');
    const list = page.getByRole('list', { name: 'Recompensas' });
    await list
      .getByRole('link', { name: /^Resgatar / })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resgate de Recompensas');
    const before = points(await coinBalance(page).textContent());
    const cost = points(await page.getByTestId('reward-cost').textContent());

    const events = countRequests(page, '/event');
    await faultNext(page, EVENT, 'status=500');
    await page.getByRole('button', { name: 'Resgatar', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Confirmar resgate' })
      .getByRole('button', { name: 'Confirmar resgate' })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: REDEEM_FAILED })).toBeVisible();
    expect(events()).toBe(1);
    expect(points(await coinBalance(page).textContent())).toBe(before);

    // Nothing is sent again by itself: the member asks, and confirms again.
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await page
      .getByRole('dialog', { name: 'Confirmar resgate' })
      .getByRole('button', { name: 'Confirmar resgate' })
      .click();
    await expect(
      page.getByRole('heading', { name: 'Resgate realizado com sucesso' }),
    ).toBeVisible();
    expect(events()).toBe(2);
    expect(points(await coinBalance(page).textContent())).toBe(before - cost);
  });

  test('award detail → redeem: a dropped connection is swallowed, the second try redeems', async ({
    page,
  }) => {
    await openSignedIn(page, DEMO.member, DEMO.company.slug, '/premios');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prêmios');
    const partners = page.getByRole('list', { name: 'Parceiros com prêmios' });
    await partners.getByRole('link', { name: 'TecnoShop' }).click();
    await expect(page).toHaveURL(/\/premios\/tecnoshop\?campaignSlug=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Detalhes do prêmio');
    const balance = page.getByTestId('award-balance');
    await expect(balance).toContainText('R$');
    const before = reais(await balance.textContent());

    const amounts = page.getByRole('group', { name: 'Escolha o valor do resgate' });
    await amounts.getByRole('radio', { name: /R\$\s10,00/ }).check();
    const events = countRequests(page, '/event');
    await faultNext(page, EVENT, 'drop');
    await page.getByRole('button', { name: 'Resgatar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar resgate' });
    await expect(dialog).toContainText('Você vai resgatar R$\u00a010,00');
    await dialog.getByRole('button', { name: 'Confirmar resgate' }).click();
    // Swallowed (SPEC §8): no message, and the form is ready again with the amount kept.
    const redeem = page.getByRole('button', { name: 'Resgatar', exact: true });
    await expect(redeem).toBeEnabled();
    expect(events()).toBe(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(amounts.getByRole('radio', { name: /R\$\s10,00/ })).toBeChecked();
    expect(reais(await balance.textContent())).toBe(before);

    await redeem.click();
    await dialog.getByRole('button', { name: 'Confirmar resgate' }).click();
    await expect(page.getByRole('heading', { name: 'Prêmio resgatado com sucesso' })).toBeVisible();
    expect(events()).toBe(2);
    // The member's award balance, reloaded without a page reload.
    await expect.poll(async () => reais(await balance.textContent())).toBeCloseTo(before - 10, 2);
    await page.getByRole('link', { name: 'Ver Carteira Prêmios' }).last().click();
    await expect(page).toHaveURL(/\/carteira\/premios$/);
  });

  test("the coin failing says SPEC §8's message and comes back on retry", async ({ page }) => {
    await signInWithToken(page, ENGAJA.member, ENGAJA.company.slug);
    await faultNext(page, COIN, 'status=500', 'GET');
    await page.goto('/recompensas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recompensas');
    const coin = page.getByTestId('coin');
    await expect(coin).toContainText(COIN_FAILED);
    await expect(coinBalance(page)).toHaveCount(0);
    await coin.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(coinBalance(page)).toContainText('Engaja Coins');
    await expect(coin).not.toContainText(COIN_FAILED);
  });

  for (const company of ['clube-demo', 'engaja-mais'] as const) {
    test(`axe finds nothing on the rewards and awards screens of ${company} at 390 and 1280 px`, async ({
      page,
    }) => {
      if (company === 'clube-demo') await signIn(page, DEMO.member, DEMO.company.slug);
      else await signInWithToken(page, ENGAJA.member, ENGAJA.company.slug);
      const reward =
        company === 'clube-demo' ? 'academia-corpo-ativo-todo-39' : 'yoga-zen-uniquecode-2';
      const partner = company === 'clube-demo' ? 'academia-corpo-ativo' : 'yoga-zen';
      const paths = [
        '/recompensas',
        '/recompensas/catalogo',
        `/recompensas/${partner}`,
        `/recompensas/resgate/${reward}`,
        ...(company === 'clube-demo'
          ? ['/premios', '/premios/tecnoshop?campaignSlug=tecnoshop-info-6']
          : []),
      ];
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        for (const path of paths) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          // Wait for what loads: the coin (or the award balance) and the page's content.
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          await expectNoAxeViolations(page);
        }
      }
      // The confirmation dialog too.
      await page.goto(`/recompensas/resgate/${reward}`);
      await page.getByRole('button', { name: 'Resgatar', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Confirmar resgate' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
