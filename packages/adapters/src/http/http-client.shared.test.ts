import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './http-client.ts';

const ok = () =>
  new Response(JSON.stringify({ ok: true }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** The Authorization header of each request the fetch received, in order. */
function bearers(fetchSpy: ReturnType<typeof vi.fn<typeof fetch>>): (string | null)[] {
  return fetchSpy.mock.calls.map(([input]) => (input as Request).headers.get('authorization'));
}

describe('clubs sharing one ky instance (same API, same fetch)', () => {
  it('each request carries its own club’s token, read as it is sent', async () => {
    const fetchSpy = vi.fn<typeof fetch>(() => Promise.resolve(ok()));
    let tokenA: string | null = 'token-a';
    const a = createHttpClient({
      baseUrl: 'https://club.test',
      getToken: () => tokenA,
      fetch: fetchSpy,
    });
    const b = createHttpClient({
      baseUrl: 'https://club.test',
      getToken: () => null,
      fetch: fetchSpy,
    });
    await a.request('get', 'user');
    await b.request('get', 'user');
    tokenA = 'token-a2';
    await a.request('post', 'favorite', { json: {}, headers: { 'Idempotency-Key': 'k1' } });
    expect(bearers(fetchSpy)).toEqual(['Bearer token-a', null, 'Bearer token-a2']);
    const last = fetchSpy.mock.calls[2]![0] as Request;
    expect(last.headers.get('idempotency-key')).toBe('k1');
    expect(last.url).toBe('https://club.test/clube/v1/favorite');
  });

  it('reads the token as the request is sent: a session plugged in just after the call is used', async () => {
    const fetchSpy = vi.fn<typeof fetch>(() => Promise.resolve(ok()));
    let token: string | null = null;
    const client = createHttpClient({
      baseUrl: 'https://club.test',
      getToken: () => token,
      fetch: fetchSpy,
    });
    // A club restoring its session asks for the member before connectSession runs.
    const answer = client.request('get', 'user');
    token = 'restored-token';
    await answer;
    expect(bearers(fetchSpy)).toEqual(['Bearer restored-token']);
  });

  it('reports an auth failure to the club whose request it was, not to another', async () => {
    const fetchSpy = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response(JSON.stringify({ message: 'Unauthorized' }), { status: 401 })),
    );
    const failedA = vi.fn();
    const failedB = vi.fn();
    const a = createHttpClient({
      baseUrl: 'https://club.test',
      getToken: () => 't',
      onAuthFailure: failedA,
      fetch: fetchSpy,
    });
    createHttpClient({
      baseUrl: 'https://club.test',
      getToken: () => 't',
      onAuthFailure: failedB,
      fetch: fetchSpy,
    });
    await expect(a.request('get', 'user')).rejects.toBeDefined();
    expect(failedA).toHaveBeenCalledTimes(1);
    expect(failedB).not.toHaveBeenCalled();
  });
});
