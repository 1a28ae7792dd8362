import * as z from 'zod/mini';
import { flag, idText, optionalNumber, optionalText } from '../shared/schema-fields.ts';

/** A campaign category (SPEC §3); menu and home positions order it. */
export const categorySchema = z.object({
  id: idText,
  name: z.string(),
  status: z.pipe(
    z.optional(z.nullable(z.union([z.boolean(), z.number(), z.string()]))),
    z.transform((value) => (value === null || value === undefined ? null : String(value))),
  ),
  slug: z.string(),
  is_menu: flag,
  menu_order: optionalNumber,
  is_home: flag,
  home_order: optionalNumber,
  menu_icon: optionalText,
  color: optionalText,
});

export type Category = z.output<typeof categorySchema>;
