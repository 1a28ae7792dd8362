import * as z from 'zod/mini';
import { campaignSchema } from './campaign.schema.ts';
import { count, listOf } from '../shared/schema-fields.ts';

/** A search answer (SPEC §7): hits, nbHits and page. */
export const searchResultSchema = z.object({
  hits: listOf(campaignSchema),
  nbHits: count,
  page: count,
});

export type SearchResult = z.output<typeof searchResultSchema>;

export const EMPTY_SEARCH_RESULT: SearchResult = { hits: [], nbHits: 0, page: 0 };
