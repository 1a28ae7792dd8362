import * as z from 'zod/mini';
import { flag, idText, optionalNumber, optionalText } from '../shared/schema-fields.ts';

export const notificationSchema = z.object({
  id: idText,
  title: optionalText,
  read: flag,
  /** Unix seconds, shown as SPEC §8's relative time; null when the server leaves it out. */
  created_at: optionalNumber,
});

export type Notification = z.output<typeof notificationSchema>;
