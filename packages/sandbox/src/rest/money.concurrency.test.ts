import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import {
  startThrowawayPostgres,
  throwawayPostgresUnavailable,
} from '../testing/throwaway-postgres.ts';
import type { ThrowawayPostgres } from '../testing/throwaway-postgres.ts';

/**
 * Money under concurrency (issue 22): 50 requests at once on every money-moving operation,
 * on PGlite and on a real PostgreSQL. PGlite runs one transaction at a time; PostgreSQL runs
 * them side by side (a pool of connections), which is where count-then-insert used to fail.
 * The PostgreSQL run uses SANDBOX_TEST_DATABASE_URL when set, else a throwaway cluster when
 * the binaries are installed, else it is skipped and says why.
 */
const AT_ONCE = 50;
/** A PostgreSQL run queues 50 requests on a pool of 4 connections: slower than PGlite. */
const SLOW = 120_000;
const PG_PORT = Number(process.env.SANDBOX_TEST_PG_PORT ?? 54329);

const givenUrl = process.env.SANDBOX_TEST_DATABASE_URL;
const postgresMissing = givenUrl ? null : throwawayPostgresUnavailable();
const backends = [
  { name: 'PGlite', skip: null },
  {
    name: 'PostgreSQL',
    skip: postgresMissing ? `PostgreSQL variant skipped: ${postgresMissing}` : null,
  },
] as const;

interface Answer {
  status: number;
  body: { data?: Record<string, unknown>; errors?: { message: string }[] };
}

for (const backend of backends) {
  describe.skipIf(backend.skip !== null)(
    backend.skip ?? `money at ${AT_ONCE} at once on ${backend.name}`,
    { timeout: SLOW },
    () => {
      let t: TestApp;
      let cluster: ThrowawayPostgres | null = null;
      let token: string;
      let userId: number;

      beforeAll(async () => {
        let databaseUrl: string | undefined;
        if (backend.name === 'PostgreSQL') {
          if (givenUrl) databaseUrl = givenUrl;
          else {
            cluster = startThrowawayPostgres(PG_PORT);
            databaseUrl = cluster.url;
          }
        }
        t = await createTestApp(databaseUrl ? { databaseUrl } : {});
        token = await t.tokenOf('52998224725', 'clube-demo');
        const { rows } = await t.db.query<{ id: number }>(
          `SELECT u.id FROM users u JOIN companies c ON c.id = u.company_id
          WHERE u.document = '52998224725' AND c.slug = 'clube-demo'`,
        );
        userId = rows[0]!.id;
      }, 120_000);

      afterAll(async () => {
        await t?.close();
        cluster?.stop();
      });

      /** Fires every request at once; answers each status and body. */
      async function race(send: (i: number) => Promise<Response>): Promise<Answer[]> {
        const responses = await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => send(i)));
        return Promise.all(
          responses.map(async (r) => ({
            status: r.status,
            body: (await r.json()) as Answer['body'],
          })),
        );
      }
      const post = (path: string, body?: unknown, key?: string) =>
        t.api(token, 'POST', path, body, key ? { 'Idempotency-Key': key } : {});
      const count = async (sql: string, params: unknown[]): Promise<number> =>
        (await t.db.query<{ n: number }>(sql, params)).rows[0]!.n;
      const setBalances = (cashback: number, engagement: number, awards: number) =>
        t.db.query(
          'UPDATE users SET cashback = $2, engagement_balance = $3, awards_balance = $4 WHERE id = $1',
          [userId, cashback, engagement, awards],
        );
      const balances = async () =>
        (
          await t.db.query<{
            cashback: number;
            engagement_balance: number;
            awards_balance: number;
          }>('SELECT cashback, engagement_balance, awards_balance FROM users WHERE id = $1', [
            userId,
          ])
        ).rows[0]!;
      const campaignsOf = async (where: string, limit: number) =>
        (
          await t.db.query<{ id: number; price: number | null; options: number[] | null }>(
            `SELECT c.id, (c.event_data->>'price')::int AS price,
                  (SELECT array_agg(x::int) FROM jsonb_array_elements_text(c.event_data->'prices_options') x) AS options
             FROM campaigns c JOIN companies k ON k.id = c.company_id
            WHERE k.slug = 'clube-demo' AND ${where} ORDER BY c.id LIMIT ${limit}`,
          )
        ).rows;
      const withdrawal = { pix_type: 'email', pix_email: 'marina@example.com', value: 2000 };

      it('withdrawals: as many pass as the balance covers, never below zero', async () => {
        await setBalances(7 * 2000 + 500, 0, 0);
        const before = await count(
          'SELECT count(*)::int AS n FROM withdrawals WHERE user_id = $1',
          [userId],
        );
        const answers = await race((i) =>
          post('/cashback/withdraw', withdrawal, `w-${backend.name}-${i}`),
        );
        const accepted = answers.filter((a) => a.status === 200).length;
        expect(accepted).toBe(7);
        expect(
          new Set(answers.filter((a) => a.status !== 200).map((a) => a.body.errors?.[0]?.message)),
        ).toEqual(new Set(['Saldo insuficiente']));
        expect((await balances()).cashback).toBe(500);
        expect(
          await count('SELECT count(*)::int AS n FROM withdrawals WHERE user_id = $1', [userId]),
        ).toBe(before + 7);
      });

      it('one withdrawal replayed 50 times at once withdraws once, every answer the first', async () => {
        await setBalances(100_000, 0, 0);
        const before = await count(
          'SELECT count(*)::int AS n FROM withdrawals WHERE user_id = $1',
          [userId],
        );
        const answers = await race(() =>
          post('/cashback/withdraw', withdrawal, `replay-w-${backend.name}`),
        );
        expect(answers.every((a) => a.status === 200)).toBe(true);
        expect(new Set(answers.map((a) => a.body.data?.id)).size).toBe(1);
        expect((await balances()).cashback).toBe(100_000 - 2000);
        expect(
          await count('SELECT count(*)::int AS n FROM withdrawals WHERE user_id = $1', [userId]),
        ).toBe(before + 1);
      });

      it('reward redemptions: the points spent are exactly the ones accepted', async () => {
        const [reward] = await campaignsOf(`c.event = 'engagement'`, 1);
        const price = reward!.price!;
        await setBalances(0, price * 9, 0);
        const answers = await race((i) =>
          post(`/campaign/${reward!.id}/event`, undefined, `r-${backend.name}-${i}`),
        );
        expect(answers.filter((a) => a.status === 200)).toHaveLength(9);
        expect((await balances()).engagement_balance).toBe(0);
      });

      it('one award redemption replayed 50 times spends once', async () => {
        const [award] = await campaignsOf(`c.event = 'award'`, 1);
        const value = award!.options![0]!;
        await setBalances(0, 0, value * 10);
        const answers = await race(() =>
          post(`/campaign/${award!.id}/event`, { value }, `replay-a-${backend.name}`),
        );
        expect(answers.every((a) => a.status === 200)).toBe(true);
        expect((await balances()).awards_balance).toBe(value * 9);
      });

      it('vouchers: the per-member limit of 3 holds on 3 campaigns at 50 requests each', async () => {
        const vouchers = await campaignsOf(
          `c.type IN ('voucher', 'uniqueCode') AND c.event = 'other' AND c.max_voucher_per_user = 3`,
          3,
        );
        expect(vouchers).toHaveLength(3);
        for (const campaign of vouchers) {
          await t.db.query('DELETE FROM vouchers WHERE user_id = $1 AND campaign_id = $2', [
            userId,
            campaign.id,
          ]);
          const left = async () =>
            (
              await t.db.query<{ n: number }>(
                'SELECT available_vouchers AS n FROM campaigns WHERE id = $1',
                [campaign.id],
              )
            ).rows[0]!.n;
          const stock = await left();
          const answers = await race((i) =>
            post(
              `/campaign/${campaign.id}/event`,
              undefined,
              `v-${backend.name}-${campaign.id}-${i}`,
            ),
          );
          expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
          expect(
            await count(
              'SELECT count(*)::int AS n FROM vouchers WHERE user_id = $1 AND campaign_id = $2',
              [userId, campaign.id],
            ),
          ).toBe(3);
          expect(await left()).toBe(stock - 3);
        }
      });

      it('one voucher request replayed 50 times issues one voucher', async () => {
        const [campaign] = await campaignsOf(
          `c.type = 'voucher' AND c.event = 'other' AND c.max_voucher_per_user = 3`,
          1,
        );
        await t.db.query('DELETE FROM vouchers WHERE user_id = $1 AND campaign_id = $2', [
          userId,
          campaign!.id,
        ]);
        const answers = await race(() =>
          post(`/campaign/${campaign!.id}/event`, undefined, `replay-v-${backend.name}`),
        );
        expect(answers.every((a) => a.status === 200)).toBe(true);
        expect(new Set(answers.map((a) => a.body.data?.code)).size).toBe(1);
        expect(
          await count(
            'SELECT count(*)::int AS n FROM vouchers WHERE user_id = $1 AND campaign_id = $2',
            [userId, campaign!.id],
          ),
        ).toBe(1);
      });

      it('payments: 50 with their own keys charge the server price; one key replayed charges once', async () => {
        const [campaign] = await campaignsOf(`c.type = 'payment' AND c.event = 'payment'`, 1);
        const option = campaign!.options![1]!;
        const payments = () =>
          count(
            `SELECT count(*)::int AS n FROM transactions WHERE user_id = $1 AND campaign_id = $2 AND type = 'payment'`,
            [userId, campaign!.id],
          );
        const before = await payments();
        const own = await race((i) =>
          post(
            `/campaign/${campaign!.id}/event`,
            { price_option: option, quantity: 2, value: 1 },
            `p-${backend.name}-${i}`,
          ),
        );
        expect(own.every((a) => a.status === 200 && a.body.data?.value === option * 2)).toBe(true);
        expect(await payments()).toBe(before + AT_ONCE);
        const replayed = await race(() =>
          post(
            `/campaign/${campaign!.id}/event`,
            { price_option: option },
            `replay-p-${backend.name}`,
          ),
        );
        expect(new Set(replayed.map((a) => a.body.data?.transaction_id)).size).toBe(1);
        expect(await payments()).toBe(before + AT_ONCE + 1);
      });

      it('one cashback redemption replayed 50 times credits once', async () => {
        await setBalances(0, 0, 0);
        await t.db.query(
          `UPDATE cashbacks SET status = 'available', available = true WHERE user_id = $1`,
          [userId],
        );
        const { rows } = await t.db.query<{ total: number }>(
          'SELECT coalesce(sum(user_comission), 0)::int AS total FROM cashbacks WHERE user_id = $1',
          [userId],
        );
        const answers = await race(() => post('/perks/cashback', {}, `replay-c-${backend.name}`));
        expect(
          answers.every((a) => a.status === 200 && a.body.data?.value === rows[0]!.total),
        ).toBe(true);
        expect((await balances()).cashback).toBe(rows[0]!.total);
      });
    },
  );
}
