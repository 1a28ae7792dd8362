import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { connectForm } from '../forms/form.connect.ts';
import type { ClubError } from '../shared/club-error.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { checkModel, stateValues } from '../testing/model.ts';
import { settle } from '../testing/simulated-time.ts';
import { connectPasswordReset } from './password-reset.connect.ts';
import { passwordResetEffects } from './password-reset.effects.ts';
import { passwordResetMachine } from './password-reset.machine.ts';

function start(tokenToCheck?: string | null) {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  const actor = createActor(
    passwordResetMachine.provide({ actors: passwordResetEffects(ports.passwordReset) }),
    { input: tokenToCheck === undefined ? {} : { tokenToCheck } },
  ).start();
  const api = () => connectPasswordReset(actor.getSnapshot(), actor.send);
  const form = () => {
    const ref = api().forgotForm ?? api().newPasswordForm;
    if (!ref) throw new Error('no form is open');
    return connectForm(ref.getSnapshot() as never, ref.send) as ReturnType<typeof connectForm>;
  };
  return { actor, ports, api, form };
}

describe('password reset task', () => {
  it('the forgot-password form hands a formatted CPF to the task, as digits', async () => {
    const { api, form, ports } = start();
    const calls: unknown[] = [];
    const request = ports.passwordReset.request.bind(ports.passwordReset);
    ports.passwordReset.request = (fields, signal) => {
      calls.push({ fields, signal: signal !== undefined });
      return request(fields, signal);
    };
    form().field('document').change('529.982.247-25');
    form().submit();
    expect(api().busy).toBe(true);
    expect(form().submitting).toBe(true);
    await settle();
    expect(calls).toEqual([{ fields: { document: '52998224725' }, signal: true }]);
    expect(api().requested).toBe(true);
    expect(form().succeeded).toBe(true);
  });

  it('a CPF with wrong check digits never leaves the form', async () => {
    const { api, form } = start();
    form().field('document').change('123.456.789-00');
    form().submit();
    await settle();
    expect(api().busy).toBe(false);
    expect(form().field('document').invalid).toBe(true);
  });

  test.prop([fc.constantFrom(404, 422), fc.string()])(
    'an unknown document is answered like a sent e-mail (404, or code 2)',
    async (status, message) => {
      const { api, form, ports } = start();
      ports.failNext('passwordReset.request', {
        kind: 'server',
        status,
        message,
        ...(status === 422 ? { code: 2 } : {}),
      });
      form().field('document').change('52998224725');
      form().submit();
      await settle();
      expect(api()).toMatchObject({ requested: true, error: null });
      expect(form().succeeded).toBe(true);
    },
  );

  test.prop([fc.constantFrom(500, 503, 422, 401, 429), fc.string()])(
    'any other refusal keeps the CPF and says so in the form (and it may be sent again)',
    async (status, message) => {
      const { api, form, ports } = start();
      ports.failNext('passwordReset.request', { kind: 'server', status, message });
      form().field('document').change('52998224725');
      form().submit();
      await settle();
      expect(api().requested).toBe(false);
      expect(api().error).toMatchObject({ status });
      expect(form().values.document).toBe('52998224725');
      expect(form().error?.key).toBe(
        status === 429 ? 'errors.tooManyAttempts' : 'passwordReset.requestFailed',
      );
      form().submit();
      await settle();
      expect(api().requested).toBe(true);
    },
  );

  it("checks the page's token as soon as it starts; a missing one is invalid at once", async () => {
    expect(start(null).api().tokenInvalid).toBe(true);
    expect(start('').api().tokenInvalid).toBe(true);
    const valid = start('reset-ok');
    expect(valid.api()).toMatchObject({ checkingToken: true, busy: true, newPasswordForm: null });
    await settle();
    expect(valid.api().tokenValid).toBe(true);
    expect(valid.api().newPasswordForm).not.toBeNull();
    const invalid = start('nope');
    await settle();
    expect(invalid.api().tokenInvalid).toBe(true);
    expect(start().api().forgotForm).not.toBeNull();
  });

  it('a check that fails (not a refused token) may be tried again', async () => {
    const { api, ports } = start();
    ports.failNext('passwordReset.checkToken', { kind: 'network', message: 'x' });
    api().checkToken('reset-ok');
    await settle();
    expect(api()).toMatchObject({ checkFailed: true, error: { message: 'x' } });
    api().retry();
    await settle();
    expect(api()).toMatchObject({ tokenValid: true, error: null });
  });

  it("sets the new password through its form, or says 'Não foi possível alterar sua senha'", async () => {
    const { api, form, ports } = start('reset-ok');
    await settle();
    form().field('password').change('12345');
    form().field('confirmation').change('12346');
    form().submit();
    expect(api().busy).toBe(false);
    expect(form().field('password').error?.key).toBe('validation.passwordLength');
    ports.failNext('passwordReset.reset', { kind: 'server', status: 422, message: 'x' });
    form().field('password').change('nova-senha');
    form().field('confirmation').change('nova-senha');
    form().submit();
    await settle();
    expect(api().message).toBe('passwordReset.failed');
    expect(form().error?.key).toBe('passwordReset.failed');
    expect(form().values).toEqual({ password: 'nova-senha', confirmation: 'nova-senha' });
    form().submit();
    await settle();
    expect(api()).toMatchObject({ done: true, message: null });
    expect(form().succeeded).toBe(true);
  });

  it('bots send the steps without the forms', async () => {
    const { api } = start('reset-ok');
    await settle();
    api().reset('a', 'b');
    expect(api().busy).toBe(false);
    api().reset('nova', 'nova');
    await settle();
    expect(api().done).toBe(true);
    const forgot = start();
    forgot.api().request({ email: 'a@b.co' });
    await settle();
    expect(forgot.api().requested).toBe(true);
  });

  it('passes the signal on: closing the page aborts the call in flight', () => {
    const signals: AbortSignal[] = [];
    const never = (_: unknown, signal?: unknown) => {
      signals.push(signal as AbortSignal);
      return new Promise<never>(() => {});
    };
    const actor = createActor(
      passwordResetMachine.provide({
        actors: passwordResetEffects({ request: never, checkToken: never, reset: never }),
      }),
      { input: { tokenToCheck: 't' } },
    ).start();
    expect(signals).toHaveLength(1);
    expect(signals[0]!.aborted).toBe(false);
    actor.stop();
    expect(signals[0]!.aborted).toBe(true);
  });

  it('holds data only: its context survives JSON', async () => {
    const { actor, api } = start('reset-ok');
    await settle();
    api().reset('x', 'y');
    const { context } = actor.getSnapshot();
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
  });

  it('reaches every state (xstate/graph)', () => {
    const failure: ClubError = { kind: 'network', message: 'x' };
    const { reached } = checkModel(passwordResetMachine, {
      input: {},
      events: [
        { type: 'REQUEST', email: 'a@b.co' },
        { type: 'CHECK_TOKEN', token: 't' },
        { type: 'CHECK_TOKEN', token: null },
        { type: 'SUBMIT', password: 'x', confirmation: 'x' },
        { type: 'xstate.done.actor.request' },
        { type: 'xstate.done.actor.checkToken', output: true },
        { type: 'xstate.error.actor.checkToken', error: failure },
        { type: 'RETRY' },
        { type: 'xstate.done.actor.reset' },
      ],
    });
    expect(reached).toEqual(
      stateValues(
        { forgot: 'idle' },
        { forgot: 'requesting' },
        { forgot: 'requested' },
        'checkingToken',
        'checkFailed',
        'invalidToken',
        { ready: 'editing' },
        { ready: 'resetting' },
        { ready: 'done' },
      ),
    );
  });
});

/* ------------------------------------------------------------ model-based (fc.commands) */

type Real = ReturnType<typeof start>;
interface Model {
  stage: 'checking' | 'checkFailed' | 'invalid' | 'editing' | 'done';
}

const answers = fc.constantFrom<ClubError | null>(
  null,
  { kind: 'network', message: 'Failed to fetch' },
  { kind: 'server', status: 429, message: 'Muitas tentativas' },
  { kind: 'server', status: 422, message: 'Não foi possível' },
);

class CheckFails implements fc.AsyncCommand<Model, Real> {
  check = (model: Readonly<Model>) => model.stage === 'checking';
  async run(model: Model, real: Real) {
    await settle();
    expect(real.api().tokenValid).toBe(true);
    model.stage = 'editing';
  }
  toString = () => 'settle the check';
}

class Save implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly password: string,
    readonly confirmation: string,
    readonly answer: ClubError | null,
  ) {}
  check = (model: Readonly<Model>) => model.stage === 'editing';
  async run(model: Model, real: Real) {
    const valid = this.password.length >= 6 && this.password === this.confirmation;
    if (valid && this.answer) real.ports.failNext('passwordReset.reset', this.answer);
    real.form().field('password').change(this.password);
    real.form().field('confirmation').change(this.confirmation);
    real.form().submit();
    await settle();
    if (!valid) {
      expect(real.api().done).toBe(false);
      expect(real.form().firstInvalid).not.toBeNull();
      return;
    }
    if (this.answer) {
      expect(real.api()).toMatchObject({ done: false, message: 'passwordReset.failed' });
      expect(real.form().error?.key).toBe(
        this.answer.kind === 'server' && this.answer.status === 429
          ? 'errors.tooManyAttempts'
          : 'passwordReset.failed',
      );
      expect(real.form().values.password).toBe(this.password);
      return;
    }
    expect(real.api().done).toBe(true);
    model.stage = 'done';
  }
  toString = () => `save(${this.password}, ${this.confirmation}, ${JSON.stringify(this.answer)})`;
}

describe('password reset task, model-based', () => {
  test.prop([
    fc.commands(
      [
        fc.constant(new CheckFails()),
        fc
          .tuple(
            fc.constantFrom('nova-senha', 'curta', ''),
            fc.constantFrom('nova-senha', 'x'),
            answers,
          )
          .map(([password, confirmation, answer]) => new Save(password, confirmation, answer)),
      ],
      { size: '-1' },
    ),
  ])('agrees with the model over any sequence of saves and answers', async (commands) => {
    const real = start('reset-ok');
    await fc.asyncModelRun(
      () => ({ model: { stage: 'checking' as Model['stage'] }, real }),
      commands,
    );
  });
});
