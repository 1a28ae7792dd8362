import * as z from 'zod/mini';
import { flag, idText, optionalText } from '../shared/schema-fields.ts';

export const notificationSchema = z.object({
  id: idText,
  title: optionalText,
  read: flag,
});

export type Notification = z.output<typeof notificationSchema>;
