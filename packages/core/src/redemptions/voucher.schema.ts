import * as z from 'zod/mini';
import {
  flag,
  idText,
  optionalNumber,
  optionalObject,
  optionalText,
} from '../shared/schema-fields.ts';

/** The campaign summary a voucher carries. */
export const voucherCampaignSchema = z.object({
  title: optionalText,
  description: optionalText,
  value: optionalNumber,
  symbol: optionalText,
  important: optionalText,
  partner: optionalObject(
    z.object({
      logo: optionalText,
      name: optionalText,
      is_exclusive: flag,
      contact: optionalObject(z.object({ phone: optionalText })),
    }),
  ),
});

/** A voucher (SPEC §3). */
export const voucherSchema = z.object({
  id: idText,
  code: optionalText,
  expire_date: optionalText,
  created_at: optionalText,
  company_user: z.optional(z.unknown()),
  link: optionalText,
  available: flag,
  updated_at: optionalText,
  campaign: optionalObject(voucherCampaignSchema),
});

export type Voucher = z.output<typeof voucherSchema>;
