import * as z from 'zod/mini';
import { flag, idText, optionalText, textList } from '../shared/schema-fields.ts';

/** The GraphQL API names the banner's partner and campaign as objects (`campaign { slug }`). */
const slugReference = z.optional(z.nullable(z.object({ slug: optionalText })));

/**
 * A banner (SPEC §3). `partner_slug` and `campaign_slug` are the spec's "partner slug" and
 * "campaign slug": read flat, or from the GraphQL answer's `partner { slug }` and
 * `campaign { slug }`.
 */
export const bannerSchema = z.pipe(
  z.object({
    id: idText,
    name: optionalText,
    image: optionalText,
    image_secondary: optionalText,
    link: optionalText,
    type: z.pipe(
      z.optional(z.nullable(z.union([z.number(), z.string()]))),
      z.transform((value) => (value === null || value === undefined ? null : Number(value))),
    ),
    institutional: flag,
    showcase: optionalText,
    tags: textList,
    vidalink: flag,
    only_tagged: flag,
    partner_slug: optionalText,
    campaign_slug: optionalText,
    partner: slugReference,
    campaign: slugReference,
  }),
  z.transform(({ partner, campaign, ...banner }) => ({
    ...banner,
    partner_slug: banner.partner_slug ?? partner?.slug ?? null,
    campaign_slug: banner.campaign_slug ?? campaign?.slug ?? null,
  })),
);

export type Banner = z.output<typeof bannerSchema>;
