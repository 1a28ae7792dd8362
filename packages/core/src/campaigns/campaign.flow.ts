import { campaignMachine } from './campaign.machine.ts';
import type { CampaignsPort } from './campaigns.port.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { flow, type Flow } from '../shared/flow.ts';

export function campaignFlow(
  club: FlowHost<{ campaigns: CampaignsPort }> & Notifier,
  slug: string,
): Flow<typeof campaignMachine> {
  const { port, clock } = club.runtime;
  return flow(
    campaignMachine,
    {
      campaigns: port('campaigns'),
      slug,
      notify: club.notify,
      newKey: club.runtime.newIdempotencyKey,
    },
    clock,
  );
}
