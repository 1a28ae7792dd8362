import { expect, type Locator, type Page } from '@playwright/test';

/** Reais as the app writes them: pt-BR with the non-breaking space after R$. */
export function brl(cents: number): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);
}

/** 'R$ 1.234,56' (any space) → 123456. */
export function centsOf(text: string): number {
  const digits = text.replace(/[^\d,]/g, '').replace(',', '.');
  return Math.round(Number(digits) * 100);
}

/** A page load starts the club again (config, member); on a busy machine it takes a while. */
const STARTUP_TIMEOUT_MS = 20_000;

/** Carteira: its tabs, the balances, the Pix withdrawal dialog and the cashback records. */
export class WalletPage {
  readonly tabs: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.tabs = page.getByRole('navigation', { name: 'Carteira' });
    this.dialog = page.getByRole('dialog');
  }

  /** Opens a tab of the wallet by its address (a new page load: the club starts again). */
  async open(path = '/carteira'): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Carteira' })).toBeVisible({
      timeout: STARTUP_TIMEOUT_MS,
    });
  }

  tabNames(): Promise<string[]> {
    return this.tabs.getByRole('link').allTextContents();
  }

  balanceCard(name: string | RegExp): Locator {
    return this.page.getByRole('region', { name });
  }

  /** The amount a balance card shows, in cents, once the member has loaded. */
  async balanceCents(name: string | RegExp): Promise<number> {
    const amount = this.balanceCard(name).locator('[data-balance]');
    await expect(amount).toHaveText(/R\$\u00a0\d/, { timeout: STARTUP_TIMEOUT_MS });
    return centsOf((await amount.textContent()) ?? '');
  }

  keyInput(): Locator {
    return this.dialog.getByLabel(/^Chave Pix \(/);
  }

  valueInput(): Locator {
    return this.dialog.getByLabel(/^Valor do saque/);
  }

  /** Opens "Sacar via Pix" of a balance card and fills the draft. */
  async startWithdrawal(
    card: string | RegExp,
    draft: { type?: 'E-mail' | 'Celular' | 'Chave aleatória'; key: string; value: string },
  ): Promise<void> {
    await this.balanceCard(card).getByRole('button', { name: 'Sacar via Pix' }).click();
    await expect(this.dialog).toBeVisible();
    if (draft.type) await this.dialog.getByRole('radio', { name: draft.type }).check();
    await this.keyInput().fill(draft.key);
    await this.valueInput().fill(draft.value);
  }

  async continue(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Continuar' }).click();
  }

  confirmButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Confirmar saque' });
  }

  summary(): Locator {
    return this.dialog.getByRole('group', { name: 'Confira antes de enviar' });
  }

  records(): Locator {
    return this.page.getByRole('list', { name: 'Registros de dinheiro de volta' });
  }
}

/**
 * Counts the requests that reach the server for a URL pattern, optionally adding a sandbox
 * fault header to the first `faulted` of them (`status=500`, `drop`, `latency=5000`…).
 */
export async function countAndFault(
  page: Page,
  url: string,
  options: { fault?: string; faulted?: number; when?: (body: string) => boolean } = {},
): Promise<{ count: () => number }> {
  let count = 0;
  await page.route(url, async (route) => {
    const request = route.request();
    if (request.method() !== 'POST' || (options.when && !options.when(request.postData() ?? ''))) {
      await route.fallback();
      return;
    }
    count += 1;
    const headers = { ...request.headers() };
    if (options.fault && count <= (options.faulted ?? 1))
      headers['x-sandbox-fault'] = options.fault;
    await route.continue({ headers });
  });
  return { count: () => count };
}
