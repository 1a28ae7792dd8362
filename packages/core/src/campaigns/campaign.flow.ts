import { campaignMachine } from './campaign.machine.ts';
import type { Club } from '../club.ts';
import { flow, type Flow } from '../shared/flow.ts';

export function campaignFlow(club: Club, slug: string): Flow<typeof campaignMachine> {
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
