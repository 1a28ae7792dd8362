import * as z from 'zod/mini';
import { flag, idText, optionalText, textList } from '../shared/schema-fields.ts';

/** A banner (SPEC §3). `partner_slug` and `campaign_slug` are the spec's "partner slug" and "campaign slug". */
export const bannerSchema = z.object({
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
});

export type Banner = z.output<typeof bannerSchema>;
