import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.ts';
import { createApp } from '../server.ts';
import { signMemberToken } from '../auth/jwt.ts';
import { createOutbox } from '../outbox/outbox.ts';
import { createThrottle } from '../throttle/throttle.ts';
import { INTERNAL_ERROR } from './error-handler.ts';

// A database that fails every query, as a broken server would: the answers must be JSON 500s
// that say nothing of the failure (no message, no stack, no SQL), REST and GraphQL alike.
const CAUSE = 'relation "users" does not exist at /srv/clube/db.ts:42:7';
const broken: Database = {
  query: () => Promise.reject(new Error(CAUSE)),
  exec: () => Promise.reject(new Error(CAUSE)),
  transaction: () => Promise.reject(new Error(CAUSE)),
  close: () => Promise.resolve(),
};
const SECRET = 'unexpected-errors-secret';
const app = createApp({
  db: broken,
  tokens: { secret: SECRET, ttlSeconds: 60 },
  throttle: createThrottle(),
  outbox: createOutbox(),
  log: false,
});
const token = signMemberToken(
  { sub: '1', company: 'clube-demo', document: '52998224725', name: 'Marina', ver: 0 },
  SECRET,
  60,
);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('unexpected errors', () => {
  it('REST answers a JSON 500 without the cause', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await app.request('/clube/v1/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ document: '52998224725', password: 'clube123' }),
    });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ errors: [{ message: INTERNAL_ERROR }] });
    expect(text).not.toMatch(/relation|db\.ts|stack/);
  });

  it('GraphQL answers HTTP 500 "Unexpected error." without the cause', async () => {
    // Yoga logs the cause on the server (its logger writes with console.error).
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await app.request('/clube/v1/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ publicConfig { slug } }' }),
    });
    expect(response.status).toBe(500);
    const text = await response.text();
    const body = JSON.parse(text) as { errors: { message: string; extensions?: object }[] };
    expect(body.errors[0]).toMatchObject({
      message: 'Unexpected error.',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(text).not.toMatch(/relation|db\.ts|stack|originalError|"http"/);
    expect(log).toHaveBeenCalled();
  });
});
