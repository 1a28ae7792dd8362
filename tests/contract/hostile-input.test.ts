import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTestApp } from '@clube/sandbox/testing';
import type { TestApp } from '@clube/sandbox/testing';
import fc from 'fast-check';
import { getNamedType, isInputObjectType, isLeafType, isObjectType } from 'graphql';
import type { GraphQLField, GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from './support/graphql.ts';
import {
  HOSTILE_STRINGS,
  PROTOTYPE_KEYS,
  asText,
  encodeUrlComponent,
  fieldValue,
  hostileJson,
  objectOf,
  serverFault,
} from './support/hostile.ts';
import { OPERATION_INPUTS } from './support/openapi.ts';
import type { OperationInputs } from './support/openapi.ts';

// Hostile input must never make the sandbox fail: every REST operation of the OpenAPI contract
// (read from the contract, so a new operation is fuzzed without touching this file) and every
// GraphQL root field gets wrong shapes, NUL bytes, lone surrogates, numbers past int4,
// prototype keys, SQL-looking and very long strings, signed in and anonymous. No answer may be
// a 5xx, carry a stack trace, or hide a crash behind a GraphQL "Unexpected error.".
// The requests come from fast-check with a fixed seed (FUZZ_SEED overrides it): a failure
// names the seed and the request, and the same seed sends the same requests again.

const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const RUNS_PER_REST_OPERATION = 60;
const RUNS_PER_GRAPHQL_FIELD = 24;
const MINIMUM_REQUESTS = 2500;

let t: TestApp;
let memberToken: string;
let sent = 0;
const faults: string[] = [];
/** Values that exist in the seed, by field name, so that requests reach past the lookups. */
const plausible = new Map<string, unknown[]>();

type Auth = 'member' | 'anonymous' | 'garbage';
const authArb = fc.constantFrom<Auth>('member', 'member', 'member', 'anonymous', 'garbage');

function authorization(auth: Auth): Record<string, string> {
  if (auth === 'member') return { Authorization: `Bearer ${memberToken}` };
  if (auth === 'garbage') return { Authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.x' };
  return {};
}

async function send(label: string, url: string, init: RequestInit): Promise<void> {
  sent++;
  const response = await t.app.request(url, init);
  const text = await response.text();
  const fault = serverFault(response.status, text);
  if (fault) {
    faults.push(
      `${label} → ${fault}: ${init.method ?? 'GET'} ${url.slice(0, 300)} ` +
        `${typeof init.body === 'string' ? init.body.slice(0, 300) : ''} ⇒ ${text.slice(0, 300)}`,
    );
  }
}

const valuesFor = (name: string, listed: unknown[] = []): unknown[] => [
  ...listed,
  ...(plausible.get(name) ?? []),
];

// ---------------------------------------------------------------------------------------------
// REST

interface RestCase {
  auth: Auth;
  path: unknown[];
  query: [string, unknown][];
  body:
    | { kind: 'object'; entries: [string, unknown][] }
    | { kind: 'value'; value: unknown }
    | { kind: 'raw'; text: string };
  encoding: 'json' | 'multipart' | 'urlencoded';
}

const RAW_BODIES = [
  '{"a":',
  '\u0000',
  '{"subject":"\\u0000","message":"\\ud800"}',
  '{"value":1e400}',
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
  '{"a":1,"a":2}',
  'null',
  '',
];

function restCase(operation: OperationInputs): fc.Arbitrary<RestCase> {
  const fields = [...operation.bodyFields.keys()];
  const entry = (name: string): fc.Arbitrary<[string, unknown]> =>
    fieldValue(valuesFor(name, operation.bodyFields.get(name))).map((v) => [name, v]);
  const extra: fc.Arbitrary<[string, unknown]> = fc.tuple(
    fc.constantFrom(...PROTOTYPE_KEYS, ...HOSTILE_STRINGS.slice(0, 6), 'interests[0]', 'x'),
    hostileJson,
  );
  const entries = fc
    .tuple(
      fc.subarray(fields).chain((names) => fc.tuple(...names.map(entry))),
      fc.array(extra, { maxLength: 2 }),
    )
    .map(([known, extras]) => [...(known as [string, unknown][]), ...extras]);
  return fc.record({
    auth: operation.needsToken ? authArb : fc.constantFrom<Auth>('anonymous', 'garbage'),
    path: fc.tuple(
      ...operation.pathParams.map((name) =>
        fieldValue(valuesFor(name, operation.paramValues.get(name))),
      ),
    ),
    query: fc
      .tuple(
        fc
          .subarray(operation.queryParams)
          .chain((names) =>
            fc.tuple(
              ...names.map((name) =>
                fieldValue(valuesFor(name, operation.paramValues.get(name))).map(
                  (v): [string, unknown] => [name, v],
                ),
              ),
            ),
          ),
        fc.array(extra, { maxLength: 1 }),
      )
      .map(([known, extras]) => [...(known as [string, unknown][]), ...extras]),
    body: fc.oneof(
      { weight: 8, arbitrary: entries.map((e) => ({ kind: 'object' as const, entries: e })) },
      { weight: 1, arbitrary: hostileJson.map((value) => ({ kind: 'value' as const, value })) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(...RAW_BODIES).map((text) => ({ kind: 'raw' as const, text })),
      },
    ),
    encoding: fc.constantFrom<RestCase['encoding']>(
      'json',
      'json',
      'json',
      'multipart',
      'urlencoded',
    ),
  });
}

function formValue(value: unknown): string {
  return asText(value);
}

function restRequest(operation: OperationInputs, c: RestCase): [string, RequestInit] {
  let index = 0;
  const path = operation.template.replace(/\{\w+\}/g, () => {
    const segment = encodeUrlComponent(asText(c.path[index++]));
    return segment === '' ? '%20' : segment;
  });
  const query = c.query
    .map(([key, value]) => `${encodeUrlComponent(key)}=${encodeUrlComponent(asText(value))}`)
    .join('&');
  const base = operation.template.startsWith('/cep/') ? '' : '/clube/v1';
  const url = `${base}${path}${query ? `?${query}` : ''}`;
  const headers: Record<string, string> = authorization(c.auth);
  const init: RequestInit = { method: operation.method, headers };
  if (operation.method === 'GET') return [url, init];
  if (c.body.kind === 'raw') {
    headers['Content-Type'] = 'application/json';
    init.body = c.body.text;
  } else if (c.body.kind === 'value') {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(c.body.value) ?? 'null';
  } else if (c.encoding === 'json') {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(objectOf(c.body.entries));
  } else if (c.encoding === 'multipart') {
    const form = new FormData();
    for (const [key, value] of c.body.entries) {
      if (Array.isArray(value)) value.forEach((item) => form.append(`${key}[]`, formValue(item)));
      else form.append(key, formValue(value));
    }
    init.body = form;
  } else {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    init.body = c.body.entries
      .map(([key, value]) => `${encodeUrlComponent(key)}=${encodeUrlComponent(formValue(value))}`)
      .join('&');
  }
  return [url, init];
}

// ---------------------------------------------------------------------------------------------
// GraphQL

interface GraphqlCase {
  auth: Auth;
  mode: 'variables' | 'literals' | 'get';
  args: [string, unknown][];
}

/** A selection of the field's leaves (one level), so that field resolvers run too. */
function selectionOf(field: GraphQLField<unknown, unknown>): string {
  const type = getNamedType(field.type);
  if (isLeafType(type)) return '';
  if (!isObjectType(type)) return '{ __typename }';
  const leaves = Object.values((type as GraphQLObjectType).getFields())
    .filter(
      (f) =>
        isLeafType(getNamedType(f.type)) && f.args.every((a) => !a.type.toString().endsWith('!')),
    )
    .map((f) => f.name);
  return `{ __typename ${leaves.join(' ')} }`;
}

/** A GraphQL literal for any value; strings use JSON escapes, which GraphQL shares. */
function literal(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '0';
  if (typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as object).filter(([k]) => /^[A-Za-z_]\w*$/.test(k));
    return `{${entries.map(([k, v]) => `${k}: ${literal(v)}`).join(', ')}}`;
  }
  return 'null';
}

function graphqlRequest(
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  c: GraphqlCase,
): [string, RequestInit] {
  const declared = new Map(field.args.map((a) => [a.name, a.type.toString()]));
  const headers: Record<string, string> = authorization(c.auth);
  const selection = selectionOf(field);
  let query: string;
  let variables: Record<string, unknown> | undefined;
  if (c.mode === 'literals') {
    const args = c.args.map(([name, value]) => `${name}: ${literal(value)}`).join(', ');
    query = `${kind} { ${field.name}${args ? `(${args})` : ''} ${selection} }`;
  } else {
    const used = c.args.filter(([name]) => declared.has(name));
    const definitions = used.map(([name]) => `$${name}: ${declared.get(name)}`).join(', ');
    const args = used.map(([name]) => `${name}: $${name}`).join(', ');
    query = `${kind} Fuzz${definitions ? `(${definitions})` : ''} { ${field.name}${
      args ? `(${args})` : ''
    } ${selection} }`;
    variables = objectOf(c.args);
  }
  if (c.mode === 'get') {
    const params = [`query=${encodeUrlComponent(query)}`];
    if (variables) params.push(`variables=${encodeUrlComponent(JSON.stringify(variables))}`);
    return [`/clube/v1/graphql?${params.join('&')}`, { method: 'GET', headers }];
  }
  headers['Content-Type'] = 'application/json';
  return [
    '/clube/v1/graphql',
    { method: 'POST', headers, body: JSON.stringify({ query, variables }) },
  ];
}

function graphqlCase(field: GraphQLField<unknown, unknown>): fc.Arbitrary<GraphqlCase> {
  const argument = (name: string): fc.Arbitrary<[string, unknown]> =>
    fieldValue(valuesFor(name)).map((v) => [name, v]);
  const extra: fc.Arbitrary<[string, unknown]> = fc.tuple(
    fc.constantFrom(...PROTOTYPE_KEYS.filter((k) => !k.startsWith('__')), 'x'),
    hostileJson,
  );
  return fc.record({
    auth: authArb,
    mode: fc.constantFrom<GraphqlCase['mode']>('variables', 'variables', 'literals', 'get'),
    args: fc
      .tuple(
        fc
          .subarray(field.args.map((a) => a.name))
          .chain((names) => fc.tuple(...names.map(argument))),
        fc.array(extra, { maxLength: 1 }),
      )
      .map(([known, extras]) => [...(known as [string, unknown][]), ...extras]),
  });
}

// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  t = await createTestApp();
  memberToken = await t.tokenOf('52998224725');
  const ids = async (sql: string): Promise<string[]> =>
    (await t.db.query<{ v: string }>(sql)).rows.map((row) => row.v);
  const campaigns = await ids(
    `SELECT c.id::text AS v FROM campaigns c JOIN companies k ON k.id = c.company_id
      WHERE k.slug = 'clube-demo' ORDER BY c.event, c.type, c.id LIMIT 40`,
  );
  const slugs = await ids(
    `SELECT c.slug AS v FROM campaigns c JOIN companies k ON k.id = c.company_id
      WHERE k.slug = 'clube-demo' ORDER BY c.id LIMIT 10`,
  );
  const notices = await ids('SELECT id::text AS v FROM notices ORDER BY id LIMIT 4');
  const notifications = await ids('SELECT id::text AS v FROM notifications ORDER BY id LIMIT 4');
  const letters = await ids('SELECT id::text AS v FROM letters ORDER BY id LIMIT 3');
  const vouchers = await ids('SELECT id::text AS v FROM vouchers ORDER BY id LIMIT 3');
  const transactions = await ids('SELECT transaction_id AS v FROM transactions LIMIT 3');
  const entries: [string, unknown[]][] = [
    ['document', ['52998224725', '11144477735', '529.982.247-25', '24681357928']],
    ['password', ['clube123', 'nova-senha-123']],
    ['confirm_password', ['clube123']],
    ['current_password', ['clube123']],
    ['company', ['clube-demo', 'engaja-mais']],
    ['email', ['marina@example.com']],
    ['name', ['Marina']],
    ['value', [2000, 500, '2000', 1000]],
    ['quantity', [1, 2, '1']],
    ['pix_type', ['email', 'phone', 'random']],
    ['pix_email', ['marina@example.com']],
    ['pix_phone', ['11987654321']],
    ['pix_random', ['123e4567-e89b-12d3-a456-426614174000']],
    ['index', ['campaigns', 'campaigns_nearby', 'campaigns_value']],
    ['filters', ['type:voucher', 'is_cashback:true', 'partner.slug:"cafe-do-centro"']],
    ['page', [0, 1, 2, '1']],
    ['limit', [10, '10']],
    ['hitsPerPage', [10]],
    ['aroundLatLng', ['-23.56,-46.65']],
    ['endpoint', ['cashback', 'awards', 'engagement']],
    ['provider', ['pagarme']],
    ['number', ['4111111111111111']],
    ['id', [...campaigns, ...slugs, ...notices, ...notifications, ...vouchers]],
    ['slug', slugs],
    ['letterId', letters],
    ['inviteToken', ['convite-clube-demo']],
    ['resetToken', ['reset-valido-demo']],
    ['token', ['reset-valido-demo']],
    ['cep', ['01310100']],
    ['birthday', ['1990-05-10']],
    ['gender', ['F']],
    ['state', ['SP']],
    ['postal_code', ['01310100']],
    ['phone', ['11987654321']],
    ['news', [true]],
    ['type_id', [1]],
    ['payment_method', ['pix', 'credit_card']],
    ['card_id', [1]],
    ['statement', [true]],
    ['subject', ['Oi']],
    ['message', ['Olá']],
    ['transaction_id', transactions],
    ['latitude', ['-23.56']],
    ['longitude', ['-46.65']],
    ['between_date', [['2026-01-01', '2026-12-31']]],
    ['asc', ['date', 'partner.name']],
    ['desc', ['total', 'value']],
    ['orderBy', ['discount', 'likes']],
    ['type', ['0', '1', 0, 1]],
  ];
  for (const [name, values] of entries) plausible.set(name, values);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('hostile input', () => {
  it('no REST operation of the contract answers 5xx', async () => {
    const before = faults.length;
    for (const [index, operation] of OPERATION_INPUTS.entries()) {
      const cases = fc.sample(restCase(operation), {
        seed: SEED + index,
        numRuns: RUNS_PER_REST_OPERATION,
      });
      for (const c of cases) {
        const [url, init] = restRequest(operation, c);
        await send(`${operation.method} ${operation.template} (seed ${SEED + index})`, url, init);
      }
    }
    expect(faults.slice(before)).toEqual([]);
  }, 240_000);

  it('no GraphQL query or mutation of the contract answers 5xx', async () => {
    const before = faults.length;
    const roots: ['query' | 'mutation', GraphQLObjectType | null | undefined][] = [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
    ];
    let index = 1000;
    for (const [kind, type] of roots) {
      for (const field of Object.values(type?.getFields() ?? {})) {
        index++;
        expect(field.args.some((a) => isInputObjectType(getNamedType(a.type)))).toBe(false);
        const cases = fc.sample(graphqlCase(field), {
          seed: SEED + index,
          numRuns: RUNS_PER_GRAPHQL_FIELD,
        });
        for (const c of cases) {
          const [url, init] = graphqlRequest(kind, field, c);
          await send(`${kind} ${field.name} (seed ${SEED + index})`, url, init);
        }
      }
    }
    expect(faults.slice(before)).toEqual([]);
  }, 240_000);

  it(`sent at least ${MINIMUM_REQUESTS} hostile requests`, () => {
    const summary = { seed: SEED, requests: sent, serverFaults: faults.length };
    console.info(`hostile-input fuzz: ${JSON.stringify(summary)}`);
    const reports = fileURLToPath(new URL('../../reports/', import.meta.url));
    mkdirSync(reports, { recursive: true });
    writeFileSync(`${reports}hostile-input.json`, `${JSON.stringify(summary, null, 2)}\n`);
    expect(sent).toBeGreaterThanOrEqual(MINIMUM_REQUESTS);
  });
});
