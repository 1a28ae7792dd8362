import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { createClub } from '../club.ts';
import { signInFlow } from '../flows.ts';
import { connectForm } from '../forms/form.connect.ts';
import { message } from '../shared/message-keys.ts';
import { startFlow } from '../shared/flow.ts';
import { createFakePorts, DEMO_MEMBER, type FakeMember } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import type { LoginRequest } from './auth.port.ts';
import { connectSignIn } from './sign-in.connect.ts';
import { signInRefusal, withCompanyWords } from './sign-in.form.ts';

/** A club over fake ports whose login records what it was sent; the form opened on it. */
async function openSignIn(members?: FakeMember[]) {
  const ports = createFakePorts({ clock: new SimulatedClock(), ...(members ? { members } : {}) });
  const sent: LoginRequest[] = [];
  const login = ports.auth.login.bind(ports.auth);
  ports.auth.login = (request) => {
    sent.push(request);
    return login(request);
  };
  const club = createClub(ports);
  await settle(); // the company's public config, whose slug goes with the login
  const actor = startFlow(signInFlow(club));
  // The task's form is its child: the view connects it on its own.
  const formActor = connectSignIn(actor.getSnapshot()).form;
  const form = () => connectForm(formActor.getSnapshot(), formActor.send);
  const signIn = async (document: string, password: string) => {
    form().field('document').change(document);
    form().field('password').change(password);
    form().submit();
    await settle(20);
  };
  return { actor, club, form, sent, signIn };
}

describe('sign-in form', () => {
  it('signs the session in with the right password', async () => {
    const { club, form, sent, signIn } = await openSignIn();
    await signIn(DEMO_MEMBER.document, DEMO_MEMBER.password);
    expect(club.session.getSnapshot().value).toBe('signedIn');
    expect(form()).toMatchObject({ succeeded: true, result: 'signedIn', error: null });
    expect(sent).toEqual([
      { document: DEMO_MEMBER.document, password: DEMO_MEMBER.password, company: 'clube-demo' },
    ]);
  });

  it('keeps both values after a wrong password and names it by its SPEC §8 code', async () => {
    const { club, form, signIn } = await openSignIn();
    await signIn(DEMO_MEMBER.document, 'errada');
    expect(club.session.getSnapshot().matches('signedIn')).toBe(false);
    expect(form()).toMatchObject({
      succeeded: false,
      submitting: false,
      values: { document: DEMO_MEMBER.document, password: 'errada' },
      error: message('activation.invalidCredentials'),
    });
    // A second try from the same form works once the password is right.
    form().field('password').change(DEMO_MEMBER.password);
    expect(form().error).toBeNull();
    form().submit();
    await settle(20);
    expect(club.session.getSnapshot().value).toBe('signedIn');
  });

  it("sends a CPF typed as '529.982.247-25' as its digits", async () => {
    const { actor, club, sent, signIn } = await openSignIn();
    await signIn(' 529.982.247-25 ', DEMO_MEMBER.password);
    expect(connectSignIn(actor.getSnapshot()).end).toBe('signedIn');
    expect(sent.map((request) => request.document)).toEqual(['52998224725']);
    expect(club.session.getSnapshot().value).toBe('signedIn');
  });

  it('sends a document with letters as typed (an e-mail or a company login)', async () => {
    const { sent, signIn } = await openSignIn();
    await signIn('marina.souza', 'x');
    expect(sent.map((request) => request.document)).toEqual(['marina.souza']);
  });

  it('ends in needsActivation for a member who must activate first', async () => {
    const { actor, club, form, signIn } = await openSignIn([
      { document: '11144477735', password: 'primeira', name: 'Ana', activated: false },
    ]);
    await signIn('111.444.777-35', 'primeira');
    expect(form()).toMatchObject({ succeeded: true, result: 'needsActivation' });
    expect(club.session.getSnapshot().value).toBe('needsActivation');
    expect(connectSignIn(actor.getSnapshot()).mustActivate).toBe(true);
  });

  it("follows a generic-app redirect only to a host the config lists, else says it didn't", async () => {
    const { club, form, signIn } = await openSignIn();
    const ports = club.runtime.ports as ReturnType<typeof createFakePorts>;
    ports.auth.login = () => Promise.resolve({ kind: 'redirect', url: 'https://outro.example/t' });
    await signIn(DEMO_MEMBER.document, DEMO_MEMBER.password);
    expect(form()).toMatchObject({ succeeded: true, result: 'redirectRefused' });
  });

  it('follows a generic-app redirect to a path of the club itself', async () => {
    const { club, form, signIn } = await openSignIn();
    const ports = club.runtime.ports as ReturnType<typeof createFakePorts>;
    ports.auth.login = () => Promise.resolve({ kind: 'redirect', url: '/?token=t' });
    await signIn(DEMO_MEMBER.document, DEMO_MEMBER.password);
    expect(form()).toMatchObject({ succeeded: true, result: 'redirecting' });
  });

  it('asks for both fields before sending anything', async () => {
    const { form, sent } = await openSignIn();
    form().submit();
    await settle();
    expect(form().field('document').error).toEqual(message('validation.required'));
    expect(form().field('password').error).toEqual(message('validation.required'));
    expect(sent).toEqual([]);
  });
});

describe('sign-in refusal', () => {
  it('names a coded refusal by its catalogue key, whatever the server wrote', () => {
    expect(
      signInRefusal({ kind: 'server', status: 403, message: 'Usuário bloqueado', code: 12 }),
    ).toEqual({ form: message('activation.userBlocked') });
  });

  it("keeps the server's words when the answer has no known code", () => {
    expect(signInRefusal({ kind: 'server', status: 422, message: 'Empresa inativa' })).toEqual({
      form: message('errors.server', { message: 'Empresa inativa' }),
    });
    expect(
      signInRefusal({ kind: 'server', status: 422, message: 'Outro motivo', code: 99 }),
    ).toEqual({ form: message('errors.server', { message: 'Outro motivo' }) });
    expect(signInRefusal({ kind: 'network', message: '' })).toEqual({
      form: message('validation.generic'),
    });
  });

  it("never shows a bare 401's or 403's English words: the catalogue's message instead", () => {
    expect(signInRefusal({ kind: 'server', status: 401, message: 'Unauthorized' })).toEqual({
      form: message('activation.invalidCredentials'),
    });
    expect(signInRefusal({ kind: 'server', status: 403, message: 'Forbidden' })).toEqual({
      form: message('activation.userNotEnabled'),
    });
    expect(signInRefusal({ kind: 'server', status: 401, message: 'User not found' })).toEqual({
      form: message('activation.userNotFound'),
    });
    expect(signInRefusal({ kind: 'server', status: 403, message: 'Erro!' })).toEqual({
      form: message('activation.userNotEnabled'),
    });
  });

  it("wrong credentials read as the company's negativeFeedback when it wrote one (SPEC §3)", () => {
    const words = 'Documento ou senha incorretos.';
    const wrong = {
      kind: 'server',
      status: 401,
      message: 'Credenciais inválidas',
      code: 1,
    } as const;
    expect(signInRefusal(withCompanyWords(wrong, words))).toEqual({
      form: message('errors.server', { message: words }),
    });
    expect(
      signInRefusal(
        withCompanyWords({ kind: 'server', status: 401, message: 'Unauthorized' }, words),
      ),
    ).toEqual({ form: message('errors.server', { message: words }) });
    // Other refusals keep their own message; without the text, the catalogue's.
    expect(
      signInRefusal(
        withCompanyWords({ kind: 'server', status: 403, message: 'x', code: 12 }, words),
      ),
    ).toEqual({ form: message('activation.userBlocked') });
    expect(signInRefusal(withCompanyWords(wrong, '  '))).toEqual({
      form: message('activation.invalidCredentials'),
    });
  });
});
