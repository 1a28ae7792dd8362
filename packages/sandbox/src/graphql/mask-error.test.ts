import { createGraphQLError } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { InputRejected } from '../input/input-rejected.ts';
import { maskGraphqlError } from './mask-error.ts';

const located = (originalError: Error) =>
  createGraphQLError(originalError.message, { originalError, path: ['campaign'] });

describe('GraphQL error masking', () => {
  it('answers an unexpected error with HTTP 500 and no message, stack or cause', () => {
    const masked = maskGraphqlError(
      located(new Error('invalid input syntax for type integer')),
      'Unexpected error.',
    );
    const json = JSON.stringify(masked);
    expect(masked.message).toBe('Unexpected error.');
    expect(json).not.toMatch(/integer|stack|originalError/);
    expect(masked).toMatchObject({
      path: ['campaign'],
      extensions: { code: 'INTERNAL_SERVER_ERROR', http: { status: 500 } },
    });
  });

  it('answers refused input as a client error with its status', () => {
    const masked = maskGraphqlError(
      located(new InputRejected(400, 'Texto inválido')),
      'Unexpected error.',
    );
    expect(masked).toMatchObject({
      message: 'Texto inválido',
      extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
    });
  });

  it("keeps the club's own errors as they are", () => {
    const own = createGraphQLError('Oferta não encontrada', { extensions: { code: 'NOT_FOUND' } });
    expect(maskGraphqlError(own, 'Unexpected error.')).toBe(own);
  });
});
