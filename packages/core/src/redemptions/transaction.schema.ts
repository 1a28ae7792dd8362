import * as z from 'zod/mini';
import {
  flag,
  idText,
  listOf,
  optionalNumber,
  optionalObject,
  optionalText,
} from '../shared/schema-fields.ts';

/** A redemption or purchase (SPEC §3 "Transaction"). */
export const transactionSchema = z.object({
  id: idText,
  type: optionalText,
  value: optionalNumber,
  status: optionalText,
  quantity: optionalNumber,
  created_at: optionalText,
  transaction_id: optionalText,
  available: flag,
  campaign: optionalObject(
    z.object({
      end_date: optionalText,
      howtouse: optionalText,
      event: optionalText,
      created_at: optionalText,
      partner: optionalObject(
        z.object({ name: optionalText, slug: optionalText, logo: optionalText }),
      ),
    }),
  ),
  vouchers: listOf(
    z.object({ id: idText, code: optionalText, expire_date: optionalText, status: optionalText }),
  ),
});

export type Transaction = z.output<typeof transactionSchema>;
