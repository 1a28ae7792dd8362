import * as z from 'zod/mini';
import {
  flag,
  idText,
  listOf,
  optionalIdText,
  optionalNumber,
  optionalText,
} from '../shared/schema-fields.ts';

const partnerColorsSchema = z.pipe(
  z.optional(z.nullable(z.object({ primary: optionalText }))),
  z.transform((value) => value ?? { primary: null }),
);

const partnerCategorySchema = z.object({ slug: optionalText, name: optionalText });

/**
 * A campaign as a partner carries it: slug, name and title at least; the rewards and awards
 * lists (partners/engagement, partners/awards) also send its image and its price in the coin.
 */
const partnerCampaignSchema = z.object({
  slug: z.string(),
  name: optionalText,
  title: optionalText,
  id: z.optional(idText),
  image: optionalText,
  eventData: z.pipe(
    z.optional(z.nullable(z.object({ price: optionalNumber }))),
    z.transform((value) => value ?? { price: null }),
  ),
});

export type PartnerCampaign = z.output<typeof partnerCampaignSchema>;

/** A partner (SPEC §3). Its campaigns are summaries (see `partnerCampaignSchema`). */
export const partnerSchema = z.object({
  id: optionalIdText,
  slug: z.string(),
  name: z.string(),
  color: optionalText,
  logo: optionalText,
  logo_negative: optionalText,
  contact: z.pipe(
    z.optional(z.nullable(z.object({ phone: optionalText }))),
    z.transform((value) => value ?? { phone: null }),
  ),
  categories: listOf(partnerCategorySchema),
  description: optionalText,
  is_exclusive: flag,
  colors: partnerColorsSchema,
  campaigns: listOf(partnerCampaignSchema),
});

export type Partner = z.output<typeof partnerSchema>;

/** A partner on a home shelf. */
export const shelfPartnerSchema = z.object({
  slug: z.string(),
  name: z.string(),
  logo: optionalText,
  logo_negative: optionalText,
  colors: partnerColorsSchema,
});

export type ShelfPartner = z.output<typeof shelfPartnerSchema>;

/** A nearby partner: a partner plus its distance in km. */
export const nearbyPartnerSchema = z.extend(partnerSchema, { distance: optionalNumber });

export type NearbyPartner = z.output<typeof nearbyPartnerSchema>;

/** A shelf: its name and partners (SPEC §2 "Principais Parceiros" by default). */
export const shelfSchema = z.object({
  name: optionalText,
  slug: optionalText,
  /** The permission a company needs to see the shelf (Destaques: highlight); null for all. */
  permission: optionalText,
  partners: listOf(shelfPartnerSchema),
});

export type Shelf = z.output<typeof shelfSchema>;
