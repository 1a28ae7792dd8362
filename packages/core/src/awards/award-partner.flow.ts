import { awardPartnerMachine, loadAwardPartner } from './award-partner.machine.ts';
import type { AwardsPort } from './awards.port.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { flow, type Flow } from '../shared/flow.ts';
import { withLoad } from '../shared/load.machine.ts';
import { reconnecting } from '../shared/reconnect.actor.ts';

/** The award detail: the award partner of that slug, with its award campaigns. */
export function awardPartnerFlow(
  club: FlowHost<{ awards: AwardsPort }>,
  partnerSlug: string,
): Flow<typeof awardPartnerMachine> {
  const { port, clock } = club.runtime;
  return flow(
    // A partner that failed offline loads again once the host is back online.
    reconnecting(
      withLoad(awardPartnerMachine, (signal) =>
        loadAwardPartner({ awards: port('awards'), slug: partnerSlug }, signal),
      ),
      club.runtime.reconnect,
    ),
    { eager: true },
    clock,
  );
}
