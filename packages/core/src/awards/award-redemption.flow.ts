import { withIdempotencyKeys } from '../forms/form.machine.ts';
import { awardRedemptionFormMachine } from './award-redemption.form.ts';
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
  return flow(
    withIdempotencyKeys(awardRedemptionFormMachine, club.runtime.newIdempotencyKey),
    {
      values: { value: null },
      deps: {
        campaigns: port('campaigns'),
        award,
        balance: () => member.getSnapshot().context.user?.awards_balance ?? null,
        onRedeemed: () => member.send({ type: 'LOAD' }),
      },
    },
    clock,
  );
}
