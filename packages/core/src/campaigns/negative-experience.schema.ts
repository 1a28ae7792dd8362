import * as z from 'zod/mini';
import { idText } from '../shared/schema-fields.ts';

/** A kind of bad experience a member can report about a campaign (SPEC §3). */
export const negativeExperienceTypeSchema = z.object({
  id: idText,
  title: z.string(),
  status: z.pipe(
    z.optional(z.nullable(z.union([z.boolean(), z.number(), z.string()]))),
    z.transform((value) => (value === null || value === undefined ? null : String(value))),
  ),
});

export type NegativeExperienceType = z.output<typeof negativeExperienceTypeSchema>;

/** What a member sends when reporting one. */
export interface NegativeExperienceReport {
  negative_experience_id: string;
  message?: string;
}
