import type { Page } from '../paging/page.schema.ts';
import type { FavoritedCampaign } from './favorited-campaign.schema.ts';
import type { AbortSignalLike } from '../shared/abort-signal.ts';

export interface FavoritedCampaignsQuery {
  page?: number;
  limit?: number;
  ordering?: 'discount' | 'likes' | 'alphabetical' | '';
  exclusive?: boolean;
  cashback?: boolean;
}

export interface FavoritesPort {
  /** The slugs of the member's favorite campaigns. */
  slugs(signal?: AbortSignalLike): Promise<string[]>;
  campaigns(
    query: FavoritedCampaignsQuery,
    signal?: AbortSignalLike,
  ): Promise<Page<FavoritedCampaign>>;
  /** Answers whether the campaign is now a favorite. */
  toggle(slug: string, signal?: AbortSignalLike): Promise<boolean>;
}

export const FavoritesPortToken = Symbol.for('clube.FavoritesPort');
