import { parseAnswer } from '@clube/core/shared';
import { searchResultSchema } from '@clube/core/search';
import { type SearchPort } from '@clube/core';
import type { HttpClient } from '../http/http-client.ts';
import { apiPath, type JsonBody } from '../rest/openapi-types.ts';
import { signalOption } from '../shared/abort-signal.ts';

type SearchBody = JsonBody<'/search', 'post'>;

/**
 * The core writes filters on the campaign's shape (`partner.is_exclusive`,
 * `eventData.is_cashback`); the search index names those attributes flat.
 */
const FILTER_ATTRIBUTES: Readonly<Record<string, string>> = {
  'partner.is_exclusive': 'is_exclusive',
  'eventData.is_cashback': 'is_cashback',
};

export function indexFilters(filters: string): string {
  return filters.replace(
    /[\w.]+(?=\s*:)/g,
    (attribute) => FILTER_ATTRIBUTES[attribute] ?? attribute,
  );
}

/** Hits name the campaign id `objectID` (Algolia's shape); the core's campaign calls it `id`. */
function withCampaignIds(body: unknown): unknown {
  const hits = (body as { hits?: unknown } | null)?.hits;
  if (!Array.isArray(hits)) return body;
  return {
    ...(body as object),
    hits: hits.map((hit: unknown) =>
      typeof hit === 'object' && hit !== null && 'objectID' in hit && !('id' in hit)
        ? { ...hit, id: (hit as { objectID: unknown }).objectID }
        : hit,
    ),
  };
}

/** Campaign search over REST; a newer search aborts the older one through its signal. */
export function createSearchAdapter(http: HttpClient): SearchPort {
  return {
    async search(query, signal) {
      const json: SearchBody = {
        index: query.index as SearchBody['index'],
        query: query.query,
        // Pages are 0-based; 10 hits a page is the contract's default.
        page: query.page ?? 0,
        hitsPerPage: query.hitsPerPage ?? 10,
        ...(query.tags?.length ? { tags: query.tags } : {}),
        ...(query.filters ? { filters: indexFilters(query.filters) } : {}),
      };
      const body = await http.request('post', apiPath('/search'), {
        json,
        ...signalOption(signal),
      });
      return parseAnswer(searchResultSchema, withCampaignIds(body), 'search');
    },
  };
}
