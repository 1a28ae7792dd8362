import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { createClub } from '../club.ts';
import {
  activationFormFlow,
  companyConfirmFlow,
  documentCheckFlow,
  inviteFlow,
  storedActivation,
} from '../flows.ts';
import { connectForm } from '../forms/form.connect.ts';
import { readStoredCredentials, storeCredentials } from '../auth/generic-app.rules.ts';
import type { ClubError } from '../shared/club-error.ts';
import { activationError, inviteError } from '../shared/error-catalogue.ts';
import { startFlow } from '../shared/flow.ts';
import { message } from '../shared/message-keys.ts';
import { createFakePorts, DEMO_MEMBER, type FakeMember } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import {
  connectActivationForm,
  connectCompanyConfirm,
  connectDocumentCheck,
  connectInvite,
} from './activation.connect.ts';
import { verifiedMemberOf } from './verified-member.schema.ts';

const CARLOS: FakeMember = {
  document: '11144477735',
  password: '',
  name: 'Carlos',
  activated: false,
};

/** Valid CPFs (eleven digits, both check digits right). */
const cpfArbitrary = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
  .filter((digits) => new Set(digits).size > 1)
  .map((digits) => {
    const check = (values: number[], start: number) => {
      const sum = values.reduce((total, value, index) => total + value * (start - index), 0);
      const rest = sum % 11;
      return rest < 2 ? 0 : 11 - rest;
    };
    const first = check(digits, 10);
    const second = check([...digits, first], 11);
    return [...digits, first, second].join('');
  });

const formatted = (cpf: string) =>
  `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

async function openClub(members: FakeMember[] = [DEMO_MEMBER, CARLOS]) {
  const ports = createFakePorts({ clock: new SimulatedClock(), members });
  const club = createClub(ports);
  await settle(); // the public config: its slug goes with the check
  return { ports, club };
}

async function openDocumentCheck() {
  const { ports, club } = await openClub();
  const actor = startFlow(documentCheckFlow(club));
  const view = () => connectDocumentCheck(actor.getSnapshot(), actor.send);
  const form = () => {
    const ref = present(view().form);
    return connectForm(ref.getSnapshot(), ref.send);
  };
  const checks = () => ports.recordings.calls.filter((call) => call === 'activation.check');
  const send = async (document: string) => {
    form().field('document').change(document);
    view().submit();
    await settle(20);
  };
  return { ports, club, actor, form, view, checks, send };
}

/** The page's form, the activation's child actor (present in the states that have one). */
function present<T>(ref: T | null): T {
  if (!ref) throw new Error('the activation has no form in this state');
  return ref;
}

describe('document check (Ativar conta)', () => {
  it("says 'Campo obrigatório!' for an empty CPF and 'Documento inválido!' for a wrong one", async () => {
    const { form, checks, send } = await openDocumentCheck();
    expect(form().field('document').required).toBe(true);
    form().field('document').blur();
    expect(form().field('document').error).toEqual(message('validation.required'));
    form().field('document').focus();
    expect(form().field('document').error).toBeNull();
    await send('111.444.777-36');
    expect(form().field('document').error).toEqual(message('validation.document'));
    await send('111.444.777-3x');
    expect(form().field('document').error).toEqual(message('validation.document'));
    expect(checks()).toEqual([]);
  });

  it('checks and verifies a formatted CPF as digits, once per click, and keeps it for /verificacao', async () => {
    const { ports, club, actor, form, view, checks } = await openDocumentCheck();
    const sent: unknown[] = [];
    const check = ports.activation.check.bind(ports.activation);
    ports.activation.check = (credentials) => {
      sent.push(credentials);
      return check(credentials);
    };
    form().field('document').change('111.444.777-35');
    view().submit();
    view().submit();
    await settle(20);
    expect(checks()).toHaveLength(1);
    expect(sent).toEqual([{ document: '11144477735', company: 'clube-demo' }]);
    expect(view().checked).toBe(true);
    expect(actor.getSnapshot().context.companies).toEqual([{ slug: 'clube-demo', title: null }]);
    expect(readStoredCredentials(ports.storage)).toEqual({
      document: '11144477735',
      activate: true,
      companies: [{ slug: 'clube-demo', title: null }],
    });
    expect(storedActivation(club)).toMatchObject({ document: '11144477735', withPassword: true });
  });

  it('keeps the companies verify answers, with their titles', async () => {
    const { ports, actor, send } = await openDocumentCheck();
    ports.activation.verify = async () =>
      verifiedMemberOf({
        document: CARLOS.document,
        companies: [
          { slug: 'clube-demo', title: 'Clube Vantagens' },
          { slug: 'engaja-mais', title: 'Engaja Mais' },
          { title: 'sem slug' },
        ],
      });
    await send(CARLOS.document);
    expect(actor.getSnapshot().context.companies).toEqual([
      { slug: 'clube-demo', title: 'Clube Vantagens' },
      { slug: 'engaja-mais', title: 'Engaja Mais' },
    ]);
    expect(readStoredCredentials(ports.storage)?.companies).toHaveLength(2);
  });

  it.each([
    [3, 'activation.alreadyActivated'],
    [4, 'activation.userNotEnabled'],
    [12, 'activation.userBlocked'],
    [2, 'activation.userNotFound'],
    [1, 'activation.invalidCredentials'],
  ] as const)('code %i reads as %s; the CPF stays', async (code, key) => {
    const { ports, form, view, send } = await openDocumentCheck();
    ports.failNext('activation.check', { kind: 'server', status: 403, message: 'x', code });
    await send('111.444.777-35');
    expect(view().outcome?.message).toEqual(message(key));
    expect(form().values.document).toBe('111.444.777-35');
    expect(view().outcome?.code).toBe(code);
    expect(readStoredCredentials(ports.storage)).toBeNull();
  });

  it('an unknown failure reads as the 404 default, and the next try goes through', async () => {
    const { ports, view, checks, send } = await openDocumentCheck();
    ports.failNext('activation.check', { kind: 'network', message: 'Failed to fetch' });
    await send(CARLOS.document);
    expect(view().outcome?.message).toEqual(message('activation.failed'));
    expect(view().outcome?.code).toBe(404);
    view().submit();
    await settle(20);
    expect(checks()).toHaveLength(2);
    expect(view().checked).toBe(true);
    expect(view().outcome).toBeNull();
  });

  test.prop([cpfArbitrary, fc.boolean()])(
    'any valid CPF, as digits or formatted, is sent as its digits',
    async (cpf, mask) => {
      const { ports, form, view } = await openDocumentCheck();
      const sent: string[] = [];
      ports.activation.check = async (credentials) => {
        sent.push(credentials.document);
        throw { kind: 'server', status: 404, message: 'Usuário não encontrado', code: 2 };
      };
      form()
        .field('document')
        .change(mask ? formatted(cpf) : cpf);
      view().submit();
      await settle(20);
      expect(sent).toEqual([cpf]);
    },
    20_000,
  );

  test.prop([cpfArbitrary, fc.integer({ min: 1, max: 9 }), fc.constantFrom(9, 10)])(
    'a CPF with a wrong check digit is refused before sending',
    async (cpf, shift, position) => {
      const { form, view, checks } = await openDocumentCheck();
      const wrong =
        cpf.slice(0, position) +
        String((Number(cpf[position]) + shift) % 10) +
        cpf.slice(position + 1);
      form().field('document').change(formatted(wrong));
      view().submit();
      await settle(20);
      expect(form().field('document').error).toEqual(message('validation.document'));
      expect(checks()).toEqual([]);
    },
    20_000,
  );
});

describe('company confirmation (/verificacao)', () => {
  it('starts from the only company, keeps the choice beside the document', async () => {
    const { ports, club } = await openClub();
    storeCredentials(ports.storage, {
      document: CARLOS.document,
      activate: true,
      companies: [{ slug: 'clube-demo', title: 'Clube Vantagens' }],
    });
    const actor = startFlow(companyConfirmFlow(club));
    const view = () => connectCompanyConfirm(actor.getSnapshot(), actor.send);
    const form = () => {
      const ref = present(view().form);
      return connectForm(ref.getSnapshot(), ref.send);
    };
    expect(view().document).toBe(CARLOS.document);
    expect(form().values.company).toBe('clube-demo');
    view().submit();
    await settle(20);
    expect(view().confirmed).toBe(true);
    expect(readStoredCredentials(ports.storage)).toMatchObject({ company: 'clube-demo' });
    expect(storedActivation(club)?.credentials).toEqual({
      document: CARLOS.document,
      company: 'clube-demo',
    });
  });

  it('asks for a choice among several companies', async () => {
    const { ports, club } = await openClub();
    storeCredentials(ports.storage, {
      document: CARLOS.document,
      companies: ['clube-demo', { slug: 'engaja-mais', title: 'Engaja Mais' }],
    });
    const actor = startFlow(companyConfirmFlow(club));
    const view = () => connectCompanyConfirm(actor.getSnapshot(), actor.send);
    const form = () => {
      const ref = present(view().form);
      return connectForm(ref.getSnapshot(), ref.send);
    };
    expect(view().companies).toEqual([
      { slug: 'clube-demo', title: null },
      { slug: 'engaja-mais', title: 'Engaja Mais' },
    ]);
    view().submit();
    await settle(20);
    expect(form().field('company').error).toEqual(message('validation.required'));
    form().field('company').change('engaja-mais');
    view().submit();
    await settle(20);
    expect(view().confirmed).toBe(true);
    expect(readStoredCredentials(ports.storage)?.company).toBe('engaja-mais');
  });
});

/** The activation form of a verified member, as the page opens it from stored credentials. */
async function openActivationForm(options: { api?: boolean; email?: string } = {}) {
  const { ports, club } = await openClub();
  storeCredentials(ports.storage, {
    document: CARLOS.document,
    activate: true,
    ...(options.api ? { api: true } : {}),
  });
  if (options.email) {
    const verify = ports.activation.verify.bind(ports.activation);
    ports.activation.verify = async (credentials) => ({
      ...(await verify(credentials)),
      email: options.email ?? null,
    });
  }
  const actor = startFlow(activationFormFlow(club));
  await settle(20);
  const view = () => connectActivationForm(actor.getSnapshot(), actor.send);
  const form = () => {
    const ref = present(view().form);
    return connectForm(ref.getSnapshot(), ref.send);
  };
  const sent: { variant: string; fields: Record<string, string> }[] = [];
  const activate = ports.activation.activate.bind(ports.activation);
  const authenticate = ports.activation.activateAuthenticate.bind(ports.activation);
  ports.activation.activate = (fields) => {
    sent.push({ variant: 'activate', fields });
    return activate(fields);
  };
  ports.activation.activateAuthenticate = (fields) => {
    sent.push({ variant: 'activate-authenticate', fields });
    return authenticate(fields);
  };
  const fill = (values: Record<string, unknown>) => {
    for (const [name, value] of Object.entries(values)) {
      form()
        .field(name as 'name')
        .change(value as string);
    }
  };
  return { ports, club, actor, view, form, sent, fill };
}

const FILLED = {
  name: 'Carlos',
  last_name: 'Pereira',
  email: 'carlos@clube.example',
  interests: ['1', '3'],
  password: 'segredo1',
  confirm_password: 'segredo1',
  news: true,
  terms: true,
};

describe('activation form', () => {
  it('starts verified, from what verify said, with every required field marked', async () => {
    const { actor, form } = await openActivationForm();
    expect(actor.getSnapshot().context.member).toMatchObject({
      document: CARLOS.document,
      name: 'Carlos',
    });
    expect(form().values).toMatchObject({ name: 'Carlos', password: '', terms: false });
    for (const name of ['name', 'last_name', 'email', 'password', 'confirm_password', 'terms']) {
      expect(form().field(name as 'name').required).toBe(true);
    }
    expect(form().field('interests').required).toBe(false);
  });

  it('checks each field: required, e-mail, password length, confirmation, terms', async () => {
    const { view, form, sent, fill } = await openActivationForm();
    fill({ name: '', email: 'carlos@', password: '123', confirm_password: '124' });
    view().submit();
    await settle();
    expect(form().field('name').error).toEqual(message('validation.required'));
    expect(form().field('last_name').error).toEqual(message('validation.required'));
    expect(form().field('email').error).toEqual(message('validation.email'));
    expect(form().field('password').error).toEqual(message('validation.passwordLength'));
    expect(form().field('confirm_password').error).toEqual(message('validation.passwordMismatch'));
    expect(form().field('terms').error).toEqual(message('validation.required'));
    expect(sent).toEqual([]);
  });

  it('says an e-mail already in use when it is left, not the member’s own', async () => {
    const { ports, form, fill } = await openActivationForm({ email: 'meu@clube.example' });
    fill({ email: 'ocupado@clube.example' });
    form().field('email').blur();
    await settle();
    expect(form().field('email').error).toEqual(message('profile.emailTaken'));
    fill({ email: 'meu@clube.example' });
    form().field('email').blur();
    await settle();
    expect(form().field('email').error).toBeNull();
    expect(ports.recordings.calls.filter((call) => call === 'memberAccount.checkEmail')).toEqual([
      'memberAccount.checkEmail',
    ]);
  });

  it('activates once, with interests[i] and the confirmation, and signs the member in', async () => {
    const { club, view, sent, fill } = await openActivationForm();
    fill(FILLED);
    view().submit();
    view().submit();
    await settle(30);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      variant: 'activate',
      fields: {
        document: CARLOS.document,
        company: 'clube-demo',
        name: 'Carlos',
        last_name: 'Pereira',
        email: 'carlos@clube.example',
        'interests[0]': '1',
        'interests[1]': '3',
        password: 'segredo1',
        confirm_password: 'segredo1',
        news: 'true',
      },
    });
    expect(view().step).toBe('activated');
    expect(club.session.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('with credentials the company vouched for: no password, activate-authenticate', async () => {
    const { club, view, form, sent, fill } = await openActivationForm({ api: true });
    expect(view().withPassword).toBe(false);
    expect(form().values).not.toHaveProperty('password');
    const { password: _password, confirm_password: _confirmation, ...account } = FILLED;
    fill(account);
    view().submit();
    await settle(30);
    expect(sent.map((call) => call.variant)).toEqual(['activate-authenticate']);
    expect(sent[0]?.fields).not.toHaveProperty('password');
    expect(club.session.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('keeps everything typed after a failure, says why, and goes through on the next try', async () => {
    const { ports, club, view, form, sent, fill } = await openActivationForm();
    fill(FILLED);
    ports.failNext('activation.activate', { kind: 'server', status: 500, message: 'boom' });
    view().submit();
    await settle(30);
    expect(view().outcome?.message).toEqual(message('activation.failed'));
    expect(view().outcome?.next).toBe('retryLater');
    expect(form().values).toEqual(FILLED);
    expect(club.session.getSnapshot().matches('signedIn')).toBe(false);
    view().submit();
    await settle(30);
    expect(sent).toHaveLength(2);
    expect(club.session.getSnapshot().matches('signedIn')).toBe(true);
  });
});

describe('HR-card invitation', () => {
  async function openInvite(token: string) {
    const { ports, club } = await openClub();
    const actor = startFlow(inviteFlow(club, token));
    const view = () => connectInvite(actor.getSnapshot(), actor.send);
    const form = () => {
      const ref = present(view().form);
      return connectForm(ref.getSnapshot(), ref.send);
    };
    const fill = (values: Record<string, unknown>) => {
      for (const [name, value] of Object.entries(values)) {
        form()
          .field(name as 'name')
          .change(value as string);
      }
    };
    return { ports, club, actor, view, form, fill };
  }

  it('needs a valid CPF among its fields', async () => {
    const { ports, view, form, fill } = await openInvite('convite-ok');
    fill({ ...FILLED, document: '111.444.777-00' });
    view().submit();
    await settle();
    expect(form().field('document').error).toEqual(message('validation.document'));
    expect(ports.recordings.calls).not.toContain('activation.acceptInvite');
  });

  it('creates the account and signs the member in', async () => {
    const { club, actor, view, fill } = await openInvite('convite-ok');
    fill({ ...FILLED, document: formatted(CARLOS.document) });
    view().submit();
    await settle(30);
    expect(actor.getSnapshot().matches({ invite: 'activated' })).toBe(true);
    expect(club.session.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('explains an expired invitation and keeps what was typed', async () => {
    const { view, form, fill } = await openInvite('convite-expirado');
    fill({ ...FILLED, document: CARLOS.document });
    view().submit();
    await settle(30);
    expect(view().outcome?.message).toEqual(message('activation.inviteExpired'));
    expect(view().outcome?.next).toBe('askNewInvite');
    expect(form().values.email).toBe(FILLED.email);
  });
});

describe('activation refusals', () => {
  const server = (status: number, text: string, code?: number): ClubError => ({
    kind: 'server',
    status,
    message: text,
    ...(code === undefined ? {} : { code }),
  });

  it("reads a code's catalogue message, a 422's own words, else 'Erro ao ativar usuário'", () => {
    expect(activationError(server(409, 'Usuário já ativado', 3))).toEqual({
      kind: 'activation',
      code: 3,
      messageKey: 'activation.alreadyActivated',
      next: 'signIn',
    });
    expect(activationError(server(422, 'A senha deve ter pelo menos 6 caracteres'))).toEqual({
      kind: 'activation',
      code: 404,
      messageKey: 'errors.server',
      serverMessage: 'A senha deve ter pelo menos 6 caracteres',
      next: 'retryLater',
    });
    expect(activationError(server(500, 'Erro interno simulado'))).toMatchObject({
      code: 404,
      messageKey: 'activation.failed',
    });
    expect(activationError({ kind: 'network', message: 'Failed to fetch' })).toMatchObject({
      messageKey: 'activation.failed',
      next: 'retryLater',
    });
    expect(activationError(server(429, 'Too many'))).toMatchObject({
      messageKey: 'errors.tooManyAttempts',
    });
  });

  it('an invitation answered 404 has expired', () => {
    expect(inviteError(server(404, 'Convite inválido ou expirado'))).toMatchObject({
      messageKey: 'activation.inviteExpired',
      next: 'askNewInvite',
    });
    expect(inviteError(server(409, 'Usuário já ativado', 3))).toMatchObject({
      messageKey: 'activation.alreadyActivated',
      next: 'signIn',
    });
  });
});
