import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { createRateLimiter } from './rate-limiter.ts';
import { DEFAULT_LIMITS, TOO_MANY_ATTEMPTS } from './throttle.ts';

describe('rate limiter', () => {
  it('counts per key up to the limit, then waits for the end of the window', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000 });
    limiter.count('a', 0);
    expect(limiter.waitFor('a', 10)).toBe(0);
    limiter.count('a', 10);
    expect(limiter.waitFor('a', 400)).toBe(600);
    expect(limiter.waitFor('b', 400)).toBe(0);
    expect(limiter.waitFor('a', 1000)).toBe(0);
    limiter.count('a', 1000);
    limiter.count('a', 1001);
    limiter.forget('a');
    expect(limiter.waitFor('a', 1002)).toBe(0);
  });
});

// The limits of `npm start` (factor 1). Requests name their client address the way the Node
// server does (c.env.incoming.socket), so each test has addresses of its own.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 1 });
});
afterAll(() => t.close());

function from(address: string, method: string, path: string, body?: unknown): Promise<Response> {
  return Promise.resolve(
    t.app.request(
      `/clube/v1${path}`,
      {
        method,
        headers: { 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      { incoming: { socket: { remoteAddress: address } } },
    ),
  );
}

async function expectTooMany(response: Response): Promise<void> {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
  expect(await response.json()).toEqual({ errors: [{ message: TOO_MANY_ATTEMPTS }] });
}

const signIn = (address: string, document: string, password: string) =>
  from(address, 'POST', '/login', { document, password, company: 'clube-demo' });

describe('throttling', () => {
  it('stops guessing one member’s password, even with the right one, from any address', async () => {
    const { limit } = DEFAULT_LIMITS['sign-in'].perSubject;
    for (let i = 0; i < limit; i += 1) {
      expect((await signIn(`10.0.0.${i}`, '52998224725', `errada${i}`)).status).toBe(401);
    }
    await expectTooMany(await signIn('10.0.1.1', '52998224725', 'clube123'));
    // Another member is not affected.
    expect((await signIn('10.0.1.2', '98765432100', 'clube123')).status).toBe(200);
  });

  it('forgets the failures once the right password gets through', async () => {
    for (let i = 0; i < 3; i += 1) await signIn('10.1.0.1', '11144477735', 'x');
    expect((await signIn('10.1.0.2', '98765432100', 'errada')).status).toBe(401);
    expect((await signIn('10.1.0.2', '98765432100', 'clube123')).status).toBe(200);
    const { limit } = DEFAULT_LIMITS['sign-in'].perSubject;
    for (let i = 0; i < limit - 1; i += 1) {
      expect((await signIn(`10.1.1.${i}`, '98765432100', 'errada')).status).toBe(401);
    }
  });

  it('stops one address trying many documents', async () => {
    const { limit } = DEFAULT_LIMITS['sign-in'].perAddress;
    for (let i = 0; i < limit; i += 1) {
      const document = String(10_000_000_000 + i);
      expect((await signIn('10.2.0.1', document, 'x')).status).toBe(401);
    }
    await expectTooMany(await signIn('10.2.0.1', '13579246828', 'clube123'));
  });

  it('limits anonymous look-ups by address', async () => {
    const { limit } = DEFAULT_LIMITS.lookup.perAddress;
    for (let i = 0; i < limit; i += 1) {
      const answer = await from('10.3.0.1', 'GET', `/user/check?document=${20_000_000_000 + i}`);
      expect(answer.status).toBe(404);
    }
    await expectTooMany(await from('10.3.0.1', 'GET', '/user/check?document=52998224725'));
    await expectTooMany(
      await from('10.3.0.1', 'POST', '/activate/check', { document: '11144477735' }),
    );
  });

  it('limits reset requests per document', async () => {
    const { limit } = DEFAULT_LIMITS['reset-request'].perSubject;
    for (let i = 0; i < limit; i += 1) {
      const answer = await from(`10.4.0.${i}`, 'POST', '/company/user/remember', {
        document: '52998224725',
      });
      expect(answer.status).toBe(200);
    }
    await expectTooMany(
      await from('10.4.1.1', 'POST', '/company/user/remember', { document: '52998224725' }),
    );
  });

  it('limits current-password checks per member', async () => {
    const token = await t.tokenOf('13579246828', 'engaja-mais');
    const { limit } = DEFAULT_LIMITS['password-check'].perSubject;
    const change = (current: string) =>
      t.app.request(
        '/clube/v1/user/password',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ current_password: current, password: 'clube123' }),
        },
        { incoming: { socket: { remoteAddress: '10.5.0.1' } } },
      );
    for (let i = 0; i < limit; i += 1) expect((await change(`errada${i}`)).status).toBe(422);
    await expectTooMany(await change('clube123'));
  });

  it('answers a known and an unknown document in about the same time', async () => {
    const median = async (document: string): Promise<number> => {
      const times: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const start = performance.now();
        await signIn(`10.6.${document.length}.${i}`, document, `errada${i}`);
        times.push(performance.now() - start);
      }
      return times.sort((a, b) => a - b)[2]!;
    };
    // Rafael has a password (and is blocked, which is said only after the right one).
    const known = await median('39053344705');
    const unknown = await median('00000000191');
    expect(unknown).toBeGreaterThan(known * 0.5);
  });
});
