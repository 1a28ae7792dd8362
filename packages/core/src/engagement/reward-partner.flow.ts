import type { EngagementPort } from './engagement.port.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { loadRewardPartner, rewardPartnerMachine } from './reward-partner.machine.ts';
import { flow, type Flow } from '../shared/flow.ts';
import { withLoad } from '../shared/load.machine.ts';
import { reconnecting } from '../shared/reconnect.actor.ts';

/** Detalhes da recompensa: the engagement partner of that slug, with its rewards. */
export function rewardPartnerFlow(
  club: FlowHost<{ engagement: EngagementPort }>,
  partnerSlug: string,
): Flow<typeof rewardPartnerMachine> {
  const { port, clock } = club.runtime;
  return flow(
    // A partner that failed offline loads again once the host is back online.
    reconnecting(
      withLoad(rewardPartnerMachine, (signal) =>
        loadRewardPartner({ engagement: port('engagement'), slug: partnerSlug }, signal),
      ),
      club.runtime.reconnect,
    ),
    { eager: true },
    clock,
  );
}
