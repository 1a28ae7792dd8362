import type { SupportPort } from '@clube/core';
import type { HttpClient } from '../http/http-client.ts';
import { apiPath, type JsonBody } from '../rest/openapi-types.ts';
import { signalOption } from '../shared/abort-signal.ts';

/** Support requests over REST; SPEC leaves the payload open, the contract needs subject and message. */
export function createSupportAdapter(http: HttpClient): SupportPort {
  return {
    async send(request, signal) {
      await http.request('post', apiPath('/support'), {
        json: request as JsonBody<'/support', 'post'>,
        ...signalOption(signal),
      });
    },
  };
}
