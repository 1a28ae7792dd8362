import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { MAX_BODY_BYTES } from './api.ts';
import { BODY_ERRORS } from './route.ts';

let t: TestApp;
let token: string;
let userId: number;

/** The member's row and what requests may add: a refused body must leave all of it as it was. */
async function memberState(): Promise<unknown> {
  const queries = [
    'SELECT city, name, news, cashback, engagement_balance, vidalink_expire_date FROM users WHERE id = $1',
    'SELECT count(*)::int AS n FROM withdrawals WHERE user_id = $1',
    'SELECT count(*)::int AS n FROM requests WHERE user_id = $1',
    'SELECT count(*)::int AS n FROM transactions WHERE user_id = $1',
  ];
  return Promise.all(queries.map(async (sql) => (await t.db.query(sql, [userId])).rows));
}

const message = async (response: Response): Promise<string | undefined> =>
  ((await response.json()) as { errors?: { message: string }[] }).errors?.[0]?.message;

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

describe('malformed bodies', () => {
  const writes: [string, string][] = [
    ['PATCH', '/user'],
    ['POST', '/cashback/withdraw'],
    ['POST', '/support'],
    ['POST', '/vidalink/active'],
    ['POST', '/campaign/1/event'],
  ];

  it('answer 400 with the reason and change nothing', async () => {
    const before = await memberState();
    for (const [method, path] of writes) {
      const truncated = await t.api(token, method, path, '{"city": "Campinas", "value": 2000');
      expect(truncated.status, `${method} ${path}`).toBe(400);
      expect(await message(truncated)).toBe(BODY_ERRORS.malformed);

      for (const notAnObject of ['[{"city": "Campinas"}]', '"Campinas"', '42']) {
        const response = await t.api(token, method, path, notAnObject);
        expect(response.status, `${method} ${path} ${notAnObject}`).toBe(400);
        expect(await message(response)).toBe(BODY_ERRORS.notObject);
      }
    }
    expect(await memberState()).toEqual(before);
  });

  it('on a public route (sign-in) as well', async () => {
    const response = await t.app.request('/clube/v1/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"document": ',
    });
    expect(response.status).toBe(400);
    expect(await message(response)).toBe(BODY_ERRORS.malformed);
  });

  it('GraphQL answers 400 for a body that is not JSON and runs nothing', async () => {
    const before = await memberState();
    const response = await t.api(token, 'POST', '/graphql', '{"query": "mutation { like(slug');
    expect(response.status).toBe(400);
    expect(await memberState()).toEqual(before);
  });
});

describe('bodies over 1 MB', () => {
  it('answer 413, on REST and GraphQL, before any handler runs', async () => {
    const before = await memberState();
    const huge = JSON.stringify({ city: 'Campinas', padding: 'x'.repeat(MAX_BODY_BYTES) });
    for (const [method, path] of [
      ['PATCH', '/user'],
      ['POST', '/support'],
      ['POST', '/graphql'],
    ] as const) {
      const response = await t.api(token, method, path, huge);
      expect(response.status, path).toBe(413);
      expect(await message(response)).toBe(BODY_ERRORS.tooLarge);
    }
    expect(await memberState()).toEqual(before);
  });

  it('a body just under the limit is still read', async () => {
    const body = JSON.stringify({ city: 'Campinas', padding: 'x'.repeat(MAX_BODY_BYTES - 100) });
    expect(body.length).toBeLessThanOrEqual(MAX_BODY_BYTES);
    const response = await t.api(token, 'PATCH', '/user', body);
    expect(response.status).toBe(200);
    const { rows } = await t.db.query<{ city: string }>('SELECT city FROM users WHERE id = $1', [
      userId,
    ]);
    expect(rows[0]?.city).toBe('Campinas');
  });
});

describe('wrongly typed fields', () => {
  const cases: [string, string, unknown, number, string][] = [
    ['PATCH', '/user', { city: 42 }, 422, 'Campo inválido: city'],
    ['PATCH', '/user', { city: 'Recife', news: 'yes' }, 422, 'Campo inválido: news'],
    ['PATCH', '/user', { name: ['Marina'] }, 422, 'Campo inválido: name'],
    [
      'POST',
      '/cashback/withdraw',
      { pix_type: 'email', pix_email: 'm@example.com', value: 'vinte reais' },
      422,
      'Informe um valor para o saque',
    ],
    [
      'POST',
      '/cashback/withdraw',
      { pix_type: 'email', pix_email: 'm@example.com', value: 2000.5 },
      422,
      'Informe um valor para o saque',
    ],
    [
      'POST',
      '/cashback/withdraw',
      { pix_type: ['email'], pix_email: 'm@example.com', value: 2000 },
      422,
      'Tipo de chave Pix inválido',
    ],
    ['POST', '/support', { subject: { text: 'Oi' }, message: ['Olá'] }, 422, 'Campo obrigatório!'],
  ];

  it('answer 422 with the field at fault and change nothing', async () => {
    const before = await memberState();
    for (const [method, path, body, status, expected] of cases) {
      const response = await t.api(token, method, path, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(await message(response)).toBe(expected);
    }
    expect(await memberState()).toEqual(before);
  });

  it('a reward redemption refuses a quantity that is not a whole number from 1 to 99', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `SELECT c.id FROM campaigns c JOIN companies k ON k.id = c.company_id
        WHERE k.slug = 'clube-demo' AND c.event = 'engagement' ORDER BY c.id LIMIT 1`,
    );
    const before = await memberState();
    for (const quantity of [-3, 0, 2.5, 'muitos', 1000]) {
      const response = await t.api(token, 'POST', `/campaign/${rows[0]!.id}/event`, { quantity });
      expect(response.status, String(quantity)).toBe(422);
      expect(await message(response)).toBe('Quantidade inválida');
    }
    expect(await memberState()).toEqual(before);
  });

  it('GraphQL refuses an argument of the wrong type without running the mutation', async () => {
    const before = await memberState();
    const answer = await t.graphql(token, 'mutation { like(slug: 42) }');
    expect(answer.errors?.[0]?.message).toMatch(/String/);
    expect(answer.data).toBeUndefined();
    expect(await memberState()).toEqual(before);
  });
});
