import * as z from 'zod/mini';
import { partnerSchema } from '../partners/partner.schema.ts';
import { campaignTypeOf } from './campaign-action.rules.ts';
import {
  count,
  flag,
  idText,
  listOf,
  optionalNumber,
  optionalObject,
  optionalText,
} from '../shared/schema-fields.ts';

export const CAMPAIGN_SYMBOLS = ['percent', 'currency', 'GRÁTIS', '2x1', 'dynamic'] as const;
export const CAMPAIGN_EVENTS = ['award', 'payment', 'engagement', 'other'] as const;
export type CampaignEventKind = (typeof CAMPAIGN_EVENTS)[number];

/** The tag kinds of a campaign card (SPEC §3). */
export const CAMPAIGN_TAG_KINDS = ['percentage', 'currency'] as const;
export const CAMPAIGN_TAG_SYMBOLS = ['por', 'a-partir', 'de-por', '2x1', 'EXCLUSIVO'] as const;

/** An event the provider does not name (or names otherwise) is 'other'. */
const campaignEvent = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((value): CampaignEventKind =>
    (CAMPAIGN_EVENTS as readonly string[]).includes(value ?? '')
      ? (value as CampaignEventKind)
      : 'other',
  ),
);

export const addressSchema = z.object({
  code: optionalText,
  street: optionalText,
  number: optionalText,
  complement: optionalText,
  neighborhood: optionalText,
  city: optionalText,
  state: optionalText,
});

export type Address = z.output<typeof addressSchema>;

/** What a campaign's event carries: prices, codes, links, cashback and payment details. */
export const campaignEventDataSchema = z.object({
  price: optionalNumber,
  code: optionalText,
  total: optionalNumber,
  link: optionalText,
  cashback_value: optionalNumber,
  cashback_symbol: optionalText,
  is_cashback: flag,
  payment_methods: listOf(z.string()),
  rescue_type: optionalText,
  limit: optionalNumber,
  min_value: optionalNumber,
  max_value: optionalNumber,
  prices_options: listOf(z.number()),
  value: optionalNumber,
});

export type CampaignEventData = z.output<typeof campaignEventDataSchema>;

/** A campaign (offer) of a partner (SPEC §3). Values are what the provider sends. */
export const campaignSchema = z.object({
  id: idText,
  name: optionalText,
  slug: z.string(),
  title: optionalText,
  description: optionalText,
  image: optionalText,
  /** One of the ten types of SPEC §9; anything else reads as 'info'. */
  type: z.pipe(z.optional(z.nullable(z.string())), z.transform(campaignTypeOf)),
  value: optionalNumber,
  discounted_value: optionalNumber,
  symbol: optionalText,
  symbol_text_top: optionalText,
  symbol_text_main: optionalText,
  symbol_text_bottom: optionalText,
  end_date: optionalText,
  important: optionalText,
  howtouse: optionalText,
  voucher: optionalText,
  event: campaignEvent,
  liked_count: count,
  only_cashback: flag,
  is_highlighted: flag,
  /** Exclusive to the member's company: the card's EXCLUSIVO mark and the Exclusivo filter. */
  is_exclusive: flag,
  is_liked: flag,
  is_favorited: flag,
  available_vouchers: optionalNumber,
  max_voucher_per_user: optionalNumber,
  distance: optionalNumber,
  eventData: optionalObject(campaignEventDataSchema),
  addresses: listOf(addressSchema),
  partner: optionalObject(partnerSchema),
});

export type Campaign = z.output<typeof campaignSchema>;
