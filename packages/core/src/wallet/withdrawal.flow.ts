import { withIdempotencyKeys } from '../forms/form.machine.ts';
import type { WalletPort } from './wallet.port.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { MemberHost } from '../profile/member.host.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { flow, type Flow } from '../shared/flow.ts';
import type { WithdrawEndpoint } from './withdraw.schema.ts';
import { EMPTY_WITHDRAWAL, withdrawalForm, withdrawalFormMachine } from './withdrawal.form.ts';
import { balanceOf } from './withdrawal.rules.ts';

/**
 * A Pix withdrawal from one balance (cashback, awards or engagement points). Without
 * `balanceCents` the value is held to the member's balance as it is at each check; after a
 * success (or a request that got no answer, or 'saldo insuficiente') the member is reloaded,
 * so the balance shown is the server's.
 */
export function withdrawalFlow(
  club: FlowHost<{ wallet: WalletPort }> & Notifier & MemberHost,
  endpoint: WithdrawEndpoint,
  balanceCents?: number,
): Flow<typeof withdrawalFormMachine> {
  const { member, port, clock } = club.runtime;
  const balanceNow = () => balanceOf(member.getSnapshot().context.user, endpoint);
  const effects = withdrawalForm.withEffects({
    wallet: port('wallet'),
    notify: club.notify,
    onBalanceChanged: () => member.send({ type: 'LOAD' }),
    // A fixed balance stays; otherwise the form follows the member's as it reloads.
    ...(balanceCents === undefined
      ? {
          watchBalance: (changed: (balanceCents: number) => void) => {
            const subscription = member.subscribe(() => changed(balanceNow()));
            return () => subscription.unsubscribe();
          },
        }
      : {}),
  });
  return flow(
    withIdempotencyKeys(effects, club.runtime.newIdempotencyKey),
    { values: EMPTY_WITHDRAWAL, deps: { endpoint, balanceCents: balanceCents ?? balanceNow() } },
    clock,
  );
}
