import type { Campaign } from '../campaigns/campaign.schema.ts';
import type { Partner } from '../partners/partner.schema.ts';
import type { Page } from '../paging/page.schema.ts';
import type { Coin } from './coin.schema.ts';
import type { AbortSignalLike } from '../shared/abort-signal.ts';

export interface PartnerListQuery {
  page?: number;
  limit?: number;
  slug?: string;
  title?: string;
}

/** Rewards ('recompensas'): the coin, the partners and campaigns payable with points. */
export interface EngagementPort {
  coin(signal?: AbortSignalLike): Promise<Coin>;
  partners(query: PartnerListQuery, signal?: AbortSignalLike): Promise<Page<Partner>>;
  campaigns(query: PartnerListQuery, signal?: AbortSignalLike): Promise<Page<Campaign>>;
}

export const EngagementPortToken = Symbol.for('clube.EngagementPort');
