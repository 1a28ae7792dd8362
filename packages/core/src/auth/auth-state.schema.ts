import * as z from 'zod/mini';

/**
 * The persisted session (SPEC §3 "Auth state"). The password of the stored credentials is
 * deliberately never persisted: only the document and the activate flag, which the
 * activation form needs, are kept.
 */
export const authStateSchema = z.object({
  token: z.string(),
  company: z.string(),
  company_name: z.nullable(z.string()),
  /** Milliseconds since the epoch (the token's `exp` × 1000). */
  expiresAt: z.number(),
  document: z.nullable(z.string()),
  name: z.nullable(z.string()),
});

export type AuthState = z.output<typeof authStateSchema>;

/** A company a member may activate at: its slug, and its title when the API sent one. */
export const companyChoiceSchema = z.object({
  slug: z.string().check(z.minLength(1)),
  title: z.optional(z.nullable(z.string())),
});

export type CompanyChoice = z.output<typeof companyChoiceSchema>;

export const storedCredentialsSchema = z.object({
  document: z.string(),
  activate: z.optional(z.boolean()),
  api: z.optional(z.boolean()),
  /**
   * The companies a sign-up may confirm at (/verificacao needs at least one): slugs, or
   * slugs with their titles as activate/verify answers them.
   */
  companies: z.optional(z.array(z.union([z.string(), companyChoiceSchema]))),
  /** The company the member confirmed at /verificacao (the activation goes there). */
  company: z.optional(z.string()),
});

export type StoredCredentials = z.output<typeof storedCredentialsSchema>;
