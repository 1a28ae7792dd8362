import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { SignInPage } from './models/sign-in.page.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { DEMO, ENGAJA } from './support/demo.ts';
import { countRequests, faultNext } from './support/faults.ts';
import { stayOnSignedOutPages, storeActivationCredentials } from './support/signed-out-pages.ts';

/** Each step waits for a call to the sandbox: a busy machine needs more than 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

/** The seeded activation cases of the sandbox (packages/sandbox/README.md). */
const CARLOS = { document: '11144477735', formatted: '111.444.777-35', name: 'Carlos' };
const DIEGO = { document: '24681357928', name: 'Diego Rocha' };
const RAFAEL = { document: '39053344705', password: 'clube123' };
const ANA = { document: '12345678909' };
const BEATRIZ = { document: '98765432100' };
const PAULO = { document: '11223344517' };
/** A valid CPF nobody holds: the HR-card invitation makes a member of it. */
const NEWCOMER = { document: '15350946056', formatted: '153.509.460-56' };

const quietNotices = (page: Page) =>
  page.route('**/clube/v1/notice/last', (route) =>
    route.fulfill({ status: 200, json: { data: null } }),
  );

/** A JWT-shaped token naming a member, as a company's system sends one (activate=true). */
function companyToken(document: string, name: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ company: DEMO.company.slug, exp, document, name })}.assinatura`;
}

function activationForm(page: Page) {
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Formulário de ativação' }),
    name: page.getByRole('textbox', { name: 'Nome', exact: true }),
    lastName: page.getByRole('textbox', { name: 'Sobrenome' }),
    email: page.getByRole('textbox', { name: 'E-mail' }),
    password: page.getByRole('textbox', { name: 'Senha', exact: true }),
    confirmation: page.getByRole('textbox', { name: 'Confirme a senha' }),
    terms: page.getByRole('checkbox', { name: /Li e aceito/ }),
    news: page.getByRole('checkbox', { name: /novidades/ }),
    submit: page.getByRole('button', { name: 'Ativar conta' }),
  };
}

test.describe('account activation (SPEC §2, §4, §8)', () => {
  // Whole journeys, each ending on Home: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  test('Carlos signs in, is sent to activate, confirms his club and lands signed in', async ({
    page,
  }) => {
    await quietNotices(page);
    // Entrar answers `activate`: the credentials are kept and the form opens.
    await page.goto('/entrar');
    const signIn = new SignInPage(page);
    await signIn.expectOpen();
    await signIn.signIn(CARLOS.document, 'qualquer-coisa');
    const form = activationForm(page);
    await expect(page).toHaveURL(/\/formulario-de-ativacao$/);
    await expect(form.heading).toBeVisible();
    await expect(form.name).toHaveValue('Carlos');

    // The way through Ativar conta: the CPF checked, the club confirmed at /verificacao.
    await page.goto('/ativar-conta');
    await page.getByRole('textbox', { name: 'CPF' }).fill(CARLOS.document);
    await expect(page.getByRole('textbox', { name: 'CPF' })).toHaveValue(CARLOS.formatted);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/verificacao$/);
    await expect(
      page.getByText(`Encontramos o cadastro do CPF ${CARLOS.formatted}.`),
    ).toBeVisible();
    const club = page.getByRole('radio', { name: DEMO.company.title });
    await expect(club).toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirmar e continuar' }).click();

    await expect(page).toHaveURL(/\/formulario-de-ativacao$/);
    await expect(form.name).toHaveValue('Carlos');
    await expect(form.lastName).toHaveValue('Pereira');
    // Checked on blur, cleared on focus.
    await form.email.fill('carlos@');
    await form.email.blur();
    const emailError = page.getByRole('alert').filter({ hasText: 'Email inválido!' });
    await expect(emailError).toBeVisible();
    await expect(form.email).toHaveAttribute('aria-describedby', /-error/);
    await form.email.focus();
    await expect(emailError).toBeHidden();
    // Every required field says so before anything is sent.
    await form.submit.click();
    await expect(page.getByText('Campo obrigatório!')).toHaveCount(3);
    await expect(page.getByText('Email inválido!')).toBeVisible();

    await form.email.fill('carlos.pereira@clube-vantagens.example');
    await page.getByRole('checkbox', { name: 'Alimentação' }).check();
    await form.password.fill('123');
    await form.password.blur();
    await expect(page.getByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible();
    await form.password.fill('segredo1');
    await form.confirmation.fill('segredo2');
    await form.confirmation.blur();
    await expect(page.getByText('As senhas não conferem')).toBeVisible();
    await form.confirmation.fill('segredo1');
    await page.getByRole('button', { name: 'Mostrar senha' }).first().click();
    await expect(form.password).toHaveAttribute('type', 'text');
    await form.news.check();

    // The terms open as the form's child and the form keeps what was typed.
    await page.getByRole('link', { name: 'Termos do usuário' }).click();
    await expect(page).toHaveURL(/\/formulario-de-ativacao\/termos\/user$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Termos do usuário' })).toBeVisible();
    await page.getByRole('link', { name: 'Voltar ao formulário de ativação' }).click();
    await expect(form.email).toHaveValue('carlos.pereira@clube-vantagens.example');
    await form.terms.check();
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoAxeViolations(page);

    // A server failure: said, and nothing typed is lost.
    const activations = countRequests(page, '/clube/v1/activate');
    await faultNext(page, '**/clube/v1/activate', 'status=500');
    await form.submit.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Erro ao ativar usuário' }),
    ).toBeVisible();
    await expect(form.email).toHaveValue('carlos.pereira@clube-vantagens.example');
    await expect(form.password).toHaveValue('segredo1');
    await expect(form.terms).toBeChecked();

    await form.submit.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Carlos!', {
      timeout: 30_000,
    });
    expect(activations()).toBe(2);
  });

  test('Diego, sent by his company, activates without a password (activate-authenticate)', async ({
    page,
  }) => {
    await quietNotices(page);
    const authenticated = countRequests(page, '/clube/v1/activate-authenticate');
    await page.goto(`/?activate=true&token=${companyToken(DIEGO.document, DIEGO.name)}`);
    const form = activationForm(page);
    await expect(page).toHaveURL(/\/formulario-de-ativacao$/);
    await expect(form.name).toHaveValue('Diego');
    await expect(form.password).toHaveCount(0);
    await form.email.fill('diego.rocha@clube-vantagens.example');
    await form.terms.check();
    // A slow answer: the button waits, and a second click sends nothing more.
    await faultNext(page, '**/clube/v1/activate-authenticate', 'latency=2500');
    await form.submit.click();
    await expect(form.submit).toBeDisabled();
    await form.submit.click({ force: true });
    await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Diego!', {
      timeout: 30_000,
    });
    expect(authenticated()).toBe(1);
  });

  test('Rafael (12), Ana (4) and Beatriz (3) see their messages and the way forward', async ({
    page,
  }) => {
    await page.goto('/ativar-conta');
    const heading = page.getByRole('heading', { level: 1, name: 'Ativar conta' });
    await expect(heading).toBeFocused();
    const cpf = page.getByRole('textbox', { name: 'CPF' });
    const go = page.getByRole('button', { name: 'Continuar' });
    const checks = countRequests(page, '/clube/v1/activate/check');

    await go.click();
    await expect(page.getByText('Campo obrigatório!')).toBeVisible();
    await cpf.fill('111.444.777-00');
    await go.click();
    await expect(page.getByText('Documento inválido!')).toBeVisible();
    expect(checks()).toBe(0);

    await cpf.fill(RAFAEL.document);
    await go.click();
    const blocked = page.getByRole('alert').filter({ hasText: 'Usuário bloqueado nesta empresa' });
    await expect(blocked).toBeVisible();
    await expect(blocked).toContainText('Fale com o suporte');
    await expect(blocked.getByRole('link', { name: /Falar com o suporte/ })).toBeVisible();
    await expect(cpf).toHaveValue('390.533.447-05');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    await cpf.fill(ANA.document);
    await go.click();
    const notEnabled = page
      .getByRole('alert')
      .filter({ hasText: 'Usuário não habilitado nesta empresa' });
    await expect(notEnabled).toBeVisible();
    await expect(notEnabled).toContainText('Fale com o RH da sua empresa');

    await cpf.fill(BEATRIZ.document);
    await go.click();
    const active = page.getByRole('alert').filter({ hasText: 'Usuário já ativado' });
    await expect(active).toBeVisible();
    await expectNoAxeViolations(page);

    // A dropped connection: the 404 default, the CPF kept for the next try.
    await faultNext(page, '**/clube/v1/activate/check', 'drop');
    await go.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Erro ao ativar usuário' }),
    ).toBeVisible();
    await expect(cpf).toHaveValue('987.654.321-00');

    await go.click();
    await expect(active).toBeVisible();
    await active.getByRole('link', { name: 'Ir para Entrar' }).click();
    await expect(page).toHaveURL(/\/entrar$/);

    // Signing in, Rafael hears the same code.
    const signIn = new SignInPage(page);
    await signIn.signIn(RAFAEL.document, RAFAEL.password);
    await expect(signIn.alert('Usuário bloqueado nesta empresa')).toBeVisible();
  });

  test('the HR-card invitation: an expired one explained, a valid one makes a member', async ({
    page,
  }) => {
    await quietNotices(page);
    await page.goto('/ativar-cartao/flash');
    await expect(page.getByRole('alert')).toContainText('Este endereço não traz um convite');

    const fill = async () => {
      await page.getByRole('textbox', { name: 'CPF' }).fill(NEWCOMER.document);
      await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Lúcia');
      await page.getByRole('textbox', { name: 'Sobrenome' }).fill('Martins');
      await page.getByRole('textbox', { name: 'E-mail' }).fill('lucia.martins@empresa.example');
      await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('segredo1');
      await page.getByRole('textbox', { name: 'Confirme a senha' }).fill('segredo1');
      await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
    };
    const submit = page.getByRole('button', { name: 'Criar conta' });

    await page.goto('/ativar-cartao/flash?token=convite-expirado');
    await expect(page.getByText('Você recebeu um convite do cartão flash.')).toBeVisible();
    await fill();
    await submit.click();
    const expired = page.getByRole('alert').filter({ hasText: 'Este convite expirou' });
    await expect(expired).toContainText('Peça um novo convite ao RH da sua empresa.');
    await expectNoAxeViolations(page);

    await page.goto('/ativar-cartao/flash?token=convite-clube-demo');
    await fill();
    await faultNext(page, '**/clube/v1/company/invite/convite-clube-demo', 'status=422');
    await submit.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Dados inválidos (falha simulada)' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'CPF' })).toHaveValue(NEWCOMER.formatted);
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(
      'lucia.martins@empresa.example',
    );
    await submit.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Lúcia!', {
      timeout: 30_000,
    });
  });

  for (const width of [390, 1280]) {
    test(`the activation pages of ${ENGAJA.company.slug} pass axe at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await stayOnSignedOutPages(page);
      await page.goto(`/ativar-conta?company=${ENGAJA.company.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Ativar conta' })).toBeVisible();
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page.getByText('Campo obrigatório!')).toBeVisible();
      await expectNoAxeViolations(page);

      // Paulo must activate at engaja-mais: his form, checked and verified there.
      await storeActivationCredentials(page, { document: PAULO.document, activate: true });
      await page.goto(`/formulario-de-ativacao?company=${ENGAJA.company.slug}`);
      await expect(activationForm(page).name).toHaveValue('Paulo');
      await expectNoAxeViolations(page);

      await page.goto(`/ativar-cartao/flash?company=${ENGAJA.company.slug}&token=convite`);
      await expect(page.getByRole('button', { name: 'Criar conta' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
