import * as z from 'zod/mini';

/**
 * What GET user/check answers about a document (SPEC §7): the member it belongs to. Only the
 * document is needed by the start-up; the rest of the answer is the API's business.
 */
export const memberLookupSchema = z.object({
  document: z.string().check(z.minLength(1)),
});

export type MemberLookup = z.output<typeof memberLookupSchema>;
