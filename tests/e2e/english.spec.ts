import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { ENGAJA } from './support/demo.ts';

// SPEC §1: the interface follows the browser's language. The core's messages (the guard's
// notice, field checks, a refused sign-in) come as keys, so they follow it too.
test.use({ locale: 'en-US' });

test.describe('an English browser', () => {
  // engaja-mais has no sign-in text of its own for a refusal (negativeFeedback, SPEC §3): the
  // catalogue's message is the club's, so it follows the browser's language.
  test('a wrong password is refused in English and the document stays', async ({ page }) => {
    await page.goto(`/entrar?company=${ENGAJA.company.slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const document = page.getByRole('textbox', { name: 'CPF', exact: true });
    await document.fill(ENGAJA.member.document);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    // The button's text is the company's own sign-in content ('Entrar'), not ours to translate.
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();
    await expect(page.getByText('Credenciais inválidas')).toHaveCount(0);
    await expect(page.getByText('Documento ou senha incorretos')).toHaveCount(0);
    await expect(document).toHaveValue(ENGAJA.member.document);
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
});
