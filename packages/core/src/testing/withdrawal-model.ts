import * as fc from 'fast-check';
import { createActor, type ActorRefFrom } from 'xstate';
import type { WithdrawRequest } from '../wallet/withdraw.schema.ts';
import {
  EMPTY_WITHDRAWAL,
  withdrawalForm,
  withdrawalFormMachine,
  type WithdrawalValues,
} from '../wallet/withdrawal.form.ts';
import { arbitraryClubError } from './arbitraries.ts';
import { completeInvoke, failInvoke } from './invoke.ts';

/** What the withdrawal form should be doing, as the model sees it. */
export interface WithdrawalModel {
  balanceCents: number;
  state: 'editing' | 'confirming' | 'submitting' | 'succeeded';
  /** Whether the values typed make a withdrawal the form may send. */
  valid: boolean;
  /** Requests the wallet should have received: one per confirmation. */
  sent: number;
}

/** The form under test, over a wallet that never answers by itself (the commands answer). */
export interface WithdrawalReal {
  actor: ActorRefFrom<typeof withdrawalFormMachine>;
  requests: WithdrawRequest[];
}

export type WithdrawalCommand = fc.AsyncCommand<WithdrawalModel, WithdrawalReal>;

/** A cashback withdrawal form with `balanceCents`, whose wallet holds every request. */
export function startHeldWithdrawal(balanceCents: number): WithdrawalReal & {
  /** For `fc.asyncModelRun`: the model and this form. */
  setup: () => { model: WithdrawalModel; real: WithdrawalReal };
  stop(): void;
} {
  const requests: WithdrawRequest[] = [];
  const wallet = {
    withdraw: (request: WithdrawRequest) => {
      requests.push(request);
      return new Promise<void>(() => undefined);
    },
  };
  const machine = withdrawalForm.withEffects({ wallet: wallet as never, notify: null });
  const actor = createActor(machine, {
    input: { values: EMPTY_WITHDRAWAL, deps: { endpoint: 'cashback', balanceCents } },
  }).start();
  const real = { actor, requests };
  return {
    ...real,
    setup: () => ({ model: { balanceCents, state: 'editing', valid: false, sent: 0 }, real }),
    stop: () => actor.stop(),
  };
}

/** Throws when the form and the model disagree (state, requests sent, what was sent). */
export function agreeWithWithdrawalModel(model: WithdrawalModel, real: WithdrawalReal): void {
  const state = real.actor.getSnapshot().value;
  const problems = [
    state === model.state ? null : `state ${state}, model ${model.state}`,
    real.requests.length === model.sent
      ? null
      : `${real.requests.length} sent, model ${model.sent}`,
    real.requests.every((request) => request.payload.value <= model.balanceCents)
      ? null
      : 'a request asked for more than the balance',
  ].filter((problem) => problem !== null);
  if (problems.length > 0) throw new Error(`withdrawal model: ${problems.join('; ')}`);
}

const command = (
  label: string,
  step: (model: WithdrawalModel, real: WithdrawalReal) => void,
): WithdrawalCommand => ({
  check: () => true,
  run: async (model, real) => {
    step(model, real);
    await Promise.resolve();
    agreeWithWithdrawalModel(model, real);
  },
  toString: () => label,
});

const change = (real: WithdrawalReal, values: WithdrawalValues): void => {
  for (const field of ['pixType', 'pixKey', 'valueCents'] as const) {
    real.actor.send({ type: 'CHANGE', field, value: values[field] });
  }
};

/**
 * The withdrawal form's `fc.commands` model: fill valid or invalid values (a bad key, a value
 * below R$ 20 or above the balance), submit, confirm, cancel, reset, and the wallet's answer
 * or any ClubError. Checks after every step that the form is where the model says, that it
 * sent one request per confirmation and never more than the balance.
 */
export function withdrawalCommands(balanceCents: number): fc.Arbitrary<WithdrawalCommand>[] {
  const fill = (valid: boolean) => (values: WithdrawalValues) =>
    command(`Fill(${JSON.stringify(values)})`, (model, real) => {
      change(real, values);
      if (model.state !== 'editing' && model.state !== 'succeeded') return;
      model.state = 'editing';
      model.valid = valid;
    });
  const key = fc.constantFrom('ana@clube.com', 'bia.souza@exemplo.com.br');
  const validValues = fc
    .record({ key, cents: fc.integer({ min: 2000, max: Math.max(2000, balanceCents) }) })
    .filter(({ cents }) => cents <= balanceCents)
    .map(({ key: pixKey, cents }) => ({ pixType: 'email' as const, pixKey, valueCents: cents }));
  const invalidValues = fc.oneof(
    fc.record({
      pixType: fc.constant('email' as const),
      pixKey: fc.constant('ana@'),
      valueCents: fc.constant(2500),
    }),
    fc.record({
      pixType: fc.constant('email' as const),
      pixKey: key,
      valueCents: fc.integer({ min: 1, max: 1999 }),
    }),
    fc.record({
      pixType: fc.constant('email' as const),
      pixKey: key,
      valueCents: fc.integer({ min: balanceCents + 1, max: balanceCents + 100_000 }),
    }),
  );
  return [
    validValues.map(fill(true)),
    invalidValues.map(fill(false)),
    fc.constant(
      command('Submit', (model, real) => {
        real.actor.send({ type: 'SUBMIT' });
        if (model.state === 'editing' && model.valid) model.state = 'confirming';
      }),
    ),
    fc.constant(
      command('Confirm', (model, real) => {
        real.actor.send({ type: 'CONFIRM' });
        if (model.state !== 'confirming') return;
        model.state = 'submitting';
        model.sent += 1;
      }),
    ),
    fc.constant(
      command('Cancel', (model, real) => {
        real.actor.send({ type: 'CANCEL' });
        if (model.state === 'confirming') model.state = 'editing';
      }),
    ),
    fc.constant(
      command('Reset', (model, real) => {
        real.actor.send({ type: 'RESET' });
        if (model.state !== 'editing' && model.state !== 'succeeded') return;
        model.state = 'editing';
        model.valid = false;
      }),
    ),
    fc.constant(
      command('Answer', (model, real) => {
        if (model.state !== 'submitting') return;
        completeInvoke(real.actor, undefined);
        model.state = 'succeeded';
        model.valid = false; // the form starts afresh after a success
      }),
    ),
    arbitraryClubError.map((error) =>
      command(`Fail(${error.kind})`, (model, real) => {
        if (model.state !== 'submitting') return;
        failInvoke(real.actor, error);
        model.state = 'editing'; // the values stay: the member may send again
      }),
    ),
  ];
}
