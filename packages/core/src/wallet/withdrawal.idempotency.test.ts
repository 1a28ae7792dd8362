import { withIdempotencyKeys } from '../forms/form.machine.ts';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { connectForm } from '../forms/form.connect.ts';
import type { ClubError } from '../shared/club-error.ts';
import { sequentialIdempotencyKeys } from '../shared/idempotency-key.port.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import { EMPTY_WITHDRAWAL, withdrawalForm } from './withdrawal.form.ts';

/** How one confirmed withdrawal ends. */
type Outcome = 'ok' | 'dropped' | 'timeout' | 'unavailable' | 'refused';

const FAILURES: Record<Exclude<Outcome, 'ok'>, ClubError> = {
  dropped: { kind: 'network', message: 'Failed to fetch' },
  timeout: { kind: 'timeout', message: 'Tempo esgotado' },
  unavailable: { kind: 'server', status: 503, message: 'Serviço indisponível' },
  refused: { kind: 'server', status: 422, message: 'Saldo insuficiente' },
};

/** A withdrawal form whose keys are `key-1`, `key-2`… and whose wallet answers as planned. */
function openWithdrawal() {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  ports.world.balanceCents = 1_000_000;
  const effects = withdrawalForm.withEffects({ wallet: ports.wallet, notify: () => undefined });
  const keyed = withIdempotencyKeys(effects, sequentialIdempotencyKeys().newKey);
  const actor = createActor(keyed, {
    input: { values: EMPTY_WITHDRAWAL, deps: { endpoint: 'cashback', balanceCents: 1_000_000 } },
  }).start();
  const form = () => connectForm(actor.getSnapshot(), actor.send);
  let value = 2500;
  /** What the member types (again, after a success empties the form). */
  const fill = (valueCents = value) => {
    value = valueCents;
    form().field('pixType').change('email');
    form().field('pixKey').change('ana@clube.com');
    form().field('valueCents').change(valueCents);
  };
  fill();
  /** The member confirms what is typed; the wallet answers with `outcome`. */
  const confirm = async (outcome: Outcome) => {
    if (form().values.pixKey === '') fill();
    if (outcome !== 'ok') ports.failNext('wallet.withdraw', FAILURES[outcome]);
    form().submit();
    form().confirm();
    await settle();
  };
  const keysSent = () =>
    ports.recordings.idempotencyKeys
      .filter((entry) => entry.call === 'wallet.withdraw')
      .map((entry) => entry.key);
  return { ports, form, fill, confirm, keysSent };
}

describe('withdrawal idempotency key', () => {
  it('is reused when the member retries after a dropped connection, new after a success', async () => {
    const { confirm, keysSent, ports } = openWithdrawal();
    await confirm('dropped');
    await confirm('ok');
    await confirm('ok');
    expect(keysSent()).toEqual(['key-1', 'key-1', 'key-2']);
    expect(ports.recordings.withdrawals).toHaveLength(2);
  });

  it('is new after a refusal, and after the member changes the value', async () => {
    const { confirm, keysSent, fill } = openWithdrawal();
    await confirm('refused');
    await confirm('dropped');
    fill(3000);
    await confirm('ok');
    expect(keysSent()).toEqual(['key-1', 'key-2', 'key-3']);
  });

  it('a confirmation retried after its answer was lost moves the money once', async () => {
    const { ports, form, keysSent } = openWithdrawal();
    form().submit();
    form().confirm();
    await settle();
    const balance = ports.world.balanceCents;
    // The same key sent again (what a retry after a lost answer does) is answered, not redone.
    await ports.wallet.withdraw(
      { endpoint: 'cashback', payload: ports.recordings.withdrawals[0]!.payload },
      { idempotencyKey: keysSent()[0]! },
    );
    expect(ports.world.balanceCents).toBe(balance);
    expect(ports.recordings.withdrawals).toHaveLength(1);
  });

  /**
   * Model: a confirmation takes the key kept from the last one, or a new one; a success, a
   * refusal (4xx) or a change of the value drops it; an unknown outcome (dropped connection,
   * timeout, 5xx) keeps it for the retry.
   */
  test.prop(
    [
      fc.array(
        fc.oneof(
          fc.constantFrom<Outcome>('ok', 'dropped', 'timeout', 'unavailable', 'refused'),
          fc.constant('change' as const),
        ),
        { minLength: 1, maxLength: 12 },
      ),
    ],
    { numRuns: 60 },
  )('sends the key the model predicts for any sequence of confirmations', async (steps) => {
    const { confirm, keysSent, fill, ports } = openWithdrawal();
    const expected: string[] = [];
    let issued = 0;
    let kept: string | null = null;
    let value = 2500;
    for (const step of steps) {
      if (step === 'change') {
        value += 100;
        fill(value);
        kept = null;
        continue;
      }
      const key: string = kept ?? `key-${++issued}`;
      expected.push(key);
      await confirm(step);
      kept = step === 'ok' || step === 'refused' ? null : key;
    }
    expect(keysSent()).toEqual(expected);
    expect(ports.recordings.withdrawals).toHaveLength(steps.filter((s) => s === 'ok').length);
  });
});
