import type { Banner } from './banner.schema.ts';
import type { CampaignsPort } from './campaigns.port.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { flow, type Flow } from '../shared/flow.ts';
import { createLoadMachine, withLoad } from '../shared/load.machine.ts';
import { reconnecting } from '../shared/reconnect.actor.ts';

const bannersMachine = createLoadMachine<Banner[]>('banners');

/**
 * Banners of one kind (SPEC §7 Banners): 0 for the home carousel, 1 for the banners a campaign
 * list shows after every 3 campaigns; a tag narrows them to a vitrine.
 */
export function bannersFlow(
  club: FlowHost<{ campaigns: CampaignsPort }>,
  type: 0 | 1,
  tag?: string,
): Flow<typeof bannersMachine> {
  const { port, clock } = club.runtime;
  const campaigns = port('campaigns');
  return flow(
    // Failed for want of a connection, they are asked again once it is back.
    reconnecting(
      withLoad(bannersMachine, (signal) =>
        campaigns.banners({ type, ...(tag ? { tag } : {}) }, signal),
      ),
      club.runtime.reconnect,
    ),
    { eager: true },
    clock,
  );
}
