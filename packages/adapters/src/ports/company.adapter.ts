import { companyConfigSchema } from '@clube/core/company';
import { parseAnswer } from '@clube/core/shared';
import { type CompanyPort } from '@clube/core';
import { ConfigDocument, PublicConfigDocument } from '../generated/graphql/graphql.ts';
import type { GraphqlClient } from '../graphql/graphql-client.ts';
import { rootField } from '../graphql/root-field.ts';

/** The company configuration over GraphQL: `Config` and its public variant. */
export function createCompanyAdapter(graphql: GraphqlClient): CompanyPort {
  return {
    async publicConfig(company) {
      const data = await graphql.execute(PublicConfigDocument, company ? { company } : {});
      return parseAnswer(companyConfigSchema, rootField(data, 'publicConfig'), 'publicConfig');
    },
    async config() {
      const data = await graphql.execute(ConfigDocument);
      return parseAnswer(companyConfigSchema, rootField(data, 'config'), 'config');
    },
  };
}
