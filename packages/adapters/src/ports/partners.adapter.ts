import { partnerSchema } from '@clube/core/partners';
import { type PartnersPort } from '@clube/core';
import { PartnersDocument } from '../generated/graphql-features/graphql.ts';
import type { HttpClient } from '../http/http-client.ts';
import { formDataOf } from '../rest/form-data.ts';
import { apiPath } from '../rest/openapi-types.ts';
import { booleanOf, fieldOf, pageOf } from '../shared/answers.ts';
import type { GraphqlClient } from '../graphql/graphql-client.ts';
import { rootField } from '../graphql/root-field.ts';
import { abortSignalOf, signalOption } from '../shared/abort-signal.ts';

/** Partners over GraphQL; the become-a-partner form over REST (multipart). */
export function createPartnersAdapter(graphql: GraphqlClient, http: HttpClient): PartnersPort {
  return {
    async list(query, signal) {
      const data = await graphql.execute(
        PartnersDocument,
        {
          page: query.page ?? null,
          limit: query.limit ?? null,
          // The API's flag is the text '1' (main partners only, the default) or '0' (all).
          is_main: query.is_main === false ? '0' : '1',
        },
        abortSignalOf(signal),
      );
      return pageOf(partnerSchema, rootField(data, 'partners'), 'partners');
    },
    async requestPartnership(request, signal) {
      const body = await http.request('post', apiPath('/request-partners'), {
        body: formDataOf(request),
        ...signalOption(signal),
      });
      return booleanOf(fieldOf(body, 'success', 'request-partners'), 'request-partners');
    },
  };
}
