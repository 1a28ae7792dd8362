import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { ToastInput } from '../notifications/toast.schema.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { checkModel, stateValues } from '../testing/model.ts';
import { settle } from '../testing/simulated-time.ts';
import { withdrawalMachine } from './withdrawal.machine.ts';

function start(balanceCents = 5000) {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  ports.world.balanceCents = balanceCents;
  const toasts: ToastInput[] = [];
  const actor = createActor(withdrawalMachine, {
    input: {
      wallet: ports.wallet,
      endpoint: 'cashback',
      balanceCents,
      notify: (toast) => toasts.push(toast),
    },
  }).start();
  return { actor, ports, toasts };
}

describe('withdrawal machine', () => {
  it('sends the key in its field and the value in cents, once', async () => {
    const { actor, ports, toasts } = start();
    actor.send({ type: 'SET_PIX_TYPE', pixType: 'phone' });
    actor.send({ type: 'SET_PIX_KEY', pixKey: '(11) 98765-4321' });
    actor.send({ type: 'SET_VALUE', valueReais: 25 });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(ports.recordings.withdrawals).toEqual([
      {
        endpoint: 'cashback',
        payload: { pix_type: 'phone', pix_phone: '+5511987654321', value: 2500 },
      },
    ]);
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(toasts).toEqual([{ type: 'success', title: 'Saque solicitado com sucesso!' }]);
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('refuses less than R$ 20 without calling the server', () => {
    const { actor, ports } = start();
    actor.send({ type: 'SET_PIX_KEY', pixKey: 'a@b.co' });
    actor.send({ type: 'SET_VALUE', valueReais: 19.99 });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errorKeys).toEqual(['validation.minimumWithdrawal']);
    expect(ports.recordings.withdrawals).toEqual([]);
  });

  it("tells 'saldo insuficiente' on HTTP 422, else to try later", async () => {
    const { actor, ports, toasts } = start();
    actor.send({ type: 'SET_PIX_KEY', pixKey: 'a@b.co' });
    actor.send({ type: 'SET_VALUE', valueReais: 30 });
    ports.failNext('wallet.withdraw', { kind: 'server', status: 422, message: 'x' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(toasts.at(-1)).toEqual({
      type: 'error',
      title: 'Houve um erro ao realizar o saque, saldo insuficiente',
    });
    actor.send({ type: 'RESET' });
    ports.failNext('wallet.withdraw', { kind: 'server', status: 500, message: 'x' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(toasts.at(-1)?.title).toBe(
      'Houve um erro ao realizar o saque, por favor, tente novamente mais tarde',
    );
  });

  it('reaches every state in the model, never sending while one is in flight (xstate/graph)', () => {
    const { ports } = start();
    const { reached } = checkModel(withdrawalMachine, {
      input: { wallet: ports.wallet, endpoint: 'cashback', balanceCents: 5000 },
      events: [
        { type: 'SET_PIX_KEY', pixKey: 'a@b.co' },
        { type: 'SET_VALUE', valueReais: 10 },
        { type: 'SET_VALUE', valueReais: 30 },
        { type: 'SUBMIT' },
        { type: 'RESET' },
        { type: 'xstate.done.actor.withdraw' },
        {
          type: 'xstate.error.actor.withdraw',
          error: { kind: 'server', status: 422, message: 'x' },
        },
      ],
      invariant: (snapshot) => {
        if (snapshot.matches('submitting'))
          expect(snapshot.context.sent?.value).toBeGreaterThanOrEqual(2000);
      },
    });
    expect(reached).toEqual(stateValues('editing', 'submitting', 'succeeded', 'failed'));
  });

  type Cmd = fc.AsyncCommand<object, ReturnType<typeof start>>;
  const commands = [
    fc.double({ min: 0, max: 80, noNaN: true }).map<Cmd>((valueReais) => ({
      check: () => true,
      run: async (_model, real) => void real.actor.send({ type: 'SET_VALUE', valueReais }),
      toString: () => `SET_VALUE ${valueReais}`,
    })),
    fc.constantFrom('a@b.co', 'x', '11987654321').map<Cmd>((pixKey) => ({
      check: () => true,
      run: async (_model, real) => void real.actor.send({ type: 'SET_PIX_KEY', pixKey }),
      toString: () => `SET_PIX_KEY ${pixKey}`,
    })),
    fc.integer({ min: 1, max: 4 }).map<Cmd>((clicks) => ({
      check: () => true,
      run: async (_model, real) => {
        const before = real.ports.recordings.withdrawals.length;
        for (let i = 0; i < clicks; i += 1) real.actor.send({ type: 'SUBMIT' });
        await settle();
        expect(real.ports.recordings.withdrawals.length - before).toBeLessThanOrEqual(1);
      },
      toString: () => `SUBMIT x${clicks}`,
    })),
    fc.constant<Cmd>({
      check: () => true,
      run: async (_model, real) => void real.actor.send({ type: 'RESET' }),
      toString: () => 'RESET',
    }),
  ];
  test.prop([fc.commands(commands, { maxCommands: 20 })])(
    'never sends below 2000 cents nor twice for one submit',
    async (cmds) => {
      const real = start(6000);
      await fc.asyncModelRun(() => ({ model: {}, real }), cmds);
      for (const request of real.ports.recordings.withdrawals) {
        expect(request.payload.value).toBeGreaterThanOrEqual(2000);
        expect(Number.isInteger(request.payload.value)).toBe(true);
      }
    },
  );
});
