import { awardRedemptionFormMachine } from './award-redemption.form.ts';
import type { Campaign } from '../campaigns/campaign.schema.ts';
import type { Club } from '../club.ts';
import { flow, type Flow } from '../shared/flow.ts';

/** An award redeemed for one of its amounts, checked against the member's award balance. */
export function awardRedemptionFlow(
  club: Club,
  award: Campaign,
): Flow<typeof awardRedemptionFormMachine> {
  const { port, clock, member } = club.runtime;
  return flow(
    awardRedemptionFormMachine,
    {
      newKey: club.runtime.newIdempotencyKey,
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
