import { companyConfigSchema } from '@clube/core/company';
import { parseAnswer } from '@clube/core/shared';
import { type CompanyPort } from '@clube/core';
import { ConfigDocument, PublicConfigDocument } from '../generated/graphql/graphql.ts';
import type { GraphqlClient } from '../graphql/graphql-client.ts';
import { rootField } from '../graphql/root-field.ts';
import { abortSignalOf } from '../shared/abort-signal.ts';

/** The company configuration over GraphQL: `Config` and its public variant. */
export function createCompanyAdapter(graphql: GraphqlClient): CompanyPort {
  return {
    async publicConfig(company, signal) {
      const data = await graphql.execute(
        PublicConfigDocument,
        company ? { company } : {},
        abortSignalOf(signal),
      );
      return parseAnswer(companyConfigSchema, rootField(data, 'publicConfig'), 'publicConfig');
    },
    async config(signal) {
      const data = await graphql.execute(ConfigDocument, {}, abortSignalOf(signal));
      return parseAnswer(companyConfigSchema, rootField(data, 'config'), 'config');
    },
  };
}
