import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import type { StoredCredentials } from '../auth/auth-state.schema.ts';
import type { ClubError } from '../shared/club-error.ts';
import {
  ACTIVATION_CODE_MESSAGES,
  type ActivationCode,
  type ActivationNextStep,
} from '../shared/error-catalogue.ts';
import { settle } from '../testing/simulated-time.ts';
import {
  connectActivationForm,
  connectCompanyConfirm,
  connectDocumentCheck,
  connectInvite,
} from './activation.connect.ts';
import { activationMachine, type ActivationStart } from './activation.machine.ts';
import type { ActivationCredentials } from './activation.port.ts';
import { verifiedMemberOf, type VerifiedMember } from './verified-member.schema.ts';

const CPF = '11144477735';

/** What each scripted call answers: a token/member, or a refusal. */
type Outcome = 'ok' | ClubError;

const refusal = (code: ActivationCode): ClubError =>
  code === 404
    ? { kind: 'server', status: 500, message: 'Erro interno simulado' }
    : { kind: 'server', status: 403, message: 'recusado', code };

/** The way forward SPEC §8's codes lead to (the product's table, checked here once). */
const EXPECTED: Record<ActivationCode, ActivationNextStep> = {
  1: 'checkAndRetry',
  2: 'checkDocumentOrAskHr',
  3: 'signIn',
  4: 'askHr',
  12: 'askSupport',
  404: 'retryLater',
};

/** The machine with scripted effects swapped in through `.provide` (no port, no club). */
function start(input: ActivationStart, first: { check?: Outcome[] } = {}) {
  const script: { check: Outcome[]; activate: Outcome[]; invite: Outcome[] } = {
    check: [...(first.check ?? [])],
    activate: [],
    invite: [],
  };
  const calls: { checked: ActivationCredentials[]; stored: StoredCredentials[] } = {
    checked: [],
    stored: [],
  };
  const activated: { fields: Record<string, string>; authenticate: boolean }[] = [];
  const tokens: string[] = [];
  const answer = <T>(queue: Outcome[], value: T): Promise<T> => {
    const next = queue.shift() ?? 'ok';
    return next === 'ok' ? Promise.resolve(value) : Promise.reject(next);
  };
  const member: VerifiedMember = verifiedMemberOf({ document: CPF, name: 'Carlos' });
  const machine = activationMachine.provide({
    actors: {
      checkDocument: fromPromise(async ({ input }) => {
        calls.checked.push(input.credentials);
        return answer(script.check, { checked: member, verified: member });
      }),
      remember: fromPromise(async ({ input }) => {
        calls.stored.push(input);
      }),
      activate: fromPromise(async ({ input }) => {
        activated.push(input);
        return answer(script.activate, 'token-ativado');
      }),
      acceptInvite: fromPromise(async () => answer(script.invite, 'token-convite')),
      signIn: fromPromise(async ({ input }) => {
        tokens.push(input.token);
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, script, calls, activated, tokens };
}

/** Types into the activation's child form. */
function fill(actor: AnyActorRef, values: Record<string, unknown>) {
  const form = actor.getSnapshot().children.form as AnyActorRef;
  for (const [field, value] of Object.entries(values)) {
    form.send({ type: 'CHANGE', field, value });
  }
}

const formValues = (actor: AnyActorRef): Record<string, unknown> =>
  (actor.getSnapshot().children.form as AnyActorRef).getSnapshot().context.values;

const ACCOUNT = {
  name: 'Carlos',
  last_name: 'Pereira',
  email: 'carlos@clube.example',
  password: 'segredo1',
  confirm_password: 'segredo1',
  terms: true,
};

const serialisable = (actor: AnyActorRef) => {
  const { context } = actor.getSnapshot();
  expect(JSON.parse(JSON.stringify(context))).toEqual(context);
};

describe('activation machine', () => {
  it('Ativar conta: the form hands the CPF over, the effects check it and keep it', async () => {
    const { actor, calls } = start({ step: 'document', company: 'clube-demo' });
    serialisable(actor);
    fill(actor, { document: '111.444.777-35' });
    actor.send({ type: 'SUBMIT' });
    await settle(20);
    expect(calls.checked).toEqual([{ document: CPF, company: 'clube-demo' }]);
    expect(calls.stored).toEqual([
      { document: CPF, activate: true, companies: [{ slug: 'clube-demo', title: null }] },
    ]);
    expect(connectDocumentCheck(actor.getSnapshot(), actor.send).checked).toBe(true);
    serialisable(actor);
  });

  it('/verificacao: the only company is chosen; confirming keeps it beside the document', async () => {
    const stored = { document: CPF, activate: true, companies: ['clube-demo'] };
    const { actor, calls } = start({ step: 'confirm', stored });
    const view = () => connectCompanyConfirm(actor.getSnapshot(), actor.send);
    expect(view().companies).toEqual([{ slug: 'clube-demo', title: null }]);
    expect(formValues(actor)).toEqual({ company: 'clube-demo' });
    serialisable(actor);
    view().submit();
    await settle(20);
    expect(calls.stored).toEqual([{ ...stored, company: 'clube-demo' }]);
    expect(view().confirmed).toBe(true);
  });

  it('a form with a wrong field is not handed over: nothing is called', async () => {
    const { actor, calls } = start({ step: 'document', company: null });
    fill(actor, { document: '111.444.777-00' });
    actor.send({ type: 'SUBMIT' });
    await settle(20);
    expect(calls.checked).toEqual([]);
    expect(actor.getSnapshot().matches({ document: 'editing' })).toBe(true);
  });

  it('the form: checked at once, then activate — or activate-authenticate without a password', async () => {
    for (const withPassword of [true, false]) {
      const { actor, activated, tokens } = start({
        step: 'form',
        credentials: { document: CPF, company: 'clube-demo' },
        withPassword,
      });
      await settle(20);
      const view = () => connectActivationForm(actor.getSnapshot(), actor.send);
      expect(view().step).toBe('filling');
      expect(formValues(actor)).toMatchObject({ name: 'Carlos' });
      const { password: _p, confirm_password: _c, ...withoutPassword } = ACCOUNT;
      fill(actor, withPassword ? ACCOUNT : withoutPassword);
      view().submit();
      view().submit();
      await settle(20);
      expect(activated).toHaveLength(1);
      expect(activated[0]?.authenticate).toBe(!withPassword);
      expect(activated[0]?.fields).toMatchObject({ document: CPF, company: 'clube-demo' });
      expect(tokens).toEqual(['token-ativado']);
      expect(view().step).toBe('activated');
      serialisable(actor);
    }
  });

  it('the form opened with nothing stored: the 404 default, and no retry', () => {
    const { actor } = start({ step: 'form', credentials: null, withPassword: true });
    const view = connectActivationForm(actor.getSnapshot(), actor.send);
    expect(view.step).toBe('refused');
    expect(view.outcome).toMatchObject({ code: 404, next: 'retryLater' });
    expect(view.canRetry).toBe(false);
  });

  it('an expired invitation says so and asks for a new one; the next try goes through', async () => {
    const { actor, script, tokens } = start({ step: 'invite', inviteToken: 'convite' });
    script.invite.push({ kind: 'server', status: 404, message: 'Convite expirado' });
    fill(actor, { ...ACCOUNT, document: CPF });
    actor.send({ type: 'SUBMIT' });
    await settle(20);
    const view = () => connectInvite(actor.getSnapshot(), actor.send);
    expect(view().outcome).toMatchObject({
      message: { key: 'activation.inviteExpired' },
      next: 'askNewInvite',
      asksForHelp: false,
    });
    expect(formValues(actor)).toMatchObject({ email: ACCOUNT.email });
    view().submit();
    await settle(20);
    expect(view().outcome).toBeNull();
    expect(tokens).toEqual(['token-convite']);
  });

  it("a 422 shows the server's own words", async () => {
    const { actor, script } = start({ step: 'invite', inviteToken: 'convite' });
    script.invite.push({ kind: 'server', status: 422, message: 'Dados inválidos' });
    fill(actor, { ...ACCOUNT, document: CPF });
    actor.send({ type: 'SUBMIT' });
    await settle(20);
    expect(connectInvite(actor.getSnapshot(), actor.send).outcome?.message).toEqual({
      key: 'errors.server',
      params: { message: 'Dados inválidos' },
    });
  });

  it('without `.provide`, an effect fails plainly instead of calling anything', async () => {
    const actor = createActor(activationMachine, {
      input: { step: 'form', credentials: { document: CPF }, withPassword: true },
    }).start();
    await settle(20);
    expect(actor.getSnapshot().matches({ form: 'refused' })).toBe(true);
    expect(actor.getSnapshot().context.error?.code).toBe(404);
  });
});

/* ------------------------------------------------------- model-based: every code, every step */

interface Model {
  /** Where the real machine should be. */
  step: 'refused' | 'filling' | 'activated';
  /** The code of the last refusal shown. */
  lastCode: ActivationCode | null;
}
type Real = ReturnType<typeof start>;

/** Every code the activation was refused with, over all runs: each must be reached. */
const reached = new Set<ActivationCode>();

const expectOutcome = (real: Real, code: ActivationCode) => {
  const view = connectActivationForm(real.actor.getSnapshot(), real.actor.send);
  expect(view.outcome).toMatchObject({
    code,
    message: { key: ACTIVATION_CODE_MESSAGES[code] },
    next: EXPECTED[code],
    offersSignIn: code === 3,
    asksForHelp: code === 2 || code === 4 || code === 12,
  });
  reached.add(code);
  serialisable(real.actor);
};

/** The stored credentials checked again (from a refusal), answered `outcome`. */
class RetryCheck implements fc.AsyncCommand<Model, Real> {
  constructor(readonly outcome: 'ok' | ActivationCode) {}
  check = (model: Readonly<Model>) => model.step === 'refused';
  async run(model: Model, real: Real) {
    const view = connectActivationForm(real.actor.getSnapshot(), real.actor.send);
    // The page offers a retry only for the 404 default; the others need a person or another
    // page (the machine still takes RETRY from any host that asks).
    expect(view.canRetry).toBe(model.lastCode === 404);
    if (this.outcome !== 'ok') real.script.check.push(refusal(this.outcome));
    view.retry();
    await settle(20);
    model.lastCode = this.outcome === 'ok' ? null : this.outcome;
    if (this.outcome === 'ok') {
      model.step = 'filling';
      expect(connectActivationForm(real.actor.getSnapshot(), real.actor.send).step).toBe('filling');
    } else {
      expectOutcome(real, this.outcome);
    }
  }
  toString = () => `RetryCheck(${this.outcome})`;
}

/** The account sent, answered `outcome`; a refusal keeps everything typed. */
class Activate implements fc.AsyncCommand<Model, Real> {
  constructor(readonly outcome: 'ok' | ActivationCode) {}
  check = (model: Readonly<Model>) => model.step === 'filling';
  async run(model: Model, real: Real) {
    if (this.outcome !== 'ok') real.script.activate.push(refusal(this.outcome));
    fill(real.actor, ACCOUNT);
    real.actor.send({ type: 'SUBMIT' });
    await settle(20);
    const view = connectActivationForm(real.actor.getSnapshot(), real.actor.send);
    model.lastCode = this.outcome === 'ok' ? null : this.outcome;
    if (this.outcome === 'ok') {
      model.step = 'activated';
      expect(view.step).toBe('activated');
      expect(real.tokens).toEqual(['token-ativado']);
    } else {
      expect(view.step).toBe('filling');
      expect(formValues(real.actor)).toMatchObject(ACCOUNT);
      expectOutcome(real, this.outcome);
    }
  }
  toString = () => `Activate(${this.outcome})`;
}

const outcomes = fc.constantFrom<'ok' | ActivationCode>('ok', 1, 2, 3, 4, 12, 404);

describe('activation machine, model-based', () => {
  test.prop(
    [
      fc.constantFrom<'ok' | ActivationCode>('ok', 1, 2, 3, 4, 12, 404),
      fc.commands(
        [
          outcomes.map((outcome) => new RetryCheck(outcome)),
          outcomes.map((outcome) => new Activate(outcome)),
        ],
        { maxCommands: 12 },
      ),
    ],
    { numRuns: 60 },
  )(
    'the stored credentials, then the account: every refusal is one catalogue error',
    async (firstCheck, commands) => {
      // The first check runs as the machine starts: its answer is scripted before.
      const real = start(
        { step: 'form', credentials: { document: CPF }, withPassword: true },
        { check: firstCheck === 'ok' ? [] : [refusal(firstCheck)] },
      );
      await settle(20);
      const model: Model = {
        step: firstCheck === 'ok' ? 'filling' : 'refused',
        lastCode: firstCheck === 'ok' ? null : firstCheck,
      };
      if (firstCheck !== 'ok') expectOutcome(real, firstCheck);
      await fc.asyncModelRun(() => ({ model, real }), commands);
      real.actor.stop();
    },
  );

  it('reached every code of SPEC §8 (1, 2, 3, 4, 12, 404) through the parent machine', () => {
    expect([...reached].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 12, 404]);
  });
});
