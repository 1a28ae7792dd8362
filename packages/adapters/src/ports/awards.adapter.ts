import { partnerSchema } from '@clube/core/partners';
import { type AwardsPort } from '@clube/core';
import type { HttpClient } from '../http/http-client.ts';
import { pageOf } from '../shared/answers.ts';
import { partnerListParams } from './engagement.adapter.ts';
import { apiPath, definedParams } from '../rest/openapi-types.ts';
import { signalOption } from '../shared/abort-signal.ts';

/** Awards ('prêmios') over REST: partners with award campaigns. */
export function createAwardsAdapter(http: HttpClient): AwardsPort {
  return {
    async partners(query, signal) {
      const body = await http.request('get', apiPath('/partners/awards'), {
        searchParams: definedParams(partnerListParams(query)),
        ...signalOption(signal),
      });
      return pageOf(partnerSchema, body, 'partners/awards');
    },
  };
}
