import * as z from 'zod/mini';
import { flag, optionalIdText, optionalNumber, optionalText } from '../shared/schema-fields.ts';

/** The last notice (SPEC §3): a notice, an award, or just the first-access flag. */
export const noticeSchema = z.object({
  id: optionalIdText,
  type: optionalText,
  name: optionalText,
  message: optionalText,
  provided_by: optionalText,
  image: optionalText,
  image_mobile: optionalText,
  value: optionalNumber,
  firstAccess: flag,
});

export type Notice = z.output<typeof noticeSchema>;
