import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { HttpClient } from '../http/http-client.ts';

/**
 * The club's GraphQL endpoint, relative to `/clube/v1/`. SPEC leaves the path unshown; ours
 * is `graphql`, served by the sandbox at `/clube/v1/graphql`.
 */
export const GRAPHQL_PATH = 'graphql';

export interface GraphqlClient {
  execute<TResult, TVariables>(
    document: DocumentTypeDecoration<TResult, TVariables> & { toString(): string },
    variables?: TVariables,
    signal?: AbortSignal,
  ): Promise<unknown>;
}

/**
 * Runs generated `documentMode: 'string'` documents over the shared HTTP client, so that the
 * browser carries no graphql-js. An `errors` array in the answer becomes a ClubError there.
 * The answer is returned untyped on purpose: callers parse `data` with the core's schemas.
 */
export function createGraphqlClient(http: HttpClient): GraphqlClient {
  return {
    async execute(document, variables, signal) {
      const body = await http.request('post', GRAPHQL_PATH, {
        json: graphqlPayload(document, variables),
        ...(signal ? { signal } : {}),
      });
      return (body as { data?: unknown } | null)?.data ?? null;
    },
  };
}

function graphqlPayload(
  document: { toString(): string },
  variables: unknown,
): { query: string; variables: Record<string, unknown> } {
  return { query: document.toString(), variables: setVariables(variables) };
}

/** The JSON body `execute` sends for a document and its variables, as sent. */
export function graphqlBody(document: { toString(): string }, variables: unknown): string {
  return JSON.stringify(graphqlPayload(document, variables));
}

/**
 * The variables a caller set. An explicit null would replace the contract's default (a null
 * limit is not "18"), so a variable left null or undefined is not sent at all.
 */
function setVariables(variables: unknown): Record<string, unknown> {
  if (typeof variables !== 'object' || variables === null) return {};
  return Object.fromEntries(
    Object.entries(variables).filter(([, value]) => value !== null && value !== undefined),
  );
}
