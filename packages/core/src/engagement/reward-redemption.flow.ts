import { withIdempotencyKeys } from '../forms/form.machine.ts';
import type { Campaign } from '../campaigns/campaign.schema.ts';
import type { CampaignsPort } from '../campaigns/campaigns.port.ts';
import type { MemberHost } from '../profile/member.host.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import type { Coin } from './coin.schema.ts';
import { rewardRedemptionForm, rewardRedemptionFormMachine } from './reward-redemption.form.ts';
import { flow, type Flow } from '../shared/flow.ts';

/**
 * Resgate de Recompensas: the chosen reward paid in the coin as the member opened it, after
 * a confirmation; the member's balances are read again after any answer.
 */
export function rewardRedemptionFlow(
  club: FlowHost<{ campaigns: CampaignsPort }> & MemberHost,
  reward: Campaign,
  coin: Coin,
): Flow<typeof rewardRedemptionFormMachine> {
  const { port, clock, member } = club.runtime;
  const reloadMember = () => member.send({ type: 'LOAD' });
  return flow(
    withIdempotencyKeys(
      rewardRedemptionForm.withEffects({
        campaigns: port('campaigns'),
        onRedeemed: reloadMember,
        onFailed: reloadMember,
      }),
      club.runtime.newIdempotencyKey,
    ),
    { values: { reward: reward.slug }, deps: { reward, coin } },
    clock,
  );
}
