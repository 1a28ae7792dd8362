import type { CampaignsPort } from './campaigns.port.ts';
import type { Category } from './category.schema.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { flow, type Flow } from '../shared/flow.ts';
import { createLoadMachine } from '../shared/load.machine.ts';

const interestsMachine = createLoadMachine<Category[], { campaigns: CampaignsPort }>('interests');

/** The interests an activating member may pick: the club's public categories, loaded at once. */
export function interestOptionsFlow(
  club: FlowHost<{ campaigns: CampaignsPort }>,
): Flow<typeof interestsMachine> {
  const { port, clock } = club.runtime;
  return flow(
    interestsMachine,
    {
      load: (deps) => deps.campaigns.publicCategories(),
      deps: { campaigns: port('campaigns') },
      eager: true,
    },
    clock,
  );
}
