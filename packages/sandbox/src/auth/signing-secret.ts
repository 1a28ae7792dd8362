import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

/** Bytes of a generated secret: 256 bits, the size of the HS256 key. */
const SECRET_BYTES = 32;
/** A secret given from outside must be at least this long (no guessable words). */
export const MIN_SECRET_LENGTH = 32;

export function randomSigningSecret(): string {
  return randomBytes(SECRET_BYTES).toString('base64url');
}

/**
 * The secret that signs member tokens, kept with the data: the first start of a data directory
 * (or database) stores `candidate`, every later start reads it back, so tokens outlive a
 * restart but no two installations share a secret. An in-memory database starts empty, so each
 * process gets its own.
 */
export async function storedSigningSecret(
  db: Queryable,
  candidate: string = randomSigningSecret(),
): Promise<string> {
  await db.query(
    'INSERT INTO signing_secret (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING',
    [candidate],
  );
  const { rows } = await db.query<{ secret: string }>('SELECT secret FROM signing_secret');
  return rows[0]!.secret;
}
