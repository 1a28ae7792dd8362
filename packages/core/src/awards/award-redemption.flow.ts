import { withIdempotencyKeys } from '../forms/form.machine.ts';
import { awardRedemptionForm, awardRedemptionFormMachine } from './award-redemption.form.ts';
import type { Campaign } from '../campaigns/campaign.schema.ts';
import type { CampaignsPort } from '../campaigns/campaigns.port.ts';
import type { MemberHost } from '../profile/member.host.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { flow, type Flow } from '../shared/flow.ts';

/** An award redeemed for one of its amounts, checked against the member's award balance. */
export function awardRedemptionFlow(
  club: FlowHost<{ campaigns: CampaignsPort }> & MemberHost,
  award: Campaign,
): Flow<typeof awardRedemptionFormMachine> {
  const { port, clock, member } = club.runtime;
  const balanceNow = () => member.getSnapshot().context.user?.awards_balance ?? null;
  return flow(
    withIdempotencyKeys(
      awardRedemptionForm.withEffects({
        campaigns: port('campaigns'),
        onRedeemed: () => member.send({ type: 'LOAD' }),
        watchBalance: (changed) => {
          const subscription = member.subscribe(() => changed(balanceNow()));
          return () => subscription.unsubscribe();
        },
      }),
      club.runtime.newIdempotencyKey,
    ),
    { values: { value: null }, deps: { award, balance: balanceNow() } },
    clock,
  );
}
