import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';

// Errors are made through graphql-yoga, not `new GraphQLError` from 'graphql': graphql 16 ships
// both CJS and ESM builds, and an error built from the other copy fails yoga's instanceof check
// and gets masked as "Unexpected error." (this happens under vitest).

/** Makes yoga answer HTTP 401, which the web app treats as an auth failure (SPEC §8). */
export function unauthorizedError(): GraphQLError {
  return createGraphQLError('Unauthorized', {
    extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
  });
}

export function companyNotFoundError(): GraphQLError {
  return createGraphQLError('Empresa não encontrada', {
    extensions: { code: 'COMPANY_NOT_FOUND' },
  });
}

/** A failure the member can read (HTTP 200 with an `errors` entry, SPEC §7). */
export function userError(message: string, code: string): GraphQLError {
  return createGraphQLError(message, { extensions: { code } });
}
