import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSchema } from 'graphql-yoga';
import type { GraphQLSchema } from 'graphql';
import type { GraphqlContext } from './context.ts';
import { resolvers } from './resolvers.ts';

/** The contract shared with the web app's adapters: the sandbox serves exactly this SDL. */
export const GRAPHQL_CONTRACT_PATH = fileURLToPath(
  new URL('../../../adapters/contracts/club.graphql', import.meta.url),
);

export function createClubSchema(): GraphQLSchema {
  return createSchema<GraphqlContext>({
    typeDefs: readFileSync(GRAPHQL_CONTRACT_PATH, 'utf8'),
    resolvers,
  });
}
