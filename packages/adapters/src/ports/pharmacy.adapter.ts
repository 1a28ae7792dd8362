import type { PharmacyPort } from '@clube/core';
import type { HttpClient } from '../http/http-client.ts';
import { booleanOf, fieldOf } from '../shared/answers.ts';
import { apiPath, type JsonBody } from '../rest/openapi-types.ts';
import { signalOption } from '../shared/abort-signal.ts';

/** The pharmacy card (vidalink) over REST. */
export function createPharmacyAdapter(http: HttpClient): PharmacyPort {
  return {
    async activate(payload, signal) {
      const body = await http.request('post', apiPath('/vidalink/active'), {
        json: payload as JsonBody<'/vidalink/active', 'post'>,
        ...signalOption(signal),
      });
      return booleanOf(fieldOf(body, 'success', 'vidalink/active'), 'vidalink/active');
    },
  };
}
