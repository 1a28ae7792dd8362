import { expect, type Locator, type Page } from '@playwright/test';

/** Home: the greeting, the banner carousel, the category entry points and the shelves. */
export class HomePage {
  readonly heading: Locator;
  readonly carousel: Locator;
  readonly categories: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.carousel = page.getByRole('region', { name: 'Novidades do clube' });
    this.categories = page.getByRole('region', { name: 'Categorias' });
  }

  /** A shelf by its name ('Principais Parceiros', 'Destaques', 'Prêmios', a category's). */
  shelf(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** The shelves' names, in order. */
  async shelfNames(): Promise<string[]> {
    return this.page.locator('[data-shelf] h2').allTextContents();
  }

  /** Waits until the carousel, the categories and the first shelf are there. */
  async expectLoaded(firstShelf: string): Promise<void> {
    await expect(this.shelf(firstShelf).getByRole('listitem').first()).toBeVisible();
    await expect(this.categories.getByRole('link').first()).toBeVisible();
    await expect(this.carousel.getByRole('tabpanel')).toBeVisible();
  }
}
