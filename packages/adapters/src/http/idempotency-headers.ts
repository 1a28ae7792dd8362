import type { MoneyRequestOptions } from '@clube/core';

/** The contract's header for a money-moving request's key (club.openapi.yaml, IdempotencyKey). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The request options that send the confirmation's key, when there is one. */
export function idempotencyHeaders(options?: MoneyRequestOptions): {
  headers?: Record<string, string>;
} {
  return options?.idempotencyKey
    ? { headers: { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey } }
    : {};
}
