/**
 * Where money-moving requests get their `Idempotency-Key`: one key per member confirmation,
 * sent again when the same confirmation is retried, so the server moves money once. A port,
 * so that tests (and simulations) get keys they can predict.
 */
export interface IdempotencyKeyPort {
  newKey(): string;
}

export const IdempotencyKeyPortToken = Symbol.for('clube.IdempotencyKeyPort');

/** What a money-moving port call takes beside its request. */
export interface MoneyRequestOptions {
  /** The confirmation's key; the adapter sends it as the `Idempotency-Key` header. */
  idempotencyKey?: string;
}

/** The Web Crypto random source, present in browsers and Node ≥ 19 (even on plain http). */
interface RandomSource {
  getRandomValues<T extends Uint8Array>(array: T): T;
}

/** Random version-4 UUIDs from `crypto.getRandomValues` (randomUUID needs a secure context). */
export const randomIdempotencyKeys: IdempotencyKeyPort = {
  newKey() {
    const crypto = (globalThis as { crypto?: RandomSource }).crypto;
    if (!crypto) throw new Error('crypto.getRandomValues is not available');
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    bytes[6] = (bytes[6]! & 0x0f) | 0x40;
    bytes[8] = (bytes[8]! & 0x3f) | 0x80;
    const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  },
};

/** Keys `${prefix}-1`, `${prefix}-2`…: for tests that assert which key went where. */
export function sequentialIdempotencyKeys(prefix = 'key'): IdempotencyKeyPort {
  let next = 0;
  return { newKey: () => `${prefix}-${++next}` };
}
