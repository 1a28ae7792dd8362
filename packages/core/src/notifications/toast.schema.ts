import * as z from 'zod/mini';
import { NOTIFICATION_TYPES } from '../shared/constants.ts';
import { optionalText } from '../shared/schema-fields.ts';

/** A feedback toast (SPEC §3). `title` and `text` are final texts or message keys' texts. */
export const toastSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  text: optionalText,
  icon: optionalText,
});

export type ToastInput = z.input<typeof toastSchema>;
export type Toast = z.output<typeof toastSchema> & { id: string };
