import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createFakePorts } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import type { WithdrawEndpoint } from './withdraw.schema.ts';
import { connectWithdrawal } from './withdrawal.connect.ts';
import { EMPTY_WITHDRAWAL, withdrawalForm } from './withdrawal.form.ts';

function open(endpoint: WithdrawEndpoint = 'cashback', balanceCents = 10_000) {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  ports.world.balanceCents = balanceCents;
  const machine = withdrawalForm.withEffects({ wallet: ports.wallet, notify: null });
  const actor = createActor(machine, {
    input: { values: EMPTY_WITHDRAWAL, deps: { endpoint, balanceCents } },
  }).start();
  return {
    ports,
    view: (balance = balanceCents) => connectWithdrawal(actor.getSnapshot(), actor.send, balance),
  };
}

const money = (text: string) => new RegExp(text.replace('R$ ', 'R\\$\\s'));

describe('connectWithdrawal', () => {
  it('says why a withdrawal cannot start: under the cashback minimum, or nothing to draw', () => {
    expect(open('cashback', 1999).view().blocked).toBe('belowMinimum');
    expect(open('cashback', 0).view().blocked).toBe('nothingToWithdraw');
    expect(open('award', 0).view().blocked).toBe('nothingToWithdraw');
    expect(open('award', 1).view().blocked).toBeNull();
    expect(open('cashback', 2000).view().blocked).toBeNull();
  });

  it('shows the key as it will be sent, the value and what the balance keeps', async () => {
    const { view } = open();
    view().field('pixKey').change(' Ana@Clube.com.br ');
    view().field('valueCents').change(2500);
    view().submit();
    await settle();
    expect(view().step).toBe('confirm');
    expect(view().keyShown).toBe('ana@clube.com.br');
    expect(view().valueText).toMatch(money('R$ 25,00'));
    expect(view().leftText).toMatch(money('R$ 75,00'));
  });

  it('checks a key again when its type changes, once the key was checked', () => {
    const { view } = open();
    view().field('pixKey').change('ana@clube.com.br');
    view().chooseType('phone');
    expect(view().field('pixKey').error).toBeNull();
    view().chooseType('email');
    view().field('pixKey').blur();
    expect(view().field('pixKey').error).toBeNull();
    view().chooseType('phone');
    expect(view().values.pixType).toBe('phone');
    expect(view().field('pixKey').error).not.toBeNull();
  });

  it('says back what went after the form empties, and sends once however often confirm is pressed', async () => {
    const { view, ports } = open();
    view().field('pixKey').change('ana@clube.com.br');
    view().field('valueCents').change(3000);
    view().submit();
    await settle();
    view().confirm();
    view().confirm();
    await settle();
    expect(view().step).toBe('done');
    expect(view().values.pixKey).toBe('');
    expect(view().sent).toEqual({
      keyShown: 'ana@clube.com.br',
      valueText: expect.stringMatching(money('R$ 30,00')),
    });
    expect(ports.recordings.withdrawals).toHaveLength(1);
  });
});
