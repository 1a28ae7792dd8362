import * as z from 'zod/mini';
import { NOTIFICATION_TYPES } from '../shared/constants.ts';
import { messageSchema, optionalMessage } from '../shared/message.schema.ts';
import { optionalText } from '../shared/schema-fields.ts';

/**
 * A feedback toast (SPEC §3). `title` and `text` are messages, put into words by the host in
 * its reader's language; like and favorite toasts title the offer ('Oferta {{title}}').
 */
export const toastSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  title: messageSchema,
  text: optionalMessage,
  icon: optionalText,
});

export type ToastInput = z.input<typeof toastSchema>;
export type Toast = z.output<typeof toastSchema> & { id: string };
