import { createGraphQLError, maskError } from 'graphql-yoga';
import { InputRejected } from '../input/input-rejected.ts';

/** The error a resolver threw, under graphql-js's located-error wrapping. */
function originalOf(error: unknown): unknown {
  let current = error;
  while (current instanceof Error && 'originalError' in current && current.originalError)
    current = current.originalError;
  return current;
}

/** Where in the document and the result an error happened, when it says so. */
function locationOf(error: unknown): { path?: readonly (string | number)[] } {
  const path = (error as { path?: readonly (string | number)[] } | null)?.path;
  return path ? { path } : {};
}

/**
 * Yoga's error masking, with refused input answered as a client error (BAD_USER_INPUT, its
 * 4xx status) and anything unexpected as HTTP 500 "Unexpected error." without a stack, in
 * development as well.
 */
export function maskGraphqlError(error: unknown, message: string): Error {
  const original = originalOf(error);
  if (original instanceof InputRejected) {
    return createGraphQLError(original.message, {
      ...locationOf(error),
      extensions: { code: 'BAD_USER_INPUT', http: { status: original.status } },
    });
  }
  const masked = maskError(error, message, false);
  if (masked === error) return masked;
  return createGraphQLError(masked.message, {
    ...locationOf(error),
    extensions: { code: 'INTERNAL_SERVER_ERROR', http: { status: 500 } },
  });
}
