import { createYoga } from 'graphql-yoga';
import type { Database } from '../db/database.ts';
import { createContextFactory } from './context.ts';
import { maskGraphqlError } from './mask-error.ts';
import { createClubSchema } from './schema.ts';

export const GRAPHQL_ENDPOINT = '/clube/v1/graphql';

export interface GraphqlOptions {
  db: Database;
  jwtSecret: string;
  log: boolean;
}

/** A fetch-style handler for the GraphQL endpoint, to mount into the Hono app. */
export function createGraphqlHandler(
  options: GraphqlOptions,
): (request: Request) => Promise<Response> {
  const yoga = createYoga({
    schema: createClubSchema(),
    graphqlEndpoint: GRAPHQL_ENDPOINT,
    context: createContextFactory(options.db, options.jwtSecret),
    // CORS is handled by the Hono app for the whole API.
    cors: false,
    landingPage: false,
    graphiql: { title: 'Clube sandbox' },
    logging: options.log ? 'info' : 'error',
    // Never a stack or an internal message in an answer, whatever NODE_ENV says.
    maskedErrors: { isDev: false, maskError: maskGraphqlError },
  });
  return async (request) => yoga.fetch(request);
}
