import type { AwardsPort } from '../awards/awards.port.ts';
import type { CampaignsPort } from '../campaigns/campaigns.port.ts';
import type { CompanyConfigHost } from '../company/company-config.host.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { canUse } from '../company/permissions.rules.ts';
import { homeMachine } from './home.machine.ts';
import { flow, type Flow } from '../shared/flow.ts';

/** The home's shelves and (with awards) the award shelf; the carousel is `bannersFlow(club, 0)`. */
export function homeFlow(
  club: FlowHost<{ awards: AwardsPort; campaigns: CampaignsPort }> & CompanyConfigHost,
): Flow<typeof homeMachine> {
  const { port, clock } = club.runtime;
  const config = club.companyConfig.getSnapshot().context.config;
  return flow(
    homeMachine,
    {
      campaigns: port('campaigns'),
      awards: port('awards'),
      withAwards: config ? canUse(config, 'awards') : false,
    },
    clock,
  );
}
