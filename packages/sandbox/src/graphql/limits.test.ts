import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { GRAPHQL_LIMITS } from './limits.ts';
import { createGraphqlHandler, GRAPHQL_ENDPOINT } from './yoga.ts';

let t: TestApp;
let marina: string;
let beatriz: string;
beforeAll(async () => {
  t = await createTestApp();
  marina = await t.tokenOf('52998224725', 'clube-demo');
  beatriz = await t.tokenOf('98765432100', 'clube-demo');
});
afterAll(() => t.close());

const aliased = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: campaigns(limit: 100) { data { id } }`).join(' ')} }`;

async function ask(token: string, query: string) {
  const response = await t.api(token, 'POST', '/graphql', { query });
  const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
  return { status: response.status, body };
}

describe('GraphQL limits', () => {
  // How fast a refusal is, and whether it slows anyone else, is the hostile probe's to measure
  // (no timing here): these check that nothing of the refused query runs.
  it('refuses 1,000 aliased campaign lists without running them', async () => {
    const queries = vi.spyOn(t.db, 'query');
    const refused = await ask(marina, aliased(1000));
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors?.[0]?.message).toMatch(/limit/i);
    const campaignReads = queries.mock.calls.filter(([sql]) => /\bcampaigns?\b/i.test(sql));
    expect(campaignReads).toEqual([]);
    queries.mockRestore();
  });

  it("answers another member's request alongside one it refuses", async () => {
    const alone = await ask(beatriz, '{ user { id } }');
    expect(alone.status).toBe(200);
    const [flood, other] = await Promise.all([
      ask(marina, aliased(1000)),
      ask(beatriz, '{ user { id } }'),
    ]);
    expect(flood.body.errors?.length).toBeGreaterThan(0);
    expect(other.body).toEqual(alone.body);
  });

  it('refuses too many aliases, too deep a query and too many tokens', async () => {
    const aliases = await ask(marina, aliased(GRAPHQL_LIMITS.aliases + 1));
    expect(aliases.body.errors?.[0]?.message).toMatch(/Aliases limit/);
    expect((await ask(marina, aliased(GRAPHQL_LIMITS.aliases - 1))).body.errors).toBeUndefined();

    // Depth is counted on the document, before fields are looked up.
    const nested = (levels: number) =>
      `{ user ${'{ a '.repeat(levels - 1)}${'}'.repeat(levels - 1)} }`;
    const depthErrors = async (levels: number) =>
      ((await ask(marina, nested(levels))).body.errors ?? []).filter((error) =>
        /depth limit/.test(error.message),
      );
    expect(await depthErrors(GRAPHQL_LIMITS.depth)).toEqual([]);
    expect(await depthErrors(GRAPHQL_LIMITS.depth + 2)).toHaveLength(1);

    const tokens = `{ user { ${'id '.repeat(GRAPHQL_LIMITS.tokens)} } }`;
    expect((await ask(marina, tokens)).body.errors?.[0]?.message).toMatch(/Token limit/);
  });

  it("lets every operation of the web app's adapters through", async () => {
    const root = fileURLToPath(new URL('../../../adapters/src/graphql/', import.meta.url));
    const files = [
      ...readdirSync(root).filter((f) => f.endsWith('.graphql')),
      ...readdirSync(`${root}features`)
        .filter((f) => f.endsWith('.graphql'))
        .map((f) => `features/${f}`),
    ];
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      const answer = await ask(marina, readFileSync(`${root}${file}`, 'utf8'));
      for (const error of answer.body.errors ?? []) {
        expect(error.message, file).not.toMatch(/limit|Introspection/i);
      }
    }
  });

  it('refuses introspection unless in development', async () => {
    const query = '{ __schema { queryType { name } } }';
    const refused = await ask(marina, query);
    expect(refused.body.errors?.[0]?.message).toMatch(/Introspection is off/);
    const anonymous = await t.app.request(`${GRAPHQL_ENDPOINT}?query=${encodeURIComponent(query)}`);
    expect(JSON.stringify(await anonymous.json())).toMatch(/Introspection is off/);

    const development = createGraphqlHandler({
      db: t.db,
      jwtSecret: t.secret,
      log: false,
      development: true,
    });
    const answer = await development(
      new Request(`http://sandbox${GRAPHQL_ENDPOINT}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query }),
      }),
    );
    expect(await answer.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  it('serves GraphiQL only in development, self-contained, under its own policy', async () => {
    const page = { headers: { Accept: 'text/html' } };
    const production = await t.app.request(GRAPHQL_ENDPOINT, page);
    expect(production.headers.get('Content-Type') ?? '').not.toMatch(/text\/html/);

    const development = createGraphqlHandler({
      db: t.db,
      jwtSecret: t.secret,
      log: false,
      development: true,
    });
    const answer = await development(new Request(`http://sandbox${GRAPHQL_ENDPOINT}`, page));
    expect(answer.headers.get('Content-Type')).toMatch(/text\/html/);
    const html = await answer.text();
    expect(html).not.toMatch(/<script[^>]+src=/i);
    expect(html).not.toMatch(/<link[^>]+href="https?:/i);
    const policy = answer.headers.get('Content-Security-Policy')!;
    expect(policy).toMatch(/script-src 'sha256-[^']+'(;| )/);
    expect(policy).not.toMatch(/script-src[^;]*(unsafe-inline|https?:)/);
  });
});
