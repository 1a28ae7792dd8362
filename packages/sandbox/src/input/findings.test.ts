import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { INPUT_ERRORS } from './input-rejected.ts';

// The hostile inputs of issue 22 (finding 8) that answered 500, each now a 4xx that writes
// nothing. The fuzz suite (tests/contract/hostile-input.test.ts) looks for new ones.

let t: TestApp;
let token: string;
let userId: number;

const PIX = { pix_type: 'email', pix_email: 'marina@example.com' };

async function memberState(): Promise<unknown> {
  const queries = [
    'SELECT city, cashback, awards_balance, engagement_balance FROM users WHERE id = $1',
    'SELECT count(*)::int AS n FROM withdrawals WHERE user_id = $1',
    'SELECT count(*)::int AS n FROM requests WHERE user_id = $1',
    'SELECT count(*)::int AS n FROM transactions WHERE user_id = $1',
  ];
  return Promise.all(queries.map(async (sql) => (await t.db.query(sql, [userId])).rows));
}

async function answer(response: Response): Promise<{ status: number; message?: string }> {
  const text = await response.text();
  expect(text).not.toMatch(/\.ts:\d+|"stack"/);
  const body = JSON.parse(text) as { errors?: { message: string }[] };
  return { status: response.status, message: body.errors?.[0]?.message };
}

async function campaignId(where: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>(
    `SELECT c.id FROM campaigns c JOIN companies k ON k.id = c.company_id
      WHERE k.slug = 'clube-demo' AND ${where} ORDER BY c.id LIMIT 1`,
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenOf('52998224725');
  const { rows } = await t.db.query<{ id: number }>(
    "SELECT id FROM users WHERE document = '52998224725' ORDER BY id LIMIT 1",
  );
  userId = rows[0]!.id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('issue 22, finding 8: hostile input answers 4xx and changes nothing', () => {
  it('a NUL byte in a JSON body, a form field, a query string, a path or GraphQL', async () => {
    const before = await memberState();
    const text = { status: 400, message: INPUT_ERRORS.text };
    expect(
      await answer(await t.api(token, 'POST', '/support', { subject: 'a\u0000', message: 'b' })),
    ).toEqual(text);
    expect(await answer(await t.api(token, 'PATCH', '/user', { city: 'Recife\u0000' }))).toEqual(
      text,
    );
    expect(
      await answer(await t.api(token, 'PATCH', '/user', { ['ci\u0000ty']: 'Recife' })),
    ).toEqual(text);
    const form = new FormData();
    form.append('company_name', 'Loja\u0000');
    const multipart = await t.app.request('/clube/v1/request-partners', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(await answer(multipart)).toEqual(text);
    expect(await answer(await t.app.request('/clube/v1/user/check?document=5299%00'))).toEqual(
      text,
    );
    expect(await answer(await t.api(token, 'GET', '/notice/1%00/link'))).toEqual(text);
    const graphql = await t.api(token, 'POST', '/graphql', {
      query: 'query ($slug: String!) { campaign(slug: $slug) { id } }',
      variables: { slug: 'cafe\u0000' },
    });
    expect(graphql.status).toBe(400);
    const literal = await t.api(token, 'POST', '/graphql', {
      query: 'mutation { like(slug: "cafe\\u0000") }',
    });
    expect(literal.status).toBe(400);
    expect(await memberState()).toEqual(before);
  });

  it('a lone surrogate in /support, anywhere in the body', async () => {
    const before = await memberState();
    for (const body of [
      { subject: 'Oi', message: 'x\ud800' },
      { subject: 'Oi', message: 'Olá', extra: { deep: ['\udc00'] } },
    ]) {
      expect(await answer(await t.api(token, 'POST', '/support', body))).toEqual({
        status: 400,
        message: INPUT_ERRORS.text,
      });
    }
    expect(await answer(await t.api(token, 'GET', '/notification?x=%ED%A0%80'))).toEqual({
      status: 400,
      message: INPUT_ERRORS.encoding,
    });
    expect(await memberState()).toEqual(before);
  });

  it('integers past int4: a withdrawal value, ids, pages and value × quantity', async () => {
    const before = await memberState();
    for (const value of [2 ** 31, 2 ** 53, 1e300, '2147483648']) {
      const response = await t.api(token, 'POST', '/awards/withdraw', { ...PIX, value });
      expect(await answer(response), String(value)).toEqual({
        status: 422,
        message: 'Informe um valor para o saque',
      });
    }
    for (const path of ['/campaign/2147483648/event', '/campaign/99999999999/tracking']) {
      expect((await answer(await t.api(token, 'POST', path, {}))).status, path).toBe(404);
    }
    expect(
      (await answer(await t.api(token, 'POST', '/notification/9007199254740993'))).status,
    ).toBe(404);
    expect((await answer(await t.api(token, 'GET', '/notice/4294967296/link'))).status).toBe(404);
    expect(
      (await answer(await t.api(token, 'POST', '/rescue/letter/2147483648', { email: 'a@b.co' })))
        .status,
    ).toBe(404);
    for (const query of ['page=1e300', 'page=Infinity', 'limit=2147483648', 'page=2.5']) {
      const response = await t.api(token, 'GET', `/partners/engagement/campaigns?${query}`);
      expect((await answer(response)).status, query).toBe(422);
    }
    const payment = await campaignId("c.type = 'payment'");
    // The price is the campaign's own option (the client names it, never sends an amount):
    // an option past int4 is no option of the offer.
    const product = await t.api(token, 'POST', `/campaign/${payment}/event`, {
      price_option: 2 ** 31 - 1,
      quantity: 2,
    });
    expect(await answer(product)).toEqual({
      status: 422,
      message: 'Escolha um dos valores da oferta',
    });
    const letter = await t.graphql(token, '{ letter(id: "2147483648") { id } }');
    expect(letter).toEqual({ data: { letter: null } });
    const deleted = await t.graphql(
      token,
      'mutation { deleteVoucher(id: "99999999999") { status } }',
    );
    expect(deleted).toEqual({ data: { deleteVoucher: { status: false } } });
    expect(await memberState()).toEqual(before);
  });

  it('money is read only as a whole count of cents: "1e3" is not 1000 nor "0x10" 16', async () => {
    const before = await memberState();
    for (const value of ['1e3', '0x10', '12.5', ' 12', 2000.5, '2000 ']) {
      const response = await t.api(token, 'POST', '/awards/withdraw', { ...PIX, value });
      expect((await answer(response)).status, String(value)).toBe(422);
    }
    const award = await campaignId("c.event = 'award'");
    for (const value of ['1e3', '0x10', '12.5', -100]) {
      const response = await t.api(token, 'POST', `/campaign/${award}/event`, { value });
      expect(await answer(response), String(value)).toEqual({
        status: 422,
        message: 'Valor inválido',
      });
    }
    expect(await memberState()).toEqual(before);
  });

  it('prototype keys are unknown names, not Object.prototype members', async () => {
    const before = await memberState();
    for (const filters of ['constructor:true', 'toString:x', '__proto__:1', 'hasOwnProperty:a']) {
      const response = await t.api(token, 'POST', '/search', { filters });
      expect(await answer(response), filters).toEqual({
        status: 422,
        message: `Filtro inválido: ${filters}`,
      });
    }
    for (const index of ['constructor', '__proto__', 'toString']) {
      const response = await t.api(token, 'POST', '/search', { index });
      expect((await answer(response)).status, index).toBe(422);
    }
    const profile = await t.api(
      token,
      'PATCH',
      '/user',
      Object.fromEntries([
        ['constructor', 'x'],
        ['__proto__', 'y'],
        ['toString', 'z'],
      ]),
    );
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ data: { updated: [] } });
    const sorted = await t.graphql(
      token,
      '{ a: cashback(asc: "constructor") { total } b: campaigns(orderBy: "toString") { total } }',
    );
    expect(sorted.errors).toBeUndefined();
    expect(await memberState()).toEqual(before);
  });

  it('dates that do not exist are refused, not sent to a date column', async () => {
    for (const birthday of ['2026-02-31', '9999-99-99', '2026-13-01']) {
      const response = await t.api(token, 'PATCH', '/user', { birthday });
      expect(await answer(response), birthday).toEqual({
        status: 422,
        message: 'Campo inválido: birthday',
      });
    }
    const period = await t.graphql(
      token,
      '{ cashback(between_date: ["2026-02-30", "2026-99-99"]) { total } }',
    );
    expect(period.errors?.[0]?.message).toBe('Período inválido');
  });
});
