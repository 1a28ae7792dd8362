import type { CampaignsPort } from './campaigns.port.ts';
import type { Category } from './category.schema.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { flow, type Flow } from '../shared/flow.ts';
import { createLoadMachine, withLoad } from '../shared/load.machine.ts';

const interestsMachine = createLoadMachine<Category[]>('interests');

/** The interests an activating member may pick: the club's public categories, loaded at once. */
export function interestOptionsFlow(
  club: FlowHost<{ campaigns: CampaignsPort }>,
): Flow<typeof interestsMachine> {
  const { port, clock } = club.runtime;
  const campaigns = port('campaigns');
  return flow(
    withLoad(interestsMachine, (signal) => campaigns.publicCategories(signal)),
    { eager: true },
    clock,
  );
}
