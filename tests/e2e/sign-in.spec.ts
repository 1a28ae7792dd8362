import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { SignInPage } from './models/sign-in.page.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { DEMO } from './support/demo.ts';

test.describe('sign-in journey', () => {
  test('a visitor of /campanhas signs in and lands back on /campanhas', async ({ page }) => {
    await page.goto('/campanhas');
    const signIn = new SignInPage(page);
    await signIn.expectOpen();
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/campanhas');
    await expect(
      signIn.alert('Você precisa estar logado para acessar outras paginas'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await signIn.signIn(DEMO.member.document, DEMO.member.password);
    await expect(page).toHaveURL(/\/campanhas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Campanhas' })).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Olá, ${DEMO.member.firstName}!`,
    );
    await expect(page.getByRole('img', { name: DEMO.company.title })).toBeVisible();
    await expect(page).toHaveTitle(DEMO.company.title);
    await expectNoAxeViolations(page);
  });

  test("a wrong password shows the company's refusal text and keeps the typed document", async ({
    page,
  }) => {
    await page.goto('/entrar');
    const signIn = new SignInPage(page);
    await signIn.expectOpen();
    await signIn.signIn(DEMO.member.document, 'senha-errada');
    // clube-demo has its own text for a refusal (sign-in content negativeFeedback, SPEC §3).
    await expect(signIn.alert('Documento ou senha incorretos')).toBeVisible();
    await expect(signIn.document).toHaveValue(DEMO.member.document);
    await expect(page).toHaveURL(/\/entrar/);
  });

  test('empty required fields say "Campo obrigatório!" and nothing is sent', async ({ page }) => {
    await page.goto('/entrar');
    const signIn = new SignInPage(page);
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/clube/v1/login')) loginCalls += 1;
    });
    await signIn.submit.click();
    await expect(page.getByText('Campo obrigatório!')).toHaveCount(2);
    expect(loginCalls).toBe(0);
  });

  test('the theme takes the company colours from its config', async ({ page }) => {
    await page.goto('/entrar');
    await new SignInPage(page).expectOpen();
    const background = await page
      .locator('section')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe('rgb(86, 95, 125)'); // #565F7D
  });
});
