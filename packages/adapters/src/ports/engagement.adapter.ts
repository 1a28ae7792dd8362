import { campaignSchema } from '@clube/core/campaigns';
import { coinSchema } from '@clube/core/engagement';
import { parseAnswer } from '@clube/core/shared';
import { partnerSchema } from '@clube/core/partners';
import { type EngagementPort, type PartnerListQuery } from '@clube/core';
import type { HttpClient } from '../http/http-client.ts';
import { dataOf, pageOf } from '../shared/answers.ts';
import { apiPath, definedParams, type QueryParams } from '../rest/openapi-types.ts';
import { signalOption } from '../shared/abort-signal.ts';

/** The partners query of the reward and award lists (18 a page unless told). */
export function partnerListParams(
  query: PartnerListQuery,
): QueryParams<'/partners/engagement', 'get'> {
  return { page: query.page, limit: query.limit ?? 18, slug: query.slug || undefined };
}

/** Rewards ('recompensas') over REST: the coin, partners and the catalogue. */
export function createEngagementAdapter(http: HttpClient): EngagementPort {
  return {
    async coin(signal) {
      const body = await http.request('get', apiPath('/engagement/coin'), signalOption(signal));
      return parseAnswer(coinSchema, dataOf(body, 'engagement/coin'), 'engagement/coin');
    },
    async partners(query, signal) {
      const body = await http.request('get', apiPath('/partners/engagement'), {
        searchParams: definedParams(partnerListParams(query)),
        ...signalOption(signal),
      });
      return pageOf(partnerSchema, body, 'partners/engagement');
    },
    async campaigns(query, signal) {
      const params: QueryParams<'/partners/engagement/campaigns', 'get'> = {
        page: query.page,
        limit: query.limit ?? 18,
        title: query.title || undefined,
      };
      const body = await http.request('get', apiPath('/partners/engagement/campaigns'), {
        searchParams: definedParams(params),
        ...signalOption(signal),
      });
      return pageOf(campaignSchema, body, 'partners/engagement/campaigns');
    },
  };
}
