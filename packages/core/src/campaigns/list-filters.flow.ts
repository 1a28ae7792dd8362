import { listFiltersMachine } from './list-filters.machine.ts';
import type { ListFilters } from './list-filters.rules.ts';
import type { Club } from '../club.ts';
import { canUse } from '../company/permissions.rules.ts';
import { flow, type Flow } from '../shared/flow.ts';

export function listFiltersFlow(
  club: Club,
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
