import * as z from 'zod/mini';
import {
  flag,
  listOf,
  optionalIdText,
  optionalNumber,
  optionalObject,
  optionalText,
} from '../shared/schema-fields.ts';

/** A campaign in the favorites view (SPEC §3 "Favorited campaign"). */
export const favoritedCampaignSchema = z.object({
  slug: z.string(),
  name: optionalText,
  value: optionalNumber,
  title: optionalText,
  symbol: optionalText,
  end_date: optionalText,
  is_highlighted: flag,
  is_favorited: flag,
  partner: optionalObject(
    z.object({
      slug: optionalText,
      name: optionalText,
      logo: optionalText,
      company_id: optionalIdText,
      categories: listOf(z.object({ slug: optionalText })),
    }),
  ),
});

export type FavoritedCampaign = z.output<typeof favoritedCampaignSchema>;
