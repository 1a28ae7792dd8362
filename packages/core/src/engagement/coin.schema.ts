import * as z from 'zod/mini';
import { cents, idText, optionalText } from '../shared/schema-fields.ts';

/** The company's engagement coin (SPEC §3); balance in cents. */
export const coinSchema = z.object({
  id: idText,
  program_name: optionalText,
  program_image: optionalText,
  balance: cents,
});

export type Coin = z.output<typeof coinSchema>;
