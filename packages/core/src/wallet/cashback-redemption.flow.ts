import { withIdempotencyKeys } from '../forms/form.machine.ts';
import type { WalletPort } from './wallet.port.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { MemberHost } from '../profile/member.host.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { flow, type Flow } from '../shared/flow.ts';
import {
  cashbackRedemptionForm,
  cashbackRedemptionFormMachine,
} from './cashback-redemption.form.ts';

/**
 * Redeems the available cashback after the member confirms, then reloads the balance (and
 * calls `onRedeemed`, e.g. a screen's list of records, whose statuses changed).
 */
export function cashbackRedemptionFlow(
  club: FlowHost<{ wallet: WalletPort }> & Notifier & MemberHost,
  options: { onRedeemed?: () => void } = {},
): Flow<typeof cashbackRedemptionFormMachine> {
  const { port, clock, member } = club.runtime;
  return flow(
    withIdempotencyKeys(
      cashbackRedemptionForm.withEffects({
        wallet: port('wallet'),
        notify: club.notify,
        onRedeemed: () => {
          member.send({ type: 'LOAD' });
          options.onRedeemed?.();
        },
      }),
      club.runtime.newIdempotencyKey,
    ),
    { values: {}, deps: {} },
    clock,
  );
}
