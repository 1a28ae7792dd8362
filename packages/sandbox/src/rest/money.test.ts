import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { IDEMPOTENCY_ERRORS } from './idempotency.ts';

let t: TestApp;
let token: string;

/** The first clube-demo campaign of a type (event given or 'other'): id, price and options. */
async function campaignOf(type: string, event = 'other') {
  const { rows } = await t.db.query<{ id: number; event_data: Record<string, unknown> }>(
    `SELECT c.id, c.event_data FROM campaigns c JOIN companies k ON k.id = c.company_id
      WHERE k.slug = 'clube-demo' AND c.type = $1 AND c.event = $2 ORDER BY c.id LIMIT 1`,
    [type, event],
  );
  return rows[0]!;
}

const event = (id: number, body: unknown, key?: string) =>
  t.api(token, 'POST', `/campaign/${id}/event`, body, key ? { 'Idempotency-Key': key } : {});

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenOf('52998224725', 'clube-demo');
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('the server sets the price (issue 22, finding 4)', () => {
  it('a card payment that names its own value pays the option picked', async () => {
    const campaign = await campaignOf('payment', 'payment');
    const card = (await (
      await t.api(token, 'GET', '/payment/pagarme/card/5555555555554444')
    ).json()) as { data: { id: string } };
    const response = await event(campaign.id, {
      payment_method: 'credit_card',
      card_id: card.data.id,
      price_option: 2000,
      value: 1,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { value: number } }).data.value).toBe(2000);
  });

  it('a Pix payment is the option times the quantity, never the quantity alone', async () => {
    const campaign = await campaignOf('payment', 'payment');
    const response = await event(campaign.id, { price_option: 5000, quantity: 3, value: 1 });
    expect(((await response.json()) as { data: { value: number } }).data.value).toBe(15000);
  });

  it('refuses an amount that is not one of the options, or no pick among several', async () => {
    const campaign = await campaignOf('payment', 'payment');
    for (const body of [{ price_option: 1 }, { price_option: '5000x' }, { value: 5000 }, {}]) {
      const response = await event(campaign.id, body);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        errors: [{ message: 'Escolha um dos valores da oferta' }],
      });
    }
  });

  it('a campaign with one price charges it without a pick, and refuses another', async () => {
    const campaign = await campaignOf('payment', 'payment');
    await t.db.query(
      `UPDATE campaigns SET event_data = event_data || '{"prices_options": [], "price": 12490}'::jsonb WHERE id = $1`,
      [campaign.id],
    );
    try {
      const fixed = await event(campaign.id, { quantity: 2 });
      expect(((await fixed.json()) as { data: { value: number } }).data.value).toBe(24980);
      expect((await event(campaign.id, { price_option: 100 })).status).toBe(422);
    } finally {
      await t.db.query('UPDATE campaigns SET event_data = $2 WHERE id = $1', [
        campaign.id,
        JSON.stringify(campaign.event_data),
      ]);
    }
  });

  it('a quantity beyond the campaign limit is refused', async () => {
    const campaign = await campaignOf('payment', 'payment');
    await t.db.query(
      `UPDATE campaigns SET event_data = event_data || '{"limit": 2}'::jsonb WHERE id = $1`,
      [campaign.id],
    );
    try {
      expect((await event(campaign.id, { price_option: 1000, quantity: 3 })).status).toBe(422);
      expect((await event(campaign.id, { price_option: 1000, quantity: 2 })).status).toBe(200);
    } finally {
      await t.db.query('UPDATE campaigns SET event_data = $2 WHERE id = $1', [
        campaign.id,
        JSON.stringify(campaign.event_data),
      ]);
    }
  });

  it('a gift card is one of the options; a value of the client is not read', async () => {
    const campaign = await campaignOf('epay');
    expect((await event(campaign.id, { value: 5000 })).status).toBe(422);
    const response = await event(campaign.id, { price_option: 5000 });
    expect(((await response.json()) as { data: { value: number } }).data.value).toBe(5000);
  });
});

describe('Idempotency-Key', () => {
  it('a replay answers the first answer, marked as replayed, and buys nothing more', async () => {
    const campaign = await campaignOf('epay');
    const count = async () =>
      (
        await t.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM transactions WHERE campaign_id = $1',
          [campaign.id],
        )
      ).rows[0]!.n;
    const before = await count();
    const first = await event(campaign.id, { price_option: 1000 }, 'gift-1');
    const again = await event(campaign.id, { price_option: 1000 }, 'gift-1');
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await again.json()).toEqual(await first.json());
    expect(await count()).toBe(before + 1);
    // A new key is a new purchase.
    expect((await event(campaign.id, { price_option: 1000 }, 'gift-2')).status).toBe(200);
    expect(await count()).toBe(before + 2);
  });

  it('a refusal is replayed too: the key stays bound to its first answer', async () => {
    const campaign = await campaignOf('epay');
    const first = await event(campaign.id, { price_option: 3 }, 'refused-1');
    expect(first.status).toBe(422);
    const again = await event(campaign.id, { price_option: 3 }, 'refused-1');
    expect(again.status).toBe(422);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('a key reused for another request is refused, and the other request does nothing', async () => {
    const campaign = await campaignOf('epay');
    await event(campaign.id, { price_option: 1000 }, 'reuse-1');
    const other = await event(campaign.id, { price_option: 2000 }, 'reuse-1');
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ errors: [{ message: IDEMPOTENCY_ERRORS.reused }] });
  });

  it('keys are per member: the same key of another member is a request of its own', async () => {
    const campaign = await campaignOf('epay');
    const mine = await event(campaign.id, { price_option: 1000 }, 'shared-key');
    const neighbour = await t.tokenOf('98765432100', 'clube-demo');
    const theirs = await t.api(
      neighbour,
      'POST',
      `/campaign/${campaign.id}/event`,
      { price_option: 1000 },
      { 'Idempotency-Key': 'shared-key' },
    );
    expect(theirs.headers.get('Idempotent-Replayed')).toBeNull();
    const [a, b] = (await Promise.all([mine.json(), theirs.json()])) as {
      data: { transaction_id: string };
    }[];
    expect(a!.data.transaction_id).not.toBe(b!.data.transaction_id);
  });

  it('refuses a key that is empty, too long or not printable ASCII', async () => {
    const campaign = await campaignOf('epay');
    for (const key of [' ', 'x'.repeat(256), 'chave çã']) {
      const response = await event(campaign.id, { price_option: 1000 }, key);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: [{ message: IDEMPOTENCY_ERRORS.invalid }] });
    }
  });
});
