import * as z from 'zod/mini';
import { companyChoiceSchema, type CompanyChoice } from '../auth/auth-state.schema.ts';
import { optionalText } from '../shared/schema-fields.ts';

/**
 * What activate/check and activate/verify answer about a member who may activate (SPEC §7):
 * the data the form starts from and the companies the sign-up may be confirmed at. Every
 * field may be missing; a company without a slug is left out.
 */
export const verifiedMemberSchema = z.object({
  document: optionalText,
  name: optionalText,
  last_name: optionalText,
  email: optionalText,
  companies: z.pipe(
    z.optional(z.nullable(z.array(z.unknown()))),
    z.transform((list): CompanyChoice[] =>
      (list ?? []).flatMap((entry) => {
        const choice = companyChoiceSchema.safeParse(
          typeof entry === 'string' ? { slug: entry } : entry,
        );
        return choice.success ? [choice.data] : [];
      }),
    ),
  ),
});

export type VerifiedMember = z.output<typeof verifiedMemberSchema>;

const NOBODY: VerifiedMember = {
  document: null,
  name: null,
  last_name: null,
  email: null,
  companies: [],
};

/** The verified member as far as the answer says it; an answer of another shape says nothing. */
export function verifiedMemberOf(answer: unknown): VerifiedMember {
  const parsed = verifiedMemberSchema.safeParse(answer);
  return parsed.success ? parsed.data : NOBODY;
}

/** A stored company entry as a choice (older entries hold only the slug). */
export function companyChoiceOf(entry: string | CompanyChoice): CompanyChoice {
  return typeof entry === 'string' ? { slug: entry, title: null } : entry;
}
