import { expect, type Locator, type Page } from '@playwright/test';

/** The sign-in screen (/entrar) as a member sees it. */
export class SignInPage {
  readonly heading: Locator;
  readonly document: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Entrar' });
    this.document = page.getByRole('textbox', { name: 'CPF', exact: true });
    this.password = page.getByRole('textbox', { name: 'Senha', exact: true });
    this.submit = page.getByRole('button', { name: 'Entrar' });
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(/\/entrar(\?|$)/);
    await expect(this.heading).toBeVisible();
  }

  async signIn(document: string, password: string): Promise<void> {
    await this.document.fill(document);
    await this.password.fill(password);
    await this.submit.click();
  }

  alert(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
