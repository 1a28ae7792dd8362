import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { DEMO, ENGAJA } from './support/demo.ts';
import { openSignedIn, signIn, signInWithToken } from './support/sign-in.ts';

/**
 * The member's account (issue 13): Meu perfil and its support request, Editar perfil with the
 * CEP look-up, Alterar senha, Seja parceiro, Cartão farmácia, the terms pages and /erro. Each
 * form journey meets one fault the sandbox injects (status=500, 422, latency, drop) and keeps
 * what the member typed.
 */

// Journeys sign in, meet a fault and try again: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** Beatriz (clube-demo): active, no profile, no pharmacy card; her password changes here. */
const BEATRIZ = { document: '98765432100', password: 'clube123' } as const;

/** A screenshot in the test's own output folder (looked at after the run). */
const shot = (name: string) => test.info().outputPath(`account-${name}.png`);

/** The sandbox injects `value` into the next matching request (only that one unless told). */
async function injectFault(
  page: Page,
  url: string,
  value: string,
  options: { method?: string; times?: number } = {},
): Promise<void> {
  await page.route(
    url,
    async (route) => {
      if (options.method && route.request().method() !== options.method) {
        await route.fallback();
        return;
      }
      await route.continue({
        headers: { ...route.request().headers(), 'x-sandbox-fault': value },
      });
    },
    { times: options.times ?? 1 },
  );
}

/** Counts the requests of one method to one URL. */
function countRequests(page: Page, url: RegExp, method: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && url.test(request.url())) count += 1;
  });
  return () => count;
}

const toasts = (page: Page): Locator => page.getByRole('region', { name: 'Notificações' });

function field(page: Page, name: RegExp | string): Locator {
  return page.getByRole('textbox', { name });
}

async function expectHeading(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function openFromMenu(page: Page, url: string, heading: string): Promise<void> {
  await page.goto(url);
  await expectHeading(page, heading);
}

test.describe('Meu perfil and Editar perfil', () => {
  test('a profile edit with the CEP look-up survives a reload, after a refused save', async ({
    page,
  }) => {
    await openSignedIn(page, DEMO.member, DEMO.company.slug, '/perfil');
    await expectHeading(page, 'Meu perfil');
    const details = page.getByRole('region', { name: 'Minhas informações' });
    await expect(details.getByText('(11) 98765-4321')).toBeVisible();
    await details.page().getByRole('link', { name: 'Editar perfil' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Editar perfil' })).toBeVisible();

    await expect(field(page, /^Nome/)).toHaveValue('Marina');
    await expect(field(page, /^Data de nascimento/)).toHaveValue('12/04/1990');
    const lookups = countRequests(page, /\/cep\/v2\//, 'GET');
    await field(page, /^CEP/).fill('');
    await field(page, /^CEP/).pressSequentially('20040002');
    await expect(field(page, /^CEP/)).toHaveValue('20040-002');
    await expect(field(page, /^Endereço/)).toHaveValue('Rua da Assembleia - Centro');
    await expect(field(page, /^Cidade/)).toHaveValue('Rio de Janeiro');
    await expect(page.getByRole('combobox', { name: /^Estado/ })).toHaveValue(
      'RJ - Rio de Janeiro',
    );
    expect(lookups()).toBe(1);
    await field(page, /^Número/).fill('10');
    await field(page, /^Complemento/).fill('');
    await field(page, /^Telefone/).fill('');
    await field(page, /^Telefone/).pressSequentially('2134567890');
    await expect(field(page, /^Telefone/)).toHaveValue('(21) 3456-7890');

    // The first save meets a server error: nothing lost, the server's words shown.
    await injectFault(page, '**/clube/v1/user', 'status=500', { method: 'PATCH' });
    const save = page.getByRole('button', { name: 'Salvar alterações' });
    await save.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Erro interno simulado' }),
    ).toBeVisible();
    await expect(field(page, /^Endereço/)).toHaveValue('Rua da Assembleia - Centro');
    await expect(field(page, /^Telefone/)).toHaveValue('(21) 3456-7890');
    await expect(page).toHaveURL(/\/editar-perfil$/);

    await save.click();
    await expect(page).toHaveURL(/\/perfil$/);
    await expect(toasts(page).getByText('Perfil atualizado com sucesso!')).toBeVisible();
    await page.reload();
    const reloaded = page.getByRole('region', { name: 'Minhas informações' });
    await expect(reloaded.getByText('Rua da Assembleia - Centro, 10')).toBeVisible();
    await expect(reloaded.getByText('Rio de Janeiro - RJ')).toBeVisible();
    await expect(reloaded.getByText('CEP 20040-002')).toBeVisible();
    await expect(reloaded.getByText('(21) 3456-7890')).toBeVisible();
    await expect(reloaded.getByText('Apto 42')).toHaveCount(0);

    await page.goto('/editar-perfil');
    await expect(field(page, /^CEP/)).toHaveValue('20040-002');
    await expect(field(page, /^Complemento/)).toHaveValue('');
    await expect(field(page, /^Telefone/)).toHaveValue('(21) 3456-7890');
  });

  test("a failed CEP look-up says so and keeps the member's typed address", async ({ page }) => {
    await openSignedIn(page, DEMO.member, DEMO.company.slug, '/editar-perfil');
    await expectHeading(page, 'Editar perfil');
    // A slow service: the look-up says it is searching and Save waits for it.
    await injectFault(page, '**/cep/v2/**', 'latency=1500');
    await field(page, /^CEP/).fill('');
    await field(page, /^CEP/).pressSequentially('01001000');
    await expect(page.getByRole('status').filter({ hasText: 'Buscando endereço…' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salvar alterações' })).toBeDisabled();
    await expect(field(page, /^Endereço/)).toHaveValue('Praça da Sé - Sé');
    await expect(page.getByRole('button', { name: 'Salvar alterações' })).toBeEnabled();

    // The member types an address, then a look-up loses its connection.
    await field(page, /^Endereço/).fill('Rua das Flores - Jardim');
    await field(page, /^Cidade/).fill('Campinas');
    await injectFault(page, '**/cep/v2/**', 'drop');
    await field(page, /^CEP/).fill('');
    await field(page, /^CEP/).pressSequentially('13015904');
    const failure = toasts(page)
      .locator('[data-type="error"]')
      .filter({ hasText: 'Erro ao buscar endereço' });
    await expect(failure).toBeVisible();
    await expect(
      failure.getByText('Verifique se o CEP está correto ou tente novamente mais tarde.'),
    ).toBeVisible();
    await expect(field(page, /^Endereço/)).toHaveValue('Rua das Flores - Jardim');
    await expect(field(page, /^Cidade/)).toHaveValue('Campinas');
    await expect(field(page, /^CEP/)).toHaveValue('13015-904');

    // An unknown CEP fails the same way.
    await failure.getByRole('button', { name: 'Fechar notificação' }).click();
    await expect(failure).toHaveCount(0);
    await field(page, /^CEP/).fill('');
    await field(page, /^CEP/).pressSequentially('99999999');
    await expect(failure).toBeVisible();
    await expect(field(page, /^Endereço/)).toHaveValue('Rua das Flores - Jardim');
  });

  test('the form says what is wrong on blur, linked to the field, and clears it on focus', async ({
    page,
  }) => {
    await openSignedIn(page, DEMO.member, DEMO.company.slug, '/editar-perfil');
    await expectHeading(page, 'Editar perfil');
    const name = field(page, /^Nome/);
    await name.fill('');
    await name.press('Tab');
    const error = page.getByText('Campo obrigatório!');
    await expect(error).toBeVisible();
    const errorId = await error.getAttribute('id');
    expect(errorId).toBeTruthy();
    await expect(name).toHaveAttribute('aria-describedby', errorId ?? '');
    await expect(name).toHaveAccessibleDescription('Campo obrigatório!');
    await field(page, /^Data de nascimento/).fill('31/02/1990');
    await field(page, /^Data de nascimento/).press('Tab');
    await expect(page.getByText('Data inválida!')).toBeVisible();
    await name.focus();
    await expect(error).toHaveCount(0);
  });
});

test.describe('Alterar senha', () => {
  test('a wrong password is said on its field; a 422 keeps the input; then the password changes', async ({
    page,
  }) => {
    await openSignedIn(page, BEATRIZ, DEMO.company.slug, '/alterar-senha');
    await expectHeading(page, 'Alterar senha');
    const current = page.getByLabel(/^Senha atual/);
    const next = page.getByLabel(/^Nova senha/);
    const confirmation = page.getByLabel(/^Confirme a nova senha/);
    const submit = page.getByRole('button', { name: 'Alterar senha' });

    await current.fill('errada1');
    await next.fill('novaSenha9');
    await confirmation.fill('novaSenha9');
    await submit.click();
    await expect(page.getByText('Senha atual incorreta')).toBeVisible();

    await current.fill(BEATRIZ.password);
    await injectFault(page, '**/clube/v1/user/password', 'status=422');
    await submit.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Não foi possível alterar sua senha' }),
    ).toBeVisible();
    await expect(next).toHaveValue('novaSenha9');
    await expect(confirmation).toHaveValue('novaSenha9');

    await submit.click();
    await expect(toasts(page).getByText('Senha alterada com sucesso!')).toBeVisible();
    await expect(current).toHaveValue('');
    const login = (password: string) =>
      page.request.post('/clube/v1/login', {
        data: { document: BEATRIZ.document, password, company: DEMO.company.slug },
      });
    expect((await login('novaSenha9')).ok()).toBe(true);
    expect((await login(BEATRIZ.password)).ok()).toBe(false);

    // Back to the seeded password, by keyboard alone.
    await current.focus();
    await page.keyboard.type('novaSenha9');
    await page.keyboard.press('Tab'); // the show/hide toggle
    await page.keyboard.press('Tab');
    await page.keyboard.type(BEATRIZ.password);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type(BEATRIZ.password);
    await page.keyboard.press('Enter');
    await expect(current).toHaveValue('');
    expect((await login(BEATRIZ.password)).ok()).toBe(true);
  });
});

test.describe('Suporte', () => {
  test('a support request sent by keyboard, once per click; a server error keeps it', async ({
    page,
  }) => {
    await openSignedIn(page, DEMO.member, DEMO.company.slug, '/perfil');
    await expectHeading(page, 'Meu perfil');
    const support = page.getByRole('region', { name: 'Suporte' });
    const subject = support.getByRole('textbox', { name: /^Assunto/ });
    const text = support.getByRole('textbox', { name: /^Mensagem/ });
    await subject.focus();
    await page.keyboard.type('Meu voucher não abriu');
    await page.keyboard.press('Tab');
    await page.keyboard.type('O código do voucher da pizzaria não abre no app.');

    await injectFault(page, '**/clube/v1/support', 'status=500');
    await support.getByRole('button', { name: 'Enviar solicitação' }).click();
    await expect(toasts(page).getByText('Ops!')).toBeVisible();
    await expect(
      toasts(page).getByText('Ocorreu um erro ao tentar processar a sua solicitação.'),
    ).toBeVisible();
    await expect(subject).toHaveValue('Meu voucher não abriu');
    await expect(text).toHaveValue('O código do voucher da pizzaria não abre no app.');

    const sent = countRequests(page, /\/clube\/v1\/support$/, 'POST');
    await injectFault(page, '**/clube/v1/support', 'latency=1500');
    await support.getByRole('button', { name: 'Enviar solicitação' }).dblclick();
    await expect(
      support.getByRole('status').filter({
        hasText: 'Solicitação de suporte enviada. Em breve você receberá um e-mail do clube.',
      }),
    ).toBeVisible();
    await expect(toasts(page).getByText('Suporte', { exact: true })).toBeVisible();
    await expect(subject).toHaveValue('');
    expect(sent()).toBe(1);
  });
});

test.describe('Seja parceiro', () => {
  test('a partner request survives a dropped connection, then thanks the company', async ({
    page,
  }) => {
    await openSignedIn(page, DEMO.member, DEMO.company.slug, '/seja-parceiro');
    await expectHeading(page, 'Seja parceiro');
    await page.getByRole('button', { name: 'Enviar solicitação' }).click();
    await expect(page.getByText('Campo obrigatório!')).toHaveCount(5);

    await field(page, /^Nome da empresa/).fill('Pizzaria Bella');
    await field(page, /^CNPJ/).fill('11.222.333/0001-81');
    await field(page, /^Seu nome/).fill('Rita Souza');
    await field(page, /^E-mail/).fill('rita@bella.com.br');
    await field(page, /^Telefone/).pressSequentially('11987654321');
    await page.getByRole('combobox', { name: /^Estado/ }).click();
    await page.keyboard.type('sp');
    await page.keyboard.press('Enter');
    await field(page, /^Conte um pouco/).fill('Pizzas com 20% de desconto às terças.');

    await injectFault(page, '**/clube/v1/request-partners', 'drop');
    await page.getByRole('button', { name: 'Enviar solicitação' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Não foi possível enviar a sua solicitação. Tente novamente.',
    );
    await expect(field(page, /^Nome da empresa/)).toHaveValue('Pizzaria Bella');
    await expect(field(page, /^Telefone/)).toHaveValue('(11) 98765-4321');
    await expect(toasts(page).locator('[role="status"], li')).toHaveCount(0);

    await page.getByRole('button', { name: 'Enviar solicitação' }).click();
    await expect(page.getByRole('heading', { name: 'Solicitação enviada!' })).toBeVisible();
    await expect(page.getByText(/Recebemos os dados de Pizzaria Bella/)).toBeVisible();
  });

  test('is not offered to a company without become-a-partner', async ({ page }) => {
    await signInWithToken(page, ENGAJA.member, ENGAJA.company.slug);
    await page.goto('/seja-parceiro');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('Cartão farmácia', () => {
  test('activates a card once per click after a failure, and shows its expiry', async ({
    page,
  }) => {
    await openSignedIn(page, BEATRIZ, DEMO.company.slug, '/cartao-farmacia');
    await expectHeading(page, 'Cartão farmácia');
    await expect(page.getByText('Você ainda não ativou o seu cartão farmácia.')).toBeVisible();
    // A card not yet activated, looked at on a phone and on a desktop.
    for (const size of [
      { name: 'mobile', width: 390, height: 844 },
      { name: 'desktop', width: 1280, height: 900 },
    ]) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.screenshot({ path: shot(`demo-cartao-farmacia-inactive-${size.name}`) });
      await expectNoAxeViolations(page);
    }

    await injectFault(page, '**/clube/v1/vidalink/active', 'status=500');
    await page.getByRole('button', { name: 'Ativar cartão' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Houve um erro ao ativar o seu cartão' }),
    ).toBeVisible();
    await expect(toasts(page).getByText('Houve um erro ao ativar o seu cartão')).toBeVisible();

    const activations = countRequests(page, /\/clube\/v1\/vidalink\/active$/, 'POST');
    await injectFault(page, '**/clube/v1/vidalink/active', 'latency=1500');
    await page.getByRole('button', { name: 'Ativar cartão' }).dblclick();
    await expect(page.getByRole('button', { name: 'Ativar cartão' })).toBeDisabled();
    await expect(
      page.getByRole('status').filter({ hasText: 'Seu cartão foi criado com sucesso' }),
    ).toBeVisible();
    const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    const [year, month, day] = inAYear.split('-');
    await expect(page.getByText(`Cartão ativo · Válido até ${day}/${month}/${year}`)).toBeVisible();
    await expect(page.getByRole('button', { name: /Ativar/ })).toHaveCount(0);
    expect(activations()).toBe(1);
  });

  test("the id query carries the member's token and leaves the address", async ({ page }) => {
    const response = await page.request.post('/clube/v1/login', {
      data: { ...DEMO.member, company: DEMO.company.slug },
    });
    const { token } = (await response.json()) as { token: string };
    await page.route('**/clube/v1/notice/last', (route) =>
      route.fulfill({ status: 200, json: { data: null } }),
    );
    await page.goto(`/cartao-farmacia?id=${encodeURIComponent(token)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cartão farmácia' })).toBeVisible();
    await expect(page.getByText(/Cartão ativo · Válido até 31\/12\/2027/)).toBeVisible();
    await expect(page).toHaveURL(/\/cartao-farmacia$/);
  });
});

test.describe('terms and the error page', () => {
  test('the public terms open on the user terms, with the way back to Entrar', async ({ page }) => {
    await page.goto(`/terms?company=${DEMO.company.slug}`);
    await expect(page).toHaveURL(/\/terms\/user/);
    await expect(page.getByRole('heading', { level: 1, name: 'Termos' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Termos do usuário' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Documentos' })
      .getByRole('link', { name: 'Política de privacidade' })
      .click();
    await expect(page).toHaveURL(/\/terms\/privacy$/);
    await expect(page.getByText(/Lei Geral de Proteção de Dados/).first()).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para Entrar' }).click();
    await expect(page).toHaveURL(/\/entrar/);
  });

  test('the signed-in terms open on the user terms, under the shell', async ({ page }) => {
    await openSignedIn(page, DEMO.member, DEMO.company.slug, '/termos');
    await expectHeading(page, 'Termos');
    await expect(page).toHaveURL(/\/termos\/usuario$/);
    await expect(page.getByText(/Estes termos regem o uso de Clube Vantagens/)).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Documentos' })
      .getByRole('link', { name: 'Termos de parceria' })
      .click();
    await expect(page).toHaveURL(/\/termos\/parceria$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Termos de parceria' })).toBeVisible();
  });

  test('/login with an error lands on /erro, which says so and leads home', async ({ page }) => {
    await openSignedIn(
      page,
      DEMO.member,
      DEMO.company.slug,
      `/login?company=${DEMO.company.slug}&error=sessao`,
    );
    await expect(page).toHaveURL(/\/erro$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Algo deu errado' })).toBeVisible();
    await expect(
      page.getByText(
        'Ocorreu um problema, caso o erro persista entre em contato com a equipe de suporte.',
      ),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Falar com o suporte' }).click();
    await expect(page).toHaveURL(/\/perfil#suporte$/);
    await expect(page.getByRole('region', { name: 'Suporte' })).toBeInViewport();
    await page.goto('/erro');
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Olá');
  });
});

test.describe('accessibility and looks at 390 and 1280 px, both companies', () => {
  // Many pages per test, each looked at by axe: more time than a journey.
  test.describe.configure({ timeout: 180_000 });

  const widths = [
    { name: 'mobile', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 900 },
  ] as const;

  const memberPages = [
    ['perfil', '/perfil', 'Meu perfil'],
    ['editar-perfil', '/editar-perfil', 'Editar perfil'],
    ['alterar-senha', '/alterar-senha', 'Alterar senha'],
    ['seja-parceiro', '/seja-parceiro', 'Seja parceiro'],
    ['cartao-farmacia', '/cartao-farmacia', 'Cartão farmácia'],
    ['termos', '/termos/privacidade', 'Termos'],
    ['erro', '/erro', 'Erro'],
  ] as const;

  async function look(page: Page, name: string): Promise<void> {
    await page.screenshot({ path: shot(name), fullPage: true });
    await expectNoAxeViolations(page);
  }

  for (const size of widths) {
    test(`public pages at ${size.width} px`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(`/terms/user?company=${DEMO.company.slug}`);
      await expect(
        page.getByRole('heading', { level: 2, name: 'Termos do usuário' }),
      ).toBeVisible();
      await look(page, `demo-terms-public-${size.name}`);
      await page.goto('/icons');
      await expect(page.getByRole('heading', { level: 1, name: 'Ícones' })).toBeVisible();
      await look(page, `icons-${size.name}`);
    });

    test(`clube-demo pages at ${size.width} px`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await signIn(page, DEMO.member, DEMO.company.slug);
      for (const [name, url, heading] of memberPages) {
        await openFromMenu(page, url, heading);
        if (name === 'editar-perfil') await expect(field(page, /^Nome/)).toBeVisible();
        await look(page, `demo-${name}-${size.name}`);
      }
    });

    test(`clube-demo forms with their messages at ${size.width} px`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await openSignedIn(page, BEATRIZ, DEMO.company.slug, '/editar-perfil');
      await expectHeading(page, 'Editar perfil');
      await field(page, /^Nome/).fill('');
      await field(page, /^E-mail/).fill('beatriz@');
      await page.getByRole('button', { name: 'Salvar alterações' }).click();
      await expect(page.getByText('Email inválido!')).toBeVisible();
      await look(page, `demo-editar-perfil-errors-${size.name}`);
      await openFromMenu(page, '/seja-parceiro', 'Seja parceiro');
      await page.getByRole('button', { name: 'Enviar solicitação' }).click();
      await expect(page.getByText('Campo obrigatório!')).toHaveCount(5);
      await look(page, `demo-seja-parceiro-errors-${size.name}`);
    });

    test(`engaja-mais pages at ${size.width} px`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await signInWithToken(page, ENGAJA.member, ENGAJA.company.slug);
      for (const [name, url, heading] of memberPages) {
        if (name === 'seja-parceiro' || name === 'cartao-farmacia') continue;
        await openFromMenu(page, url, heading);
        await look(page, `engaja-${name}-${size.name}`);
      }
      await openFromMenu(page, '/alterar-senha', 'Alterar senha');
      await page.getByRole('button', { name: 'Alterar senha' }).click();
      await expect(page.getByText('Campo obrigatório!')).toHaveCount(3);
      await look(page, `engaja-alterar-senha-errors-${size.name}`);
      // Not offered here: the gate sends the member home.
      await page.goto('/cartao-farmacia');
      await expect(page).toHaveURL(/\/$/);
    });
  }
});
