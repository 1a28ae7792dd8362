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

  /**
   * Waits for the screen itself first: a link to /entrar changes the address at once, while the
   * page before (with a CPF field of its own, on the activation screens) stays until the sign-in
   * chunk has come, and a fill then lands in the page that is leaving.
   */
  async signIn(document: string, password: string): Promise<void> {
    await expect(this.heading).toBeVisible();
    await this.document.fill(document);
    await this.password.fill(password);
    await this.submit.click();
  }

  alert(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
