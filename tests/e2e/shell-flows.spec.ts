import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { Shell } from './models/shell.page.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { DEMO } from './support/demo.ts';
import { signIn } from './support/sign-in.ts';

const shot = (name: string) => `test-results/screenshots/${name}.png`;

/** A notice as notice/last answers it (the sandbox's seed shapes), for a fixed scene. */
async function answerNotice(page: Page, notice: Record<string, unknown>): Promise<void> {
  await page.route('**/clube/v1/notice/last', (route) =>
    route.fulfill({ status: 200, json: { data: notice } }),
  );
}

test.describe('the shell flows of the signed-in member', () => {
  test('toasts have a polite live region in the page', async ({ page }) => {
    await signIn(page, DEMO.member, DEMO.company.slug);
    const region = page.getByRole('region', { name: 'Notificações' });
    await expect(region).toHaveAttribute('aria-live', 'polite');
  });

  test('the bell shows new notifications; the panel lists them and marks one read', async ({
    page,
  }) => {
    // The server reports new ones (the sandbox stops saying so once any journey has listed them).
    await page.route('**/clube/v1/notification/check', (route) =>
      route.fulfill({ status: 200, json: { data: true } }),
    );
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, DEMO.member, DEMO.company.slug);
    const shell = new Shell(page);
    await expect(
      shell.topBar.getByRole('button', { name: 'Notificações (há novas)' }),
    ).toBeVisible();
    const panel = await shell.openNotifications();
    const unread = panel.getByRole('button').filter({ hasText: 'Não lida' });
    await expect(unread.first()).toBeVisible();
    const before = await unread.count();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.screenshot({ path: shot('notifications-desktop') });
    await expectNoAxeViolations(page);
    await unread.first().click();
    await expect(unread).toHaveCount(before - 1);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(
      shell.topBar.getByRole('button', { name: 'Notificações', exact: true }),
    ).toBeVisible();
  });

  test('a first access shows the notice, then the two-step onboarding', async ({ page }) => {
    await answerNotice(page, {
      id: '1',
      type: 'other',
      name: 'Novidades do clube',
      message: '<p>Descubra descontos, <strong>dinheiro de volta</strong> e recompensas.</p>',
      provided_by: null,
      image: null,
      image_mobile: null,
      value: null,
      firstAccess: true,
      link: null,
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, DEMO.member, DEMO.company.slug, { notices: true });
    const notice = page.getByRole('dialog', { name: 'Novidades do clube' });
    await expect(notice.getByText('dinheiro de volta')).toBeVisible();
    await notice.getByRole('button', { name: 'Fechar', exact: true }).click();
    const onboarding = page.getByRole('dialog', { name: 'Boas-vindas ao seu clube de vantagens!' });
    await expect(onboarding).toBeVisible();
    expect(Math.round((await onboarding.boundingBox())?.width ?? 0)).toBe(650);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.screenshot({ path: shot('onboarding-desktop') });
    await expectNoAxeViolations(page);
    await onboarding.getByRole('button', { name: 'Vamos Lá' }).click();
    const second = page.getByRole('dialog', { name: 'Como aproveitar' });
    await expect(second.getByText('Passo 2 de 2')).toBeVisible();
    await second.getByRole('button', { name: 'Começar' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('an award shows who granted it and leads to Carteira Prêmios', async ({ page }) => {
    await answerNotice(page, {
      id: '2',
      type: 'award',
      name: 'Prêmio por desempenho',
      message: '<p>Parabéns! Você recebeu um prêmio.</p>',
      provided_by: 'Recursos Humanos',
      image: null,
      image_mobile: null,
      value: 5000,
      firstAccess: false,
      link: '/carteira/premios',
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.member, DEMO.company.slug, { notices: true });
    const award = page.getByRole('dialog', { name: 'Prêmio por desempenho' });
    await expect(award.getByText('Concendido por')).toBeVisible();
    await expect(award.getByText('Recursos Humanos')).toBeVisible();
    expect(Math.round((await award.boundingBox())?.width ?? 0)).toBeLessThanOrEqual(480);
    await page.screenshot({ path: shot('award-mobile') });
    await expectNoAxeViolations(page);
    await award.getByRole('button', { name: 'Saiba mais' }).click();
    await expect(page).toHaveURL(/\/carteira\/premios$/);
  });

  test('search suggests at most 3 offers and opens the one chosen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, DEMO.member, DEMO.company.slug);
    const box = page.getByRole('combobox', { name: 'Buscar ofertas' }).first();
    await box.fill('sabor');
    const list = page.getByRole('listbox', { name: 'Sugestões' });
    await expect(list).toBeVisible();
    const options = list.getByRole('option');
    expect(await options.count()).toBeGreaterThan(0);
    expect(await options.count()).toBeLessThanOrEqual(3);
    await page.screenshot({ path: shot('suggestions-desktop') });
    await expectNoAxeViolations(page);
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/(campanhas|premios|recompensas)\/[^/?]+/);
    // The address changes at once, the screen once its code has come: typing before that went
    // into a box the arriving screen then closed (its heading takes the focus).
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    // A submitted term comes back as a recent one, which can be removed.
    await box.fill('cinema');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/campanhas\?query=cinema/);
    // After the navigation the focus moves to the page heading (closing the box).
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    const remove = page.getByRole('button', { name: 'Remover cinema' });
    // The list's results may land after the click and take the focus to the heading once more
    // (which closes the box): the box is opened again then.
    await expect(async () => {
      await box.click();
      await expect(remove).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await remove.click();
    await expect(remove).toHaveCount(0);
  });

  test('the category menu is on desktop, not on mobile nor on Recompensas', async ({ page }) => {
    // Three pages, two widths, full-page screenshots and two axe runs.
    test.slow();
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, DEMO.member, DEMO.company.slug);
    const menu = page.getByRole('navigation', { name: 'Categorias' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link').first()).toBeVisible();
    await page.screenshot({ path: shot('categories-desktop'), fullPage: true });
    await expectNoAxeViolations(page);
    await menu.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/campanhas\?category=/);
    await page.goto('/recompensas');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(menu).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Olá');
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(menu).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Seções' })).toBeVisible();
    await page.screenshot({ path: shot('home-mobile'), fullPage: true });
    await expectNoAxeViolations(page);
  });
});
