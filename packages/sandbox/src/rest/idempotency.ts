import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Database, Queryable } from '../db/database.ts';
import type { MemberScope } from '../db/scope.ts';
import { nowIso } from '../domain/time.ts';
import { errorsBody } from './errors.ts';
import type { Body } from './route.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Printable ASCII, 1 to 255 characters (a UUID fits; so does any client's own scheme). */
const KEY = /^[\x21-\x7e]{1,255}$/;

export const IDEMPOTENCY_ERRORS = {
  invalid: 'Idempotency-Key inválida: de 1 a 255 caracteres ASCII visíveis',
  reused: 'Idempotency-Key já usada em outra requisição',
} as const;

/** What a money-moving handler answers: its status and JSON body, stored for replays. */
export interface Answer {
  status: 200 | 403 | 404 | 409 | 422;
  body: unknown;
}

function fingerprintOf(c: Context, body: Body): string {
  const digest = createHash('sha256').update(JSON.stringify(body)).digest('hex');
  return `${c.req.method} ${c.req.path} ${digest}`;
}

/**
 * Runs a money-moving request in one transaction, at most once per member and
 * `Idempotency-Key`: the key's row is inserted first (a concurrent replay waits on it), the
 * work runs, and its answer is stored beside the key before the commit. A replay answers the
 * stored answer and runs nothing; a key sent with another request answers 422. Without the
 * header the work just runs in its transaction.
 */
export async function runOnce(
  c: Context,
  db: Database,
  scope: MemberScope,
  body: Body,
  work: (tx: Queryable) => Promise<Answer>,
): Promise<Response> {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) {
    const answer = await db.transaction(work);
    return c.json(answer.body as object, answer.status);
  }
  if (!KEY.test(key)) return c.json(errorsBody(IDEMPOTENCY_ERRORS.invalid), 400);
  const fingerprint = fingerprintOf(c, body);
  const answer = await db.transaction(async (tx): Promise<Answer & { replayed: boolean }> => {
    const { rows: claimed } = await tx.query(
      `INSERT INTO idempotency_keys (user_id, key, fingerprint, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
      [scope.userId, key, fingerprint, nowIso()],
    );
    if (claimed.length === 0) {
      const { rows } = await tx.query<{ fingerprint: string; status: number; body: unknown }>(
        'SELECT fingerprint, status, body FROM idempotency_keys WHERE user_id = $1 AND key = $2',
        [scope.userId, key],
      );
      const first = rows[0]!;
      if (first.fingerprint !== fingerprint)
        return { status: 422, body: errorsBody(IDEMPOTENCY_ERRORS.reused), replayed: true };
      return { status: first.status as Answer['status'], body: first.body, replayed: true };
    }
    const done = await work(tx);
    await tx.query(
      'UPDATE idempotency_keys SET status = $3, body = $4 WHERE user_id = $1 AND key = $2',
      [scope.userId, key, done.status, JSON.stringify(done.body)],
    );
    return { ...done, replayed: false };
  });
  if (answer.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(answer.body as object, answer.status);
}
