import { expect as baseExpect } from '@playwright/test';
import { test } from './support/test.ts';
import { SignInPage } from './models/sign-in.page.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { DEMO, ENGAJA } from './support/demo.ts';
import { countRequests, faultNext } from './support/faults.ts';
import { stayOnSignedOutPages } from './support/signed-out-pages.ts';

/** Each step waits for a call to the sandbox: a busy machine needs more than 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

/** The sandbox's reset tokens (packages/sandbox/README.md), both Marina's. */
const VALID_TOKEN = 'reset-valido-demo';
const EXPIRED_TOKEN = 'reset-expirado-demo';
/** A valid CPF that is no active member's (Carlos must still activate). */
const NOT_A_MEMBER = '111.444.777-35';

const SENT =
  'Se este CPF tiver uma conta ativa no clube, você receberá em instantes um e-mail com as instruções para criar uma nova senha.';

test.describe('password reset (SPEC §2, §7, §8)', () => {
  // Whole journeys on a busy machine: more than the default 30 s.
  test.describe.configure({ timeout: 90_000 });
  test('Esqueci minha senha: the same answer for a member and a stranger, the CPF kept after a failure', async ({
    page,
  }) => {
    await page.goto('/entrar');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await expect(page).toHaveURL(/\/esqueci-minha-senha$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Esqueci minha senha' }),
    ).toBeFocused();
    const cpf = page.getByRole('textbox', { name: 'CPF' });
    const send = page.getByRole('button', { name: 'Enviar instruções' });
    const requests = countRequests(page, '/clube/v1/company/user/remember');

    await send.click();
    await expect(page.getByText('Campo obrigatório!')).toBeVisible();
    await cpf.fill('529.982.247-24');
    await cpf.blur();
    await expect(page.getByText('Documento inválido!')).toBeVisible();
    await cpf.focus();
    await expect(page.getByText('Documento inválido!')).toBeHidden();
    await send.click();
    expect(requests()).toBe(0);

    await cpf.fill(DEMO.member.document);
    await faultNext(page, '**/clube/v1/company/user/remember', 'status=500');
    await send.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Não foi possível enviar o pedido agora' }),
    ).toBeVisible();
    await expect(cpf).toHaveValue('529.982.247-25');
    await send.click();
    const sent = page.getByRole('status').filter({ hasText: 'Pedido enviado' });
    await expect(sent).toContainText(SENT);
    await expect(sent).toBeFocused();
    expect(requests()).toBe(2);
    await expectNoAxeViolations(page);

    // Someone else's CPF (no active account): the very same words.
    await page.goto('/esqueci-minha-senha');
    await page.getByRole('textbox', { name: 'CPF' }).fill(NOT_A_MEMBER);
    await page.getByRole('button', { name: 'Enviar instruções' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Pedido enviado' })).toContainText(
      SENT,
    );
    await page.getByRole('link', { name: 'Voltar para Entrar' }).click();
    await expect(page).toHaveURL(/\/entrar$/);
  });

  test('an expired or missing token goes to Entrar, which says why', async ({ page }) => {
    const signIn = new SignInPage(page);
    await page.goto(`/nova-senha?token=${EXPIRED_TOKEN}`);
    await expect(page).toHaveURL(/\/entrar$/);
    await signIn.expectOpen();
    await expect(
      signIn.alert('O link para criar uma nova senha é inválido ou expirou'),
    ).toBeVisible();
    await page.goto('/nova-senha');
    await expect(page).toHaveURL(/\/entrar$/);
    await signIn.expectOpen();
    await expect(
      signIn.alert('O link para criar uma nova senha é inválido ou expirou'),
    ).toBeVisible();
  });

  test('Nova senha with a valid token: a failed check retried, a failed save said, then Entrar', async ({
    page,
  }) => {
    await page.route('**/clube/v1/notice/last', (route) =>
      route.fulfill({ status: 200, json: { data: null } }),
    );
    // The check itself fails (not a refused token): the page offers to try again.
    await faultNext(page, '**/clube/v1/company/user/remember/check', 'drop');
    await page.goto(`/nova-senha?token=${VALID_TOKEN}`);
    await expect(page.getByRole('alert')).toContainText('Não foi possível conferir o link agora.');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();

    const password = page.getByRole('textbox', { name: 'Nova senha', exact: true });
    const confirmation = page.getByRole('textbox', { name: 'Confirme a nova senha' });
    const save = page.getByRole('button', { name: 'Salvar nova senha' });
    await expect(password).toBeVisible();
    await expectNoAxeViolations(page);

    await password.fill('123');
    await password.blur();
    await expect(page.getByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible();
    // Marina's password stays what the other journeys sign in with.
    await password.fill(DEMO.member.password);
    await confirmation.fill('outra-senha');
    await save.click();
    await expect(page.getByText('As senhas não conferem')).toBeVisible();
    await confirmation.fill(DEMO.member.password);

    const saves = countRequests(page, `/clube/v1/company/user/remember/${VALID_TOKEN}`);
    await faultNext(page, `**/clube/v1/company/user/remember/${VALID_TOKEN}`, 'status=422');
    await save.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Não foi possível alterar sua senha' }),
    ).toBeVisible();
    await expect(password).toHaveValue(DEMO.member.password);
    await expect(confirmation).toHaveValue(DEMO.member.password);

    await save.click();
    const done = page.getByRole('status').filter({ hasText: 'Senha alterada com sucesso!' });
    await expect(done).toBeVisible();
    expect(saves()).toBe(2);
    await done.getByRole('link', { name: 'Entrar' }).click();
    const signIn = new SignInPage(page);
    await expect(page).toHaveURL(/\/entrar$/);
    await signIn.expectOpen();
    await signIn.signIn(DEMO.member.document, DEMO.member.password);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Olá, ${DEMO.member.firstName}!`,
      { timeout: 30_000 },
    );

    // The token was spent: opening the link again goes to Entrar.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/nova-senha?token=${VALID_TOKEN}`);
    await expect(page).toHaveURL(/\/entrar$/);
    await new SignInPage(page).expectOpen();
  });

  for (const company of [DEMO.company.slug, ENGAJA.company.slug]) {
    for (const width of [390, 1280]) {
      test(`the password pages of ${company} pass axe at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        await stayOnSignedOutPages(page);
        await page.goto(`/esqueci-minha-senha?company=${company}`);
        await page.getByRole('button', { name: 'Enviar instruções' }).click();
        await expect(page.getByText('Campo obrigatório!')).toBeVisible();
        await expectNoAxeViolations(page);
        // The form as a valid token opens it (the seeded valid token may be spent already).
        await page.route('**/clube/v1/company/user/remember/check', (route) =>
          route.fulfill({ status: 200, json: { data: true } }),
        );
        await page.goto(`/nova-senha?company=${company}&token=um-token-valido`);
        await page.getByRole('button', { name: 'Salvar nova senha' }).click();
        await expect(page.getByText('Campo obrigatório!')).toHaveCount(2);
        await expectNoAxeViolations(page);
      });
    }
  }
});
