import { parseAnswer } from '@clube/core/shared';
import { userSchema } from '@clube/core/profile';
import { type ProfilePort } from '@clube/core';
import { UserDocument } from '../generated/graphql/graphql.ts';
import type { GraphqlClient } from '../graphql/graphql-client.ts';
import { rootField } from '../graphql/root-field.ts';
import { abortSignalOf } from '../shared/abort-signal.ts';

/** The signed-in member over GraphQL: `User`. */
export function createProfileAdapter(graphql: GraphqlClient): ProfilePort {
  return {
    async user(signal) {
      const data = await graphql.execute(UserDocument, {}, abortSignalOf(signal));
      return parseAnswer(userSchema, rootField(data, 'user'), 'user');
    },
  };
}
