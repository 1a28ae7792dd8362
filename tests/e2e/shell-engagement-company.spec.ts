import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { Shell } from './models/shell.page.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { ENGAJA } from './support/demo.ts';
import { signInWithToken } from './support/sign-in.ts';

test.describe('the signed-in shell of the engagement-only company', () => {
  test('desktop hides what the company lacks and keeps text readable on pale colours', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInWithToken(page, ENGAJA.member, ENGAJA.company.slug);
    const shell = new Shell(page);
    await expect(page.getByRole('img', { name: ENGAJA.company.title })).toBeVisible();
    await expect(shell.topBarLink('Recompensas')).toBeVisible();
    await expect(shell.topBarLink('Próximos a você')).toHaveCount(0);
    await expect(shell.topBarLink('Seja parceiro')).toHaveCount(0);
    await expect(shell.topBarLink('Loja')).toHaveCount(0);
    await expect(shell.footer.getByRole('link', { name: 'Dinheiro de volta' })).toHaveCount(0);
    await page.screenshot({
      path: 'test-results/screenshots/shell-engaja-desktop.png',
      fullPage: true,
    });
    await expectNoAxeViolations(page);

    const menu = await shell.openProfileMenu();
    await expect(menu.getByRole('link', { name: /Pontos/ })).toBeVisible();
    await expect(menu.getByRole('link', { name: /Dinheiro de volta/ })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Cartão farmácia' })).toHaveCount(0);
    await expect(menu.getByRole('button', { name: 'Sair' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('gated routes send the member where the core decides', async ({ page }) => {
    await signInWithToken(page, ENGAJA.member, ENGAJA.company.slug);
    await page.goto('/cartao-farmacia');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/premios');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/carteira');
    await expect(page).toHaveURL(/\/carteira\/pontos$/);
    await page.goto('/resgates/cashback');
    await expect(page).toHaveURL(/\/resgates$/);
    await page.goto('/recompensas/catalogo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catálogo de Recompensas');
  });

  test('mobile shows both tabs', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInWithToken(page, ENGAJA.member, ENGAJA.company.slug);
    const shell = new Shell(page);
    await expect(shell.mobileTabs.getByRole('link', { name: 'Recompensas' })).toBeVisible();
    await page.screenshot({
      path: 'test-results/screenshots/shell-engaja-mobile.png',
      fullPage: true,
    });
    await expectNoAxeViolations(page);
  });
});
