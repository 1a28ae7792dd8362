import { pagedFlow } from '../paging/paged.flow.ts';
import type { PagingMachine } from '../paging/paging.machine.ts';
import type { PagingRule } from '../paging/paging.rules.ts';
import { PAGE_SIZES } from '../shared/constants.ts';
import type { Flow } from '../shared/flow.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import type { Partner } from './partner.schema.ts';
import type { PartnersPort } from './partners.port.ts';

/** What the partner list is filtered by. */
export interface PartnersListQuery {
  is_main?: boolean;
}

/** The club's partners, page by page (a shelf's worth at a time). */
export function partnersListFlow(
  host: FlowHost<{ partners: PartnersPort }>,
  query: PartnersListQuery = {},
  rule?: PagingRule,
): Flow<PagingMachine<Partner, PartnersListQuery>> {
  const partners = host.runtime.port('partners');
  return pagedFlow(
    host,
    ({ page, query: filters, signal }) =>
      partners.list({ ...filters, page, limit: PAGE_SIZES.shelfPartners }, signal),
    query,
    rule,
  );
}
