import { describe, expect, it } from 'vitest';
import { campaignEnded } from '../domain/campaign-validity.ts';
import { signedInTestApp } from '../testing/signed-in-test-app.ts';

// Finding offers (issue 20): accent-free search, sorts by what a card shows, and no voucher,
// code or payment for an offer that has ended.
const member = signedInTestApp();

interface Hit {
  slug: string;
  title: string;
  symbol: string;
  value: number;
  discounted_value: number | null;
  partner: { name: string };
}

const search = async (query: string, index = 'campaigns', hitsPerPage = 100) => {
  const response = await member.app.api(member.token, 'POST', '/search', {
    index,
    query,
    page: 0,
    hitsPerPage,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { hits: Hit[]; nbHits: number };
};

const CAMPAIGNS = `query ($orderBy: String) {
  campaigns(limit: 100, orderBy: $orderBy) {
    data { slug title symbol value discounted_value partner { name } } } }`;

const listed = async (orderBy: string): Promise<Hit[]> => {
  const answer = await member.app.graphql(member.token, CAMPAIGNS, { orderBy });
  return (answer.data?.campaigns as { data: Hit[] }).data;
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The core's rule, written again here: the share of the price taken off. */
const discount = (hit: Hit): number => {
  if (hit.symbol === 'percent' || hit.symbol === 'dynamic') return hit.value;
  if (hit.symbol === 'currency')
    return hit.discounted_value !== null && hit.discounted_value < hit.value
      ? ((hit.value - hit.discounted_value) / hit.value) * 100
      : 0;
  if (hit.symbol === 'GRÁTIS') return 100;
  if (hit.symbol === '2x1') return 50;
  return 0;
};

describe('search ignores accents and case', () => {
  it.each([
    ['cafe', 'café'],
    ['farmacia', 'Farmácia'],
    ['CAFÉ', 'café'],
    ['lava rapido', 'Lava Rápido'],
  ])('%s finds what %s finds, and something', async (plain, accented) => {
    const [a, b] = await Promise.all([search(plain), search(accented)]);
    expect(a.nbHits).toBeGreaterThan(0);
    expect(a.hits.map((hit) => hit.slug)).toEqual(b.hits.map((hit) => hit.slug));
  });

  it('treats % and _ in a term as text', async () => {
    expect((await search('5%')).nbHits).toBeGreaterThan(0);
    expect((await search('5%x')).nbHits).toBe(0);
    expect((await search('_')).nbHits).toBe(0);
  });

  it('answers each hit with its event data (the cashback rate)', async () => {
    const answer = await search('cashback', 'campaigns');
    const response = await member.app.api(member.token, 'POST', '/search', {
      index: 'campaigns',
      query: '',
      hitsPerPage: 100,
      filters: 'is_cashback:true',
    });
    const hits = ((await response.json()) as { hits: Record<string, unknown>[] }).hits;
    expect(answer).toBeDefined();
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) {
      expect(hit.eventData).toMatchObject({ cashback_value: expect.any(Number) });
    }
  });
});

describe('sorts by what a card shows', () => {
  it('A-Z and Z-A order by partner name, then title', async () => {
    for (const [orderBy, index, sign] of [
      ['alphabetical', 'campaigns_name_asc', 1],
      ['alphainverse', 'campaigns_name_desc', -1],
    ] as const) {
      for (const hits of [await listed(orderBy), (await search('', index)).hits]) {
        const keys = hits.map((hit) => fold(hit.partner.name));
        const sorted = [...keys].sort((a, b) => sign * (a < b ? -1 : a > b ? 1 : 0));
        expect(keys).toEqual(sorted);
      }
    }
  });

  it('Maiores descontos compares a discount in reais and a percentage on one scale', async () => {
    for (const hits of [await listed('discount'), (await search('', 'campaigns_value')).hits]) {
      const discounts = hits.map(discount);
      expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
      // Not every amount in reais before every percentage, as raw values would have it.
      const firstPercent = hits.findIndex((hit) => hit.symbol === 'percent');
      const lastCurrency = hits.findLastIndex((hit) => hit.symbol === 'currency');
      expect(firstPercent).toBeLessThan(lastCurrency);
    }
  });
});

describe('an ended offer', () => {
  it('ends after its last day in São Paulo', () => {
    const noon = Date.UTC(2026, 10, 23, 15);
    expect(campaignEnded('2026-11-23', noon)).toBe(false);
    expect(campaignEnded('2026-11-23', Date.UTC(2026, 10, 24, 3))).toBe(true);
    expect(campaignEnded('2026-11-22', noon)).toBe(true);
    expect(campaignEnded(null, noon)).toBe(false);
  });

  it('issues no voucher, code or payment (422), and writes nothing', async () => {
    const { rows } = await member.app.db.query<{ id: number; slug: string; type: string }>(
      `SELECT c.id, c.slug, c.type FROM campaigns c JOIN companies k ON k.id = c.company_id
        WHERE k.slug = 'clube-demo' AND c.type IN ('voucher', 'uniqueCode', 'payment')
        ORDER BY c.id LIMIT 3`,
    );
    const ids = rows.map((row) => row.id);
    await member.app.db.query(`UPDATE campaigns SET end_date = '2020-01-01' WHERE id = ANY($1)`, [
      ids,
    ]);
    const count = async () =>
      (
        await member.app.db.query<{ n: number }>(
          `SELECT (SELECT count(*) FROM vouchers)::int + (SELECT count(*) FROM transactions)::int AS n`,
        )
      ).rows[0]!.n;
    const before = await count();
    for (const row of rows) {
      const response = await member.app.api(member.token, 'POST', `/campaign/${row.id}/event`, {
        value: 1000,
        payment_method: 'pix',
      });
      expect(response.status).toBe(422);
      expect(
        ((await response.json()) as { errors: { message: string }[] }).errors[0]!.message,
      ).toBe('Esta oferta foi encerrada');
    }
    expect(await count()).toBe(before);
    await member.app.db.query(`UPDATE campaigns SET end_date = '2999-12-31' WHERE id = $1`, [
      ids[0],
    ]);
    const again = await member.app.api(member.token, 'POST', `/campaign/${ids[0]}/event`, {});
    expect(again.status).toBe(200);
  });
});
