import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

const ATTEMPTS = 20;

let t: TestApp;
let token: string;
let userId: number;

async function balances(): Promise<{ cashback: number; engagement_balance: number }> {
  const { rows } = await t.db.query<{ cashback: number; engagement_balance: number }>(
    'SELECT cashback, engagement_balance FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]!;
}

/** Fires every request at once and keeps the accepted answers' bodies. */
async function race(requests: (() => Promise<Response>)[]): Promise<{
  accepted: number;
  refused: string[];
}> {
  const responses = await Promise.all(requests.map((send) => send()));
  let accepted = 0;
  const refused: string[] = [];
  for (const response of responses) {
    const body = (await response.json()) as { errors?: { message: string }[] };
    if (response.status === 200) accepted += 1;
    else refused.push(`${response.status} ${body.errors?.[0]?.message}`);
  }
  return { accepted, refused };
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenOf('52998224725', 'clube-demo');
  const { rows } = await t.db.query<{ id: number }>(
    `SELECT u.id FROM users u JOIN companies c ON c.id = u.company_id
      WHERE u.document = '52998224725' AND c.slug = 'clube-demo'`,
  );
  userId = rows[0]!.id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('concurrent spending of one balance', () => {
  it(`${ATTEMPTS} withdrawals at once never take the cashback below zero`, async () => {
    const start = (await balances()).cashback;
    const value = 2000;
    expect(start).toBeGreaterThanOrEqual(value); // at least one can pass, the rest must not

    const { accepted, refused } = await race(
      Array.from(
        { length: ATTEMPTS },
        () => () =>
          t.api(token, 'POST', '/cashback/withdraw', {
            pix_type: 'email',
            pix_email: 'marina@example.com',
            value,
          }),
      ),
    );

    const end = (await balances()).cashback;
    expect(end).toBeGreaterThanOrEqual(0);
    expect(accepted).toBe(Math.floor(start / value));
    expect(accepted * value).toBeLessThanOrEqual(start);
    expect(end).toBe(start - accepted * value);
    expect(new Set(refused)).toEqual(new Set(['422 Saldo insuficiente']));
    const { rows } = await t.db.query<{ n: number; total: number }>(
      'SELECT count(*)::int AS n, coalesce(sum(value), 0)::int AS total FROM withdrawals WHERE user_id = $1',
      [userId],
    );
    expect(rows[0]).toEqual({ n: accepted, total: accepted * value });
  });

  it(`${ATTEMPTS} reward redemptions at once spend no more points than the member has`, async () => {
    // The dearest reward, so the balance covers only some of the attempts.
    const { rows: campaigns } = await t.db.query<{ id: number; price: number }>(
      `SELECT c.id, coalesce((c.event_data->>'price')::int, c.value) AS price
         FROM campaigns c JOIN companies k ON k.id = c.company_id
        WHERE k.slug = 'clube-demo' AND c.event = 'engagement'
        ORDER BY 2 DESC, c.id LIMIT 1`,
    );
    const { id, price } = campaigns[0]!;
    const start = (await balances()).engagement_balance;
    expect(Math.floor(start / price)).toBeLessThan(ATTEMPTS);
    const redemptions = async (): Promise<number> => {
      const { rows } = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM transactions
          WHERE user_id = $1 AND campaign_id = $2 AND type = 'engagement'`,
        [userId, id],
      );
      return rows[0]!.n;
    };
    const before = await redemptions();

    const { accepted } = await race(
      Array.from({ length: ATTEMPTS }, () => () => t.api(token, 'POST', `/campaign/${id}/event`)),
    );

    const end = (await balances()).engagement_balance;
    expect(end).toBeGreaterThanOrEqual(0);
    expect(accepted).toBe(Math.floor(start / price));
    expect(end).toBe(start - accepted * price);
    expect(await redemptions()).toBe(before + accepted);
  });
});
