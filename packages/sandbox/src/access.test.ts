import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signMemberToken } from './auth/jwt.ts';
import { createTestApp } from './testing/test-app.ts';
import type { TestApp } from './testing/test-app.ts';

// Tokens name one member at one company. Marina at clube-demo owns the seeded activity; Beatriz
// is another member of the same company; Marina at engaja-mais is the same person (same
// document) at another company, so her token must reach nothing of clube-demo either.
const OWNER = { document: '52998224725', company: 'clube-demo' };
const NEIGHBOUR = { document: '98765432100', company: 'clube-demo' };
const OUTSIDER = { document: '52998224725', company: 'engaja-mais' };

let t: TestApp;
let tokens: { owner: string; neighbour: string; outsider: string };
let ids: {
  owner: number;
  notification: number;
  letter: number;
  voucher: number;
  giftCardTransaction: string;
  card: number;
  demoCampaign: { id: number; slug: string };
  paymentCampaign: number;
  demoNotice: number;
};

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await t.db.query<T>(sql, params);
  if (!rows[0]) throw new Error(`No row for ${sql}`);
  return rows[0];
}

/** Everything an intruder could try to change, as one comparable value. */
async function snapshot(): Promise<unknown> {
  const tables = [
    'SELECT id, read FROM notifications ORDER BY id',
    'SELECT id, available FROM letters ORDER BY id',
    'SELECT count(*)::int AS n FROM letter_deliveries',
    'SELECT id, available FROM vouchers ORDER BY id',
    'SELECT count(*)::int AS n FROM transactions',
    'SELECT user_id, campaign_id FROM likes ORDER BY 1, 2',
    'SELECT user_id, campaign_id FROM favorites ORDER BY 1, 2',
    'SELECT id, liked_count, available_vouchers FROM campaigns ORDER BY id',
    'SELECT user_id, notice_id FROM notice_views ORDER BY 1, 2',
    'SELECT count(*)::int AS n FROM requests',
    'SELECT count(*)::int AS n FROM negative_experiences',
    'SELECT id, cashback, awards_balance, engagement_balance FROM users ORDER BY id',
  ];
  return Promise.all(tables.map(async (sql) => (await t.db.query(sql)).rows));
}

beforeAll(async () => {
  t = await createTestApp();
  tokens = {
    owner: await t.tokenOf(OWNER.document, OWNER.company),
    neighbour: await t.tokenOf(NEIGHBOUR.document, NEIGHBOUR.company),
    outsider: await t.tokenOf(OUTSIDER.document, OUTSIDER.company),
  };
  const owner = await one<{ id: number }>(
    `SELECT u.id FROM users u JOIN companies c ON c.id = u.company_id
      WHERE u.document = $1 AND c.slug = $2`,
    [OWNER.document, OWNER.company],
  );
  // A saved card of the owner, for the "pay with someone else's card" attempt.
  const card = await t.api(tokens.owner, 'GET', '/payment/pagarme/card/4111111111111111');
  expect(card.status).toBe(200);
  const ownerRow = (sql: string) => one<{ id: number }>(sql, [owner.id]);
  ids = {
    owner: owner.id,
    notification: (await ownerRow('SELECT id FROM notifications WHERE user_id = $1 AND NOT read'))
      .id,
    letter: (await ownerRow('SELECT id FROM letters WHERE user_id = $1 AND available')).id,
    voucher: (await ownerRow('SELECT id FROM vouchers WHERE user_id = $1')).id,
    giftCardTransaction: (
      await one<{ transaction_id: string }>(
        'SELECT transaction_id FROM transactions WHERE user_id = $1 AND gift_card IS NOT NULL',
        [owner.id],
      )
    ).transaction_id,
    card: (await ownerRow('SELECT id FROM payment_cards WHERE user_id = $1')).id,
    demoCampaign: await one<{ id: number; slug: string }>(
      `SELECT c.id, c.slug FROM campaigns c JOIN companies k ON k.id = c.company_id
        WHERE k.slug = 'clube-demo' AND c.type = 'voucher' AND c.event = 'other'
        ORDER BY c.id LIMIT 1`,
    ),
    paymentCampaign: (
      await one<{ id: number }>(
        `SELECT c.id FROM campaigns c JOIN companies k ON k.id = c.company_id
          WHERE k.slug = 'clube-demo' AND c.type = 'payment' ORDER BY c.id LIMIT 1`,
      )
    ).id,
    demoNotice: (
      await one<{ id: number }>(
        `SELECT n.id FROM notices n JOIN companies k ON k.id = n.company_id
          WHERE k.slug = 'clube-demo' ORDER BY n.id LIMIT 1`,
      )
    ).id,
  };
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe("another member's data", () => {
  for (const intruder of ['neighbour', 'outsider'] as const) {
    it(`is neither readable nor changeable by a ${intruder}`, async () => {
      const token = tokens[intruder];
      const before = await snapshot();

      const rest = [
        await t.api(token, 'POST', `/notification/${ids.notification}`),
        await t.api(token, 'POST', `/rescue/letter/${ids.letter}`, { email: 'x@example.com' }),
      ];
      expect(rest.map((response) => response.status)).toEqual([404, 404]);

      const reads = await t.graphql(
        token,
        `query ($letter: ID!, $voucher: ID!, $tx: String!) {
          letter(id: $letter) { id } voucher(id: $voucher) { id } giftCard(transaction_id: $tx) { gift_card_code }
        }`,
        { letter: String(ids.letter), voucher: String(ids.voucher), tx: ids.giftCardTransaction },
      );
      expect(reads.data).toEqual({ letter: null, voucher: null, giftCard: null });

      const deletes = await t.graphql(
        token,
        `mutation ($letter: ID!, $voucher: ID!) {
          deleteLetter(id: $letter) { status } deleteVoucher(id: $voucher) { status }
        }`,
        { letter: String(ids.letter), voucher: String(ids.voucher) },
      );
      expect(deletes.data).toEqual({
        deleteLetter: { status: false },
        deleteVoucher: { status: false },
      });

      expect(await snapshot()).toEqual(before);
    });
  }

  it("refuses paying with another member's saved card", async () => {
    const before = await snapshot();
    const response = await t.api(
      tokens.neighbour,
      'POST',
      `/campaign/${ids.paymentCampaign}/event`,
      { payment_method: 'credit_card', card_id: ids.card, price_option: 1000 },
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: [{ message: 'Cartão inválido' }] });
    expect(await snapshot()).toEqual(before);
  });
});

describe("another company's catalogue", () => {
  it('is invisible to a member of another company and cannot be redeemed, liked or tracked', async () => {
    const token = tokens.outsider;
    const { id, slug } = ids.demoCampaign;
    const before = await snapshot();

    const statuses = [
      (await t.api(token, 'POST', `/campaign/${id}/event`)).status,
      (await t.api(token, 'POST', `/campaign/${slug}/event`)).status,
      (await t.api(token, 'POST', `/campaign/${id}/tracking`, { source: 'home' })).status,
      (await t.api(token, 'POST', `/campaign/${id}/negative-experience`, { type_id: 1 })).status,
      (await t.api(token, 'GET', `/notice/${ids.demoNotice}/link`)).status,
    ];
    expect(statuses).toEqual([404, 404, 404, 404, 404]);

    const read = await t.graphql(token, 'query ($slug: String!) { campaign(slug: $slug) { id } }', {
      slug,
    });
    expect(read.data).toEqual({ campaign: null });
    for (const mutation of ['like', 'favorite']) {
      const answer = await t.graphql(
        token,
        `mutation ($slug: String!) { ${mutation}(slug: $slug) }`,
        {
          slug,
        },
      );
      expect(answer.errors?.[0]?.message, mutation).toBe('Oferta não encontrada');
    }

    expect(await snapshot()).toEqual(before);
  });

  it('the same campaign is open to its own company (the refusals above are about scope)', async () => {
    const answer = await t.graphql(
      tokens.owner,
      'query ($slug: String!) { campaign(slug: $slug) { id } }',
      { slug: ids.demoCampaign.slug },
    );
    expect(answer.data).toEqual({ campaign: { id: String(ids.demoCampaign.id) } });
  });
});

describe('tokens', () => {
  it("refuse a valid signature whose company is not the member's (no cross-company reuse)", async () => {
    const forged = signMemberToken(
      {
        sub: String(ids.owner),
        company: 'engaja-mais',
        document: OWNER.document,
        name: 'Marina',
        ver: 0,
      },
      t.secret,
      3600,
    );
    expect((await t.api(forged, 'GET', '/notification')).status).toBe(401);
    const graphql = await t.graphql(forged, '{ user { name } }');
    expect(graphql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuse a token signed with another secret', async () => {
    const foreign = signMemberToken(
      {
        sub: String(ids.owner),
        company: OWNER.company,
        document: OWNER.document,
        name: 'Marina',
        ver: 0,
      },
      'another-secret',
      3600,
    );
    expect((await t.api(foreign, 'GET', '/notification')).status).toBe(401);
  });
});
