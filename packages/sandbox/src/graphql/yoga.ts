import { createGraphQLError, createYoga } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';
import type { ValidationRule } from 'graphql';
import type { Database } from '../db/database.ts';
import { createContextFactory } from './context.ts';
import { maskGraphqlError } from './mask-error.ts';
import { graphiqlPage } from './graphiql.ts';
import { graphqlLimitPlugins } from './limits.ts';
import { createClubSchema } from './schema.ts';

export const GRAPHQL_ENDPOINT = '/clube/v1/graphql';

export interface GraphqlOptions {
  db: Database;
  jwtSecret: string;
  log: boolean;
  /** Introspection and GraphiQL (development only: they map the API for anyone). */
  development: boolean;
}

/**
 * Refuses `__schema` and `__type` (the contract file is the schema's documentation). Written
 * here rather than graphql's NoSchemaIntrospectionCustomRule, whose type checks fail when the
 * schema comes from graphql's other (CommonJS) build, as it does through yoga.
 */
const refuseIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value !== '__schema' && node.name.value !== '__type') return;
    context.reportError(
      createGraphQLError(`Introspection is off: "${node.name.value}" is not served`, {
        nodes: [node],
        extensions: { code: 'INTROSPECTION_DISABLED' },
      }),
    );
  },
});

const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(refuseIntrospection);
  },
};

/** A fetch-style handler for the GraphQL endpoint, to mount into the Hono app. */
export function createGraphqlHandler(
  options: GraphqlOptions,
): (request: Request) => Promise<Response> {
  const graphiql = options.development ? graphiqlPage('Clube sandbox') : null;
  const yoga = createYoga({
    schema: createClubSchema(),
    graphqlEndpoint: GRAPHQL_ENDPOINT,
    context: createContextFactory(options.db, options.jwtSecret),
    // CORS is handled by the Hono app for the whole API.
    cors: false,
    landingPage: false,
    graphiql: graphiql ? { title: 'Clube sandbox' } : false,
    ...(graphiql ? { renderGraphiQL: graphiql.render } : {}),
    plugins: [...graphqlLimitPlugins(), ...(options.development ? [] : [noIntrospection])],
    logging: options.log ? 'info' : 'error',
    // Never a stack or an internal message in an answer, whatever NODE_ENV says.
    maskedErrors: { isDev: false, maskError: maskGraphqlError },
  });
  return async (request) => {
    const response = await yoga.fetch(request);
    if (graphiql && response.headers.get('content-type')?.startsWith('text/html')) {
      response.headers.set('Content-Security-Policy', graphiql.policy);
    }
    return response;
  };
}
