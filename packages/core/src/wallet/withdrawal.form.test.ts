import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { connectForm } from '../forms/form.connect.ts';
import type { ToastInput } from '../notifications/toast.schema.ts';
import type { ClubError } from '../shared/club-error.ts';
import { message } from '../shared/message-keys.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import type { PixType, WithdrawEndpoint } from './withdraw.schema.ts';
import { EMPTY_WITHDRAWAL, withdrawalForm } from './withdrawal.form.ts';

const BALANCE = 10_000;

/** A withdrawal form over the fake wallet, with R$ 100,00 on the server and in the form. */
function openWithdrawal(endpoint: WithdrawEndpoint = 'cashback', balanceCents = BALANCE) {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  ports.world.balanceCents = BALANCE;
  const toasts: ToastInput[] = [];
  const machine = withdrawalForm.withEffects({
    wallet: ports.wallet,
    notify: (toast) => toasts.push(toast),
  });
  const actor = createActor(machine, {
    input: { values: EMPTY_WITHDRAWAL, deps: { endpoint, balanceCents } },
  }).start();
  const form = () => connectForm(actor.getSnapshot(), actor.send);
  const fill = (pixType: PixType, pixKey: string, valueCents: number | null) => {
    form().field('pixType').change(pixType);
    form().field('pixKey').change(pixKey);
    form().field('pixKey').blur();
    form().field('valueCents').change(valueCents);
    form().field('valueCents').blur();
  };
  /** Sends and confirms, then lets the fake wallet answer. */
  const send = async () => {
    form().submit();
    form().confirm();
    await settle();
  };
  return { ports, toasts, form, fill, send };
}

const withdrawCalls = (ports: ReturnType<typeof createFakePorts>) =>
  ports.recordings.calls.filter((call) => call === 'wallet.withdraw');

describe('withdrawal form', () => {
  it.each([
    ['email', 'ana@', 'validation.pixEmail'],
    ['email', 'ana clube.com', 'validation.pixEmail'],
    ['phone', '11 98765', 'validation.pixPhone'],
    ['phone', '+1 415 555 2671', 'validation.pixPhone'],
    ['phone', '(11) 3456-7890', 'validation.pixPhone'],
    ['random', 'not-a-uuid', 'validation.pixRandom'],
    ['random', '123e4567-e89b-12d3-a456-42661417400', 'validation.pixRandom'],
  ] as const)('refuses the %s key %j with %s on the key field', async (pixType, key, expected) => {
    const { ports, form, fill } = openWithdrawal();
    fill(pixType, key, 2500);
    expect(form().field('pixKey').error).toEqual(message(expected));
    expect(form().field('valueCents').error).toBeNull();
    form().submit();
    await settle();
    expect(form().confirming).toBe(false);
    expect(withdrawCalls(ports)).toEqual([]);
  });

  it.each([
    ['email', ' Ana@Clube.COM ', { pix_type: 'email', pix_email: 'ana@clube.com' }],
    ['phone', '+55 (11) 98765-4321', { pix_type: 'phone', pix_phone: '+5511987654321' }],
    [
      'random',
      '123E4567-E89B-12D3-A456-426614174000',
      { pix_type: 'random', pix_random: '123e4567-e89b-12d3-a456-426614174000' },
    ],
  ] as const)(
    'sends a valid %s key normalised, with the value in cents',
    async (pixType, key, sent) => {
      const { ports, form, fill, send } = openWithdrawal();
      fill(pixType, key, 2550);
      expect(form().field('pixKey').error).toBeNull();
      await send();
      expect(ports.recordings.withdrawals).toEqual([
        { endpoint: 'cashback', payload: { ...sent, value: 2550 } },
      ]);
    },
  );

  it('shows key and value for confirmation and sends nothing before CONFIRM', async () => {
    const { ports, form, fill } = openWithdrawal();
    fill('email', 'ana@clube.com', 2500);
    form().submit();
    await settle();
    expect(form().confirming).toBe(true);
    expect(form().values).toEqual({ pixType: 'email', pixKey: 'ana@clube.com', valueCents: 2500 });
    expect(withdrawCalls(ports)).toEqual([]);
    form().cancel();
    expect(form().values.valueCents).toBe(2500);
  });

  it('refuses less than R$ 20 from cashback but accepts R$ 15 from awards', async () => {
    const cashback = openWithdrawal('cashback');
    cashback.fill('email', 'ana@clube.com', 1500);
    expect(cashback.form().field('valueCents').error).toEqual(
      message('validation.minimumWithdrawal'),
    );
    await cashback.send();
    expect(withdrawCalls(cashback.ports)).toEqual([]);

    const awards = openWithdrawal('award');
    awards.fill('email', 'ana@clube.com', 1500);
    expect(awards.form().field('valueCents').error).toBeNull();
    await awards.send();
    expect(awards.ports.recordings.withdrawals).toEqual([
      {
        endpoint: 'award',
        payload: { pix_type: 'email', pix_email: 'ana@clube.com', value: 1500 },
      },
    ]);
  });

  it('checks the value on its own, before any key is typed', () => {
    const { form } = openWithdrawal();
    form().field('valueCents').change(1500);
    form().field('valueCents').blur();
    expect(form().field('valueCents').error).toEqual(message('validation.minimumWithdrawal'));
    form()
      .field('valueCents')
      .change(BALANCE + 1);
    form().field('valueCents').blur();
    expect(form().field('valueCents').error).toEqual(message('withdraw.insufficientBalance'));
    expect(form().field('pixKey').error).toBeNull();
  });

  it('refuses a value over the balance, and an empty value as required', async () => {
    const { ports, form, fill, send } = openWithdrawal();
    fill('email', 'ana@clube.com', BALANCE + 1);
    expect(form().field('valueCents').error).toEqual(message('withdraw.insufficientBalance'));
    form().field('valueCents').change(null);
    form().field('valueCents').blur();
    expect(form().field('valueCents').error).toEqual(message('validation.required'));
    await send();
    expect(withdrawCalls(ports)).toEqual([]);
  });

  it('on a 422 shows the failure with the insufficient-balance reason and an error toast', async () => {
    // The screen's balance is stale: the server holds less than it showed.
    const { ports, toasts, form, fill, send } = openWithdrawal('cashback', BALANCE * 2);
    fill('random', '123e4567-e89b-12d3-a456-426614174000', BALANCE + 500);
    await send();
    expect(form().error).toEqual(message('withdraw.failedInsufficientBalance'));
    expect(toasts).toEqual([
      {
        type: 'error',
        title: message('withdraw.failureTitle'),
        text: message('withdraw.insufficientBalance'),
      },
    ]);
    expect(form().values).toEqual({
      pixType: 'random',
      pixKey: '123e4567-e89b-12d3-a456-426614174000',
      valueCents: BALANCE + 500,
    });
    expect(ports.world.balanceCents).toBe(BALANCE);
  });

  it("on success toasts 'withdraw.success' and the fields go back to empty", async () => {
    const { ports, toasts, form, fill, send } = openWithdrawal();
    fill('email', 'ana@clube.com', 2500);
    await send();
    expect(form().succeeded).toBe(true);
    expect(toasts).toEqual([{ type: 'success', title: message('withdraw.success') }]);
    expect(form().values).toEqual(EMPTY_WITHDRAWAL);
    expect(form().field('pixKey').error).toBeNull();
    expect(ports.recordings.withdrawals).toEqual([
      {
        endpoint: 'cashback',
        payload: { pix_type: 'email', pix_email: 'ana@clube.com', value: 2500 },
      },
    ]);
    expect(ports.world.balanceCents).toBe(BALANCE - 2500);
  });

  it.each([
    ['a 500', { kind: 'server', status: 500, message: 'Internal Server Error' }],
    ['a dropped connection', { kind: 'network', message: 'Failed to fetch' }],
  ] as [string, ClubError][])(
    'keeps key and value after %s, says try later, and does not retry by itself',
    async (_what, failure) => {
      const { ports, toasts, form, fill, send } = openWithdrawal();
      ports.failNext('wallet.withdraw', failure);
      fill('phone', '(21) 99876-5432', 3000);
      await send();
      expect(form().values).toEqual({
        pixType: 'phone',
        pixKey: '(21) 99876-5432',
        valueCents: 3000,
      });
      expect(form().error).toEqual(message('withdraw.failedTryLater'));
      expect(form().failure).toEqual(failure);
      expect(toasts).toEqual([
        {
          type: 'error',
          title: message('withdraw.failureTitle'),
          text: message('withdraw.tryLater'),
        },
      ]);
      await settle();
      expect(withdrawCalls(ports)).toHaveLength(1);
      // The member decides to send again: the same key and value go out.
      await send();
      expect(ports.recordings.withdrawals.at(-1)?.payload).toEqual({
        pix_type: 'phone',
        pix_phone: '+5521998765432',
        value: 3000,
      });
      expect(form().succeeded).toBe(true);
    },
  );
});

describe('withdrawal form and the balance', () => {
  /** A form following the balance as its reloads report it, counting the reloads it asks for. */
  function openLive(start: number) {
    const ports = createFakePorts({ clock: new SimulatedClock() });
    ports.world.balanceCents = start;
    const balance = { cents: start, reloads: 0 };
    const watchers = new Set<(balanceCents: number) => void>();
    const machine = withdrawalForm.withEffects({
      wallet: ports.wallet,
      notify: null,
      onBalanceChanged: () => {
        balance.reloads += 1;
        balance.cents = ports.world.balanceCents;
        for (const changed of watchers) changed(balance.cents);
      },
      watchBalance: (changed) => {
        watchers.add(changed);
        return () => watchers.delete(changed);
      },
    });
    const actor = createActor(machine, {
      input: { values: EMPTY_WITHDRAWAL, deps: { endpoint: 'cashback', balanceCents: start } },
    }).start();
    const form = () => connectForm(actor.getSnapshot(), actor.send);
    const withdraw = async (valueCents: number) => {
      form().field('pixKey').change('ana@clube.com');
      form().field('valueCents').change(valueCents);
      form().submit();
      form().confirm();
      await settle();
    };
    return { ports, balance, form, withdraw };
  }

  it('holds the next draft to what is left after a withdrawal (the balance is reloaded)', async () => {
    const { balance, form, withdraw } = openLive(5000);
    await withdraw(2500);
    expect(form().succeeded).toBe(true);
    expect(balance).toEqual({ cents: 2500, reloads: 1 });
    form().field('valueCents').change(3000);
    form().field('valueCents').blur();
    expect(form().field('valueCents').error).toEqual(message('withdraw.insufficientBalance'));
  });

  it.each([
    ['a dropped connection', { kind: 'network', message: 'Failed to fetch' }, 1],
    ['a time-out', { kind: 'timeout', message: 'slow' }, 1],
    ['a 422', { kind: 'server', status: 422, message: 'Saldo insuficiente' }, 1],
    ['a 500', { kind: 'server', status: 500, message: 'Erro interno simulado' }, 0],
  ] as [string, ClubError, number][])(
    'after %s reloads the balance %i time(s)',
    async (_what, failure, reloads) => {
      const { ports, balance, form, withdraw } = openLive(5000);
      ports.failNext('wallet.withdraw', failure);
      await withdraw(2500);
      expect(form().failure).toEqual(failure);
      expect(balance.reloads).toBe(reloads);
    },
  );
});
