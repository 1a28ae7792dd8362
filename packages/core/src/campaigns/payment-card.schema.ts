import * as z from 'zod/mini';
import { idText, optionalText } from '../shared/schema-fields.ts';

/** A card the member added for payment campaigns (GET payment/{provider}/card/{number}). */
export const paymentCardSchema = z.object({
  /** What the payment event takes as `card_id`. */
  id: idText,
  provider: optionalText,
  brand: optionalText,
  last_digits: optionalText,
});

export type PaymentCard = z.output<typeof paymentCardSchema>;
