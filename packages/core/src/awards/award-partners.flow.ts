import { pagedFlow } from '../paging/paged.flow.ts';
import type { PagingMachine } from '../paging/paging.machine.ts';
import type { PagingRule } from '../paging/paging.rules.ts';
import type { Partner } from '../partners/partner.schema.ts';
import { PAGE_SIZES } from '../shared/constants.ts';
import type { Flow } from '../shared/flow.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import type { AwardsPort } from './awards.port.ts';

/** What the award partners are filtered by. */
export interface AwardPartnersQuery {
  slug?: string;
}

/** Prêmios: the partners whose campaigns the company grants, page by page. */
export function awardPartnersFlow(
  host: FlowHost<{ awards: AwardsPort }>,
  query: AwardPartnersQuery = {},
  rule?: PagingRule,
): Flow<PagingMachine<Partner, AwardPartnersQuery>> {
  const awards = host.runtime.port('awards');
  return pagedFlow(
    host,
    ({ page, query: filters, signal }) =>
      awards.partners({ ...filters, page, limit: PAGE_SIZES.awards }, signal),
    query,
    rule,
  );
}
