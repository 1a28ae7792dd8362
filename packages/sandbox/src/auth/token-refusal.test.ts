import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { privateGraphqlOperations, privateRestOperations } from '../testing/private-operations.ts';
import { nowInSeconds, signMemberToken } from './jwt.ts';

// Every private operation, REST and GraphQL, against tokens that must not open any of them: a
// forged one (another secret), an expired one, one issued before a password reset or change,
// one of a blocked member. A valid token opens them all (so the refusals are the tokens').

const REST = privateRestOperations();
const GRAPHQL = privateGraphqlOperations();
const MARINA = { document: '52998224725', company: 'clube-demo' };
const BEATRIZ = { document: '98765432100', company: 'clube-demo' };
const JOANA = { document: '13579246828', company: 'engaja-mais' };
const RAFAEL_BLOCKED = { document: '39053344705', company: 'clube-demo' };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function memberClaims(document: string, company: string) {
  const { rows } = await t.db.query<{ id: number; name: string; token_version: number }>(
    `SELECT u.id, u.name, u.token_version FROM users u JOIN companies c ON c.id = u.company_id
      WHERE u.document = $1 AND c.slug = $2`,
    [document, company],
  );
  const row = rows[0]!;
  return { sub: String(row.id), company, document, name: row.name, ver: row.token_version };
}

/** The operations (by name) that accepted the token: anything but 401 / UNAUTHENTICATED. */
async function accepting(token: string): Promise<string[]> {
  const accepted: string[] = [];
  for (const operation of REST) {
    const body = operation.method === 'GET' ? undefined : {};
    const response = await t.api(token, operation.method, operation.path, body);
    if (response.status !== 401) accepted.push(`${operation.name} (${response.status})`);
  }
  for (const operation of GRAPHQL) {
    const response = await t.api(token, 'POST', '/graphql', { query: operation.query });
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    const refused =
      response.status === 401 &&
      body.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED');
    if (!refused) accepted.push(`${operation.name} (${response.status})`);
  }
  return accepted;
}

async function resetPassword(member: { document: string; company: string }, password: string) {
  const asked = await t.api('', 'POST', '/company/user/remember', member);
  expect(asked.status).toBe(200);
  const token = t.outbox.lastResetToken(member.document, member.company);
  expect(token).toMatch(/^[0-9a-f]{32}$/);
  const done = await t.api('', 'POST', `/company/user/remember/${token}`, { password });
  expect(done.status).toBe(200);
}

describe('member tokens over every private operation', () => {
  it('covers the private operations of both APIs', () => {
    expect(REST.length).toBeGreaterThanOrEqual(20);
    expect(GRAPHQL.length).toBeGreaterThanOrEqual(20);
  });

  it('a valid token opens every one of them (the control)', async () => {
    const valid = await t.tokenOf(MARINA.document, MARINA.company);
    const refused = REST.length + GRAPHQL.length - (await accepting(valid)).length;
    expect(refused).toBe(0);
  });

  it('a token signed with another secret opens none', async () => {
    const claims = await memberClaims(MARINA.document, MARINA.company);
    const forged = signMemberToken(claims, 'a-secret-an-attacker-made-up-0123456789', 3600);
    expect(await accepting(forged)).toEqual([]);
  });

  it('an expired token opens none', async () => {
    const claims = await memberClaims(MARINA.document, MARINA.company);
    const expired = signMemberToken(claims, t.secret, 60, nowInSeconds() - 120);
    expect(await accepting(expired)).toEqual([]);
  });

  it('a token issued before a password reset opens none; one issued after does', async () => {
    const before = await t.tokenOf(BEATRIZ.document, BEATRIZ.company);
    await resetPassword(BEATRIZ, 'nova-senha-1');
    expect(await accepting(before)).toEqual([]);

    const login = await t.api('', 'POST', '/login', { ...BEATRIZ, password: 'nova-senha-1' });
    const { token: after } = (await login.json()) as { token: string };
    expect((await t.api(after, 'GET', '/notification')).status).toBe(200);
    // Back to the seeded password for the other tests.
    await resetPassword(BEATRIZ, 'clube123');
    expect((await t.api(after, 'GET', '/notification')).status).toBe(401);
  });

  it("a password change ends the member's other sessions and keeps the one that made it", async () => {
    const other = await t.tokenOf(JOANA.document, JOANA.company);
    const changer = await t.tokenOf(JOANA.document, JOANA.company);
    const changed = await t.api(changer, 'POST', '/user/password', {
      current_password: 'clube123',
      password: 'outra-senha',
    });
    expect(changed.status).toBe(200);
    expect(await accepting(other)).toEqual([]);
    expect((await t.api(changer, 'GET', '/notification')).status).toBe(200);
    // Back again, from the same session, which stays signed in.
    const back = await t.api(changer, 'POST', '/user/password', {
      current_password: 'outra-senha',
      password: 'clube123',
    });
    expect(back.status).toBe(200);
    expect((await t.api(changer, 'GET', '/notification')).status).toBe(200);
    expect((await t.api(other, 'GET', '/notification')).status).toBe(401);
  });

  it('a reset link asked for before a password change no longer works after it', async () => {
    await t.api('', 'POST', '/company/user/remember', MARINA);
    const link = t.outbox.lastResetToken(MARINA.document, MARINA.company)!;
    const session = await t.tokenOf(MARINA.document, MARINA.company);
    await t.api(session, 'POST', '/user/password', {
      current_password: 'clube123',
      password: 'clube123',
    });
    const used = await t.api('', 'POST', `/company/user/remember/${link}`, { password: 'x12345' });
    expect(used.status).toBe(422);
  });

  it("a blocked member's token, even correctly signed, opens none", async () => {
    const blocked = signMemberToken(
      await memberClaims(RAFAEL_BLOCKED.document, RAFAEL_BLOCKED.company),
      t.secret,
      3600,
    );
    expect(await accepting(blocked)).toEqual([]);
  });

  it('a member blocked while signed in is refused from then on', async () => {
    const token = await t.tokenOf(BEATRIZ.document, BEATRIZ.company);
    const user = { query: '{ user { id } }' };
    expect((await t.api(token, 'POST', '/graphql', user)).status).toBe(200);
    await t.db.query(`UPDATE users SET blocked = true WHERE document = $1`, [BEATRIZ.document]);
    try {
      expect(await accepting(token)).toEqual([]);
    } finally {
      await t.db.query(`UPDATE users SET blocked = false WHERE document = $1`, [BEATRIZ.document]);
    }
  });
});
