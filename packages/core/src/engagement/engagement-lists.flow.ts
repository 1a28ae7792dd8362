import type { Campaign } from '../campaigns/campaign.schema.ts';
import { pagedFlow } from '../paging/paged.flow.ts';
import type { PagingMachine } from '../paging/paging.machine.ts';
import type { PagingRule } from '../paging/paging.rules.ts';
import type { Partner } from '../partners/partner.schema.ts';
import { PAGE_SIZES } from '../shared/constants.ts';
import type { Flow } from '../shared/flow.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import type { EngagementPort } from './engagement.port.ts';

type EngagementHost = FlowHost<{ engagement: EngagementPort }>;

/** What the reward partners are filtered by. */
export interface EngagementPartnersQuery {
  slug?: string;
}

/** What the reward catalogue is filtered by. */
export interface EngagementCampaignsQuery {
  title?: string;
}

/** Recompensas: the partners payable with points, page by page. */
export function engagementPartnersFlow(
  host: EngagementHost,
  query: EngagementPartnersQuery = {},
  rule?: PagingRule,
): Flow<PagingMachine<Partner, EngagementPartnersQuery>> {
  const engagement = host.runtime.port('engagement');
  return pagedFlow(
    host,
    ({ page, query: filters, signal }) =>
      engagement.partners({ ...filters, page, limit: PAGE_SIZES.engagement }, signal),
    query,
    rule,
  );
}

/** The reward catalogue: the campaigns payable with points, page by page. */
export function engagementCampaignsFlow(
  host: EngagementHost,
  query: EngagementCampaignsQuery = {},
  rule?: PagingRule,
): Flow<PagingMachine<Campaign, EngagementCampaignsQuery>> {
  const engagement = host.runtime.port('engagement');
  return pagedFlow(
    host,
    ({ page, query: filters, signal }) =>
      engagement.campaigns({ ...filters, page, limit: PAGE_SIZES.engagement }, signal),
    query,
    rule,
  );
}
