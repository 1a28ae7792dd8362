import * as z from 'zod/mini';
import { optionalText } from '../shared/schema-fields.ts';

/** A gift card, read by transaction id (SPEC §3). */
export const giftCardSchema = z.object({
  gift_card_code: optionalText,
  gift_card_password: optionalText,
  status: optionalText,
  campaign: z.pipe(
    z.optional(
      z.nullable(
        z.object({ eventData: z.optional(z.nullable(z.object({ rescue_type: optionalText }))) }),
      ),
    ),
    z.transform((value) => ({ eventData: { rescue_type: value?.eventData?.rescue_type ?? null } })),
  ),
});

export type GiftCard = z.output<typeof giftCardSchema>;
