import { listFiltersMachine } from './list-filters.machine.ts';
import type { ListFilters } from './list-filters.rules.ts';
import type { CompanyConfigHost } from '../company/company-config.host.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { canUse } from '../company/permissions.rules.ts';
import { flow, type Flow } from '../shared/flow.ts';

export function listFiltersFlow(
  club: FlowHost & CompanyConfigHost,
  initial?: Partial<ListFilters>,
): Flow<typeof listFiltersMachine> {
  const config = club.companyConfig.getSnapshot().context.config;
  return flow(
    listFiltersMachine,
    {
      cashbackAllowed: config ? canUse(config, 'cashbackFilter') : false,
      ...(initial ? { initial } : {}),
    },
    club.runtime.clock,
  );
}
