import * as z from 'zod/mini';
import { MESSAGE_KEYS } from './message-keys.ts';

/** A `Message` as data (toasts, arbitraries): a known key and its placeholders' values. */
export const messageSchema = z.object({
  key: z.enum(MESSAGE_KEYS),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});

/** An optional message, normalised to `null` like optional text. */
export const optionalMessage = z.pipe(
  z.optional(z.nullable(messageSchema)),
  z.transform((value) => value ?? null),
);
