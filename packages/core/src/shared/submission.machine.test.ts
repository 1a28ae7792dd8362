import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { ToastInput } from '../notifications/toast.schema.ts';
import { partnerRequestMachine } from '../partners/partner-request.machine.ts';
import { pharmacyCardMachine } from '../pharmacy/pharmacy-card.machine.ts';
import { supportMachine } from '../support/support.machine.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { checkModel, stateValues } from '../testing/model.ts';
import { settle } from '../testing/simulated-time.ts';
import { cashbackRedemptionMachine } from '../wallet/cashback-redemption.machine.ts';
import { createSubmissionMachine } from './submission.machine.ts';

const ports = () => createFakePorts({ clock: new SimulatedClock() });

function run<TPort>(machine: Parameters<typeof createActor>[0], port: TPort) {
  const toasts: ToastInput[] = [];
  const actor = createActor(
    machine as never,
    { input: { port, notify: (t: ToastInput) => toasts.push(t) } } as never,
  ) as unknown as {
    send(event: unknown): void;
    getSnapshot(): {
      value: string;
      context: { error: { message: string; data?: unknown } | null; result: unknown };
    };
  };
  (actor as unknown as { start(): void }).start();
  return { actor, toasts };
}

describe('support', () => {
  it('sends once and confirms', async () => {
    const fake = ports();
    const { actor, toasts } = run(supportMachine, fake.support);
    actor.send({ type: 'SUBMIT', payload: { subject: 'Ajuda', message: 'Oi' } });
    actor.send({ type: 'SUBMIT', payload: { subject: 'de novo' } });
    await settle();
    expect(fake.recordings.supportRequests).toEqual([{ subject: 'Ajuda', message: 'Oi' }]);
    expect(toasts).toEqual([
      {
        type: 'success',
        title: { key: 'support.successTitle' },
        text: { key: 'support.successText' },
      },
    ]);
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it("fails with 'Ops!' and keeps the server's error data", async () => {
    const fake = ports();
    fake.failNext('support.send', {
      kind: 'server',
      status: 422,
      message: 'x',
      data: { errors: { email: ['inválido'] } },
    });
    const { actor, toasts } = run(supportMachine, fake.support);
    actor.send({ type: 'SUBMIT', payload: {} });
    await settle();
    expect(actor.getSnapshot().context.error?.data).toEqual({ errors: { email: ['inválido'] } });
    expect(toasts).toEqual([
      {
        type: 'error',
        title: { key: 'support.failureTitle' },
        text: { key: 'support.failureText' },
      },
    ]);
    actor.send({ type: 'SUBMIT', payload: {} });
    await settle();
    expect(actor.getSnapshot().value).toBe('succeeded');
  });
});

describe('partner request', () => {
  it('skips undefined and null fields and fails silently', async () => {
    const fake = ports();
    const { actor, toasts } = run(partnerRequestMachine, fake.partners);
    actor.send({
      type: 'SUBMIT',
      payload: { name: 'Loja', phone: undefined, site: null, employees: 3 },
    });
    await settle();
    expect(fake.recordings.partnerRequests).toEqual([{ name: 'Loja', employees: 3 }]);
    const failing = run(partnerRequestMachine, {
      ...fake.partners,
      requestPartnership: async () => false,
    });
    failing.actor.send({ type: 'SUBMIT', payload: {} });
    await settle();
    expect(failing.actor.getSnapshot().value).toBe('failed');
    expect([...toasts, ...failing.toasts]).toEqual([]);
  });
});

describe('pharmacy card', () => {
  it('creates the card or tells it failed', async () => {
    const fake = ports();
    const ok = run(pharmacyCardMachine, fake.pharmacy);
    ok.actor.send({ type: 'SUBMIT', payload: {} });
    await settle();
    expect(ok.toasts).toEqual([{ type: 'success', title: { key: 'pharmacy.created' } }]);
    const refused = run(pharmacyCardMachine, { ...fake.pharmacy, activate: async () => false });
    refused.actor.send({ type: 'SUBMIT', payload: {} });
    await settle();
    expect(refused.toasts).toEqual([{ type: 'error', title: { key: 'pharmacy.failed' } }]);
  });
});

describe('cashback redemption', () => {
  it("confirms, or shows the server's message", async () => {
    const fake = ports();
    const ok = run(cashbackRedemptionMachine, fake.wallet);
    ok.actor.send({ type: 'SUBMIT', payload: { value: 2000 } });
    await settle();
    expect(ok.toasts).toEqual([{ type: 'success', title: { key: 'cashback.redeemed' } }]);
    fake.failNext('wallet.redeemCashback', {
      kind: 'server',
      status: 422,
      message: 'Saldo indisponível',
    });
    const failed = run(cashbackRedemptionMachine, fake.wallet);
    failed.actor.send({ type: 'SUBMIT', payload: { value: 2000 } });
    await settle();
    expect(failed.toasts).toEqual([
      { type: 'error', title: { key: 'errors.server', params: { message: 'Saldo indisponível' } } },
    ]);
  });
});

describe('submission model', () => {
  const machine = createSubmissionMachine<{ calls: number }, number, number>({
    id: 'probe',
    submit: async (port, n) => ((port.calls += 1), n),
  });
  it.each([
    ['support', supportMachine],
    ['partner request', partnerRequestMachine],
    ['pharmacy card', pharmacyCardMachine],
    ['cashback redemption', cashbackRedemptionMachine],
    ['generic', machine],
  ])('%s reaches every state (xstate/graph)', (_name, logic) => {
    const { reached } = checkModel(logic as typeof machine, {
      input: { port: { calls: 0 } },
      events: [
        { type: 'SUBMIT', payload: 1 },
        { type: 'RESET' },
        { type: 'xstate.done.actor.submit', output: 1 },
        { type: 'xstate.error.actor.submit', error: new Error('x') },
      ],
      invariant: (snapshot) => {
        if (snapshot.matches('submitting')) expect(snapshot.context.payload).not.toBeNull();
      },
    });
    expect(reached).toEqual(stateValues('idle', 'submitting', 'succeeded', 'failed'));
  });

  test.prop([fc.array(fc.constantFrom('SUBMIT', 'RESET', 'WAIT'), { maxLength: 15 })])(
    'never has two requests in flight',
    async (steps) => {
      const port = { calls: 0, inFlight: 0, max: 0 };
      const probe = createSubmissionMachine<typeof port, number, number>({
        id: 'probe',
        submit: async (p, n) => {
          p.inFlight += 1;
          p.max = Math.max(p.max, p.inFlight);
          await settle(2);
          p.inFlight -= 1;
          return n;
        },
      });
      const actor = createActor(probe, { input: { port } }).start();
      for (const step of steps) {
        if (step === 'WAIT') await settle(5);
        else actor.send(step === 'SUBMIT' ? { type: 'SUBMIT', payload: 1 } : { type: 'RESET' });
      }
      await settle(10);
      expect(port.max).toBeLessThanOrEqual(1);
    },
  );
});
