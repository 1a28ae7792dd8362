import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { DEMO } from './support/demo.ts';
import { openSignedIn } from './support/sign-in.ts';

// SPEC §1: the interface follows the browser's language. The core's messages (the guard's
// notice, field checks, a refused sign-in) come as keys, so they follow it too.
test.use({ locale: 'en-US' });

test.describe('an English browser', () => {
  // The refusal's words are clube-demo's own sign-in content (negativeFeedback, SPEC §3), like
  // its button: the company's text, not ours to translate. Everything around them is English.
  test("a wrong password is refused with the company's text and the document stays", async ({
    page,
  }) => {
    await page.goto('/entrar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const document = page.getByRole('textbox', { name: 'CPF', exact: true });
    await document.fill(DEMO.member.document);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    await page.locator('form button[type="submit"]').click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Documento ou senha incorretos' }),
    ).toBeVisible();
    await expect(page.getByText('Unauthorized')).toHaveCount(0);
    await expect(page.getByText('Credenciais inválidas')).toHaveCount(0);
    await expect(document).toHaveValue(DEMO.member.document);
    await expect(page).toHaveURL(/\/entrar/);
  });

  test("the guard's notice and the required-field checks are in English", async ({ page }) => {
    await page.goto('/campanhas');
    await expect(page).toHaveURL(/\/entrar\?/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'You need to sign in to open other pages' }),
    ).toBeVisible();
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByText('Required field!')).toHaveCount(2);
    await expect(page.getByText('Campo obrigatório!')).toHaveCount(0);
  });

  // The signed-in area's shared texts (the shell, Home's greeting) come with the English
  // texts, not with the member's chunk: Portuguese readers' member pages carry no English.
  test("a member's Home and its frame are in English", async ({ page }) => {
    await openSignedIn(page, DEMO.member, DEMO.company.slug, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Hello, /);
    await expect(
      page.getByRole('combobox', { name: 'Search offers' }).locator('visible=true'),
    ).toBeVisible();
    await expect(page.getByText('Olá', { exact: false })).toHaveCount(0);
    await expect(page.getByText('Buscar ofertas')).toHaveCount(0);
  });
});
