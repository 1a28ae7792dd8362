import type { NearbyPartner, Shelf } from '../partners/partner.schema.ts';
import type { GeoPosition } from '../location/address.schema.ts';
import type { Page } from '../paging/page.schema.ts';
import type { Banner } from './banner.schema.ts';
import type { Campaign } from './campaign.schema.ts';
import type { Category } from './category.schema.ts';
import type { PaymentCard } from './payment-card.schema.ts';
import type { AbortSignalLike } from '../shared/abort-signal.ts';
import type { MoneyRequestOptions } from '../shared/idempotency-key.port.ts';
import type {
  NegativeExperienceReport,
  NegativeExperienceType,
} from './negative-experience.schema.ts';

export type CampaignOrdering = 'discount' | 'likes' | 'alphabetical' | 'alphainverse';

/** The campaign list query (SPEC §2 "Campaign list query"). */
export interface CampaignFilters {
  page?: number;
  limit?: number;
  category?: string;
  /** A partner's slug: only its campaigns (the login entry's `partner`). */
  partner?: string;
  highlight?: boolean;
  tag?: string;
  cashback?: boolean;
  exclusive?: boolean;
  orderBy?: CampaignOrdering | '';
}

export interface BannerQuery {
  tag?: string;
  type?: 0 | 1;
  page?: number;
  limit?: number;
}

/** What a campaign event asks for (POST campaign/{id}/event). */
export type CampaignEventRequest =
  | { kind: 'link' }
  | { kind: 'code' }
  | { kind: 'reward'; value: number }
  | { kind: 'award'; value: number }
  /** A gift card (epay) of one of the campaign's price options; the server sets the price. */
  | { kind: 'giftCard'; priceOption: number }
  | {
      kind: 'payment';
      /** The price option picked, in cents, for one unit: the server charges option × quantity. */
      priceOption: number;
      method?: string;
      /** Units bought (1 when absent). */
      quantity?: number;
      /** The card added for a card payment (`card_id`). */
      cardId?: string;
    };

/** The event's result: the link of data.data, a code, or the payment's message. */
export interface CampaignEventResult {
  link?: string | null;
  code?: string | null;
  message?: string | null;
  data?: unknown;
}

/** Campaigns, categories, banners, shelves and what a member does on a campaign. */
export interface CampaignsPort {
  list(filters: CampaignFilters, signal?: AbortSignalLike): Promise<Page<Campaign>>;
  get(slug: string, signal?: AbortSignalLike): Promise<Campaign>;
  categories(signal?: AbortSignalLike): Promise<Category[]>;
  publicCategories(signal?: AbortSignalLike): Promise<Category[]>;
  banners(query: BannerQuery, signal?: AbortSignalLike): Promise<Banner[]>;
  paginatedBanners(query: BannerQuery, signal?: AbortSignalLike): Promise<Page<Banner>>;
  shelves(
    query: { quantity: number; highlightQuantity: number },
    signal?: AbortSignalLike,
  ): Promise<Shelf[]>;
  nearby(position: GeoPosition, signal?: AbortSignalLike): Promise<NearbyPartner[]>;
  /** Answers whether the campaign is now liked. */
  toggleLike(slug: string, signal?: AbortSignalLike): Promise<boolean>;
  /** Money-moving events (codes, rewards, awards, payments, gift cards) take a key. */
  requestEvent(
    campaignId: string,
    request: CampaignEventRequest,
    options?: MoneyRequestOptions,
    signal?: AbortSignalLike,
  ): Promise<CampaignEventResult>;
  track(
    campaignId: string,
    payload: Record<string, unknown>,
    signal?: AbortSignalLike,
  ): Promise<void>;
  negativeExperienceTypes(signal?: AbortSignalLike): Promise<NegativeExperienceType[]>;
  reportNegativeExperience(
    campaignId: string,
    report: NegativeExperienceReport,
    signal?: AbortSignalLike,
  ): Promise<void>;
  /**
   * Adds a card for payment campaigns (GET /payment/{provider}/card/{number}); the number
   * goes as digits only (see `cardDigits` in payment/card.rules.ts). Answers the provider's data.
   */
  addPaymentCard(
    provider: string,
    cardNumber: string,
    signal?: AbortSignalLike,
  ): Promise<PaymentCard>;
}

export const CampaignsPortToken = Symbol.for('clube.CampaignsPort');
