import type { Locator, Page } from '@playwright/test';

/** The signed-in frame: top bar, mobile tabs, side panels, footer. */
export class Shell {
  readonly topBar: Locator;
  readonly footer: Locator;
  readonly mobileTabs: Locator;

  constructor(readonly page: Page) {
    this.topBar = page.getByRole('banner');
    this.footer = page.getByRole('contentinfo');
    this.mobileTabs = page.getByRole('navigation', { name: 'Seções' });
  }

  /** A link of the top bar: its first row (the banner) or its desktop row of destinations. */
  topBarLink(name: string): Locator {
    return this.page
      .getByRole('banner')
      .or(this.page.getByRole('navigation', { name: 'Mais destinos' }))
      .getByRole('link', { name, exact: true });
  }

  async openProfileMenu(): Promise<Locator> {
    await this.topBar.getByRole('button', { name: 'Meu perfil' }).click();
    return this.page.getByRole('dialog', { name: 'Meu perfil' });
  }

  async openNotifications(): Promise<Locator> {
    await this.topBar.getByRole('button', { name: /Notificações/ }).click();
    return this.page.getByRole('dialog', { name: 'Notificações' });
  }
}
