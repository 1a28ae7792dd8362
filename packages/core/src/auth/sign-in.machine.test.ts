import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { connectForm } from '../forms/form.connect.ts';
import { message } from '../shared/message-keys.ts';
import { checkModel, stateValues } from '../testing/model.ts';
import { settle } from '../testing/simulated-time.ts';
import type { LoginRequest } from './auth.port.ts';
import type { SignInResult } from './sign-in-result.ts';
import { connectSignIn } from './sign-in.connect.ts';
import { signInMachine, type SignInFromClub, type SignInToClub } from './sign-in.machine.ts';

const REFUSED: SignInResult = {
  status: 'refused',
  error: { kind: 'server', status: 401, message: 'Credenciais inválidas', code: 1 },
};

/** The task over a stand-in club that answers every SIGN_IN with `answer` and records it. */
function startTask(answer: SignInResult, config: Partial<SignInFromClub> = {}) {
  const sent: LoginRequest[] = [];
  let tellTask: ((event: SignInFromClub) => void) | null = null;
  const club = fromCallback<SignInToClub>(({ receive, sendBack }) => {
    tellTask = sendBack;
    sendBack({ type: 'CLUB.CONFIG', negativeFeedback: null, redirectOrigins: [], ...config });
    receive((event) => {
      sent.push(event.request);
      sendBack({ type: 'CLUB.SIGN_IN_ENDED', result: answer });
    });
  });
  const actor = createActor(signInMachine.provide({ actors: { club } }), {
    input: { company: 'clube-demo' },
  }).start();
  const formActor = connectSignIn(actor.getSnapshot()).form;
  const form = () => connectForm(formActor.getSnapshot(), formActor.send);
  const submit = async (document: string, password: string) => {
    form().field('document').change(document);
    form().field('password').change(password);
    form().submit();
    await settle();
  };
  return { actor, form, sent, submit, tell: (event: SignInFromClub) => tellTask?.(event) };
}

describe('sign-in task', () => {
  it('hands the checked values to the club as a login, the CPF as digits, with the company', async () => {
    const { actor, form, sent, submit } = startTask({ status: 'mustActivate', document: null });
    await submit('529.982.247-25', 'senha');
    expect(sent).toEqual([{ document: '52998224725', password: 'senha', company: 'clube-demo' }]);
    expect(form()).toMatchObject({ succeeded: true, result: 'needsActivation' });
    expect(connectSignIn(actor.getSnapshot())).toMatchObject({ mustActivate: true });
  });

  it("words wrong credentials as the config's negativeFeedback, even one that came after the form opened", async () => {
    const { form, submit, tell } = startTask(REFUSED);
    tell({ type: 'CLUB.CONFIG', negativeFeedback: 'Confira seus dados.', redirectOrigins: [] });
    await submit('52998224725', 'errada');
    expect(form()).toMatchObject({
      succeeded: false,
      values: { document: '52998224725', password: 'errada' },
      error: message('errors.server', { message: 'Confira seus dados.' }),
    });
  });

  it('refuses a redirect to a place the config does not vouch for, follows one it does', async () => {
    const away = startTask({ status: 'redirect', url: 'https://outro.example/t' });
    await away.submit('52998224725', 'x');
    expect(connectSignIn(away.actor.getSnapshot()).redirectRefused).toBe(true);
    const vouched = startTask(
      { status: 'redirect', url: 'https://app.example/entrar' },
      { redirectOrigins: ['https://app.example'] },
    );
    await vouched.submit('52998224725', 'x');
    expect(vouched.form().result).toBe('redirecting');
  });

  it('reaches every state with a context that survives JSON (xstate/graph)', () => {
    const values = { document: '52998224725', password: 'x' };
    const { reached } = checkModel(signInMachine, {
      input: { company: null },
      events: [
        { type: 'FORM.SUBMITTED', form: 'signIn', values, idempotencyKey: null },
        {
          type: 'CLUB.CONFIG',
          negativeFeedback: 'Confira.',
          redirectOrigins: ['https://a.example'],
        },
        { type: 'CLUB.SIGN_IN_ENDED', result: REFUSED },
        { type: 'CLUB.SIGN_IN_ENDED', result: { status: 'mustActivate', document: null } },
        { type: 'CLUB.SIGN_IN_ENDED', result: { status: 'redirect', url: 'https://b.example' } },
      ],
      invariant: (snapshot) => {
        expect(JSON.parse(JSON.stringify(snapshot.context))).toEqual(snapshot.context);
        if (snapshot.matches('ended')) expect(snapshot.context.end).not.toBeNull();
        if (snapshot.matches('signingIn')) expect(snapshot.context.error).toBeNull();
      },
    });
    expect(reached).toEqual(stateValues('editing', 'signingIn', 'ended'));
  });
});
