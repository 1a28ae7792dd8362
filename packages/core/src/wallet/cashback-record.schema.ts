import * as z from 'zod/mini';
import { cents, flag, idText, optionalObject, optionalText } from '../shared/schema-fields.ts';

/** A cashback record (SPEC §3); amounts in cents. Status values are not in the spec. */
export const cashbackRecordSchema = z.object({
  id: idText,
  date: optionalText,
  created_at: optionalText,
  available: flag,
  total: cents,
  status: optionalText,
  user_comission: cents,
  partner: optionalObject(z.object({ logo: optionalText, name: optionalText })),
  campaign: optionalObject(z.object({ title: optionalText })),
});

export type CashbackRecord = z.output<typeof cashbackRecordSchema>;
