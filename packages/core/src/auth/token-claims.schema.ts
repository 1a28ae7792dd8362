import * as z from 'zod/mini';

/**
 * What the club's JWT carries (SPEC §4): the company slug, the expiry in Unix seconds,
 * the member's document and name. The signature is the server's business, not ours.
 */
export const tokenClaimsSchema = z.object({
  company: z.string(),
  exp: z.number(),
  document: z.optional(z.nullable(z.string())),
  name: z.optional(z.nullable(z.string())),
  company_name: z.optional(z.nullable(z.string())),
  generic_app: z.optional(z.nullable(z.boolean())),
});

export type TokenClaims = z.output<typeof tokenClaimsSchema>;
