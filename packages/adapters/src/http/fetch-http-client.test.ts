import { describe, expect, it, vi } from 'vitest';
import { createFetchHttpClient, type HttpTimers } from './fetch-http-client.ts';

/** Timers the test fires by hand. */
function manualTimers() {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let next = 0;
  const timers: HttpTimers = {
    setTimeout: (callback, ms) => {
      next += 1;
      pending.set(next, { callback, ms });
      return next;
    },
    clearTimeout: (id) => void pending.delete(id as number),
  };
  const fireAll = () => {
    for (const [id, timer] of [...pending]) {
      pending.delete(id);
      timer.callback();
    }
  };
  return { timers, pending, fireAll };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that never answers until its signal aborts. */
const hangingFetch: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () =>
      reject(Object.assign(new Error('aborted'), { name: 'AbortError' })),
    );
  });

describe('createFetchHttpClient', () => {
  it('sends the bearer, the prefix, the query and a JSON body', async () => {
    const fetchSpy = vi.fn<typeof fetch>(() => Promise.resolve(json(200, { ok: true })));
    const http = createFetchHttpClient({
      baseUrl: 'https://club.test/',
      getToken: () => 'tok',
      fetch: fetchSpy,
    });
    await expect(
      http.request('post', '/wallet', { json: { a: 1 }, searchParams: { q: 'ã b', n: 2 } }),
    ).resolves.toEqual({ ok: true });
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('https://club.test/clube/v1/wallet?q=%C3%A3%20b&n=2');
    expect(init).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      headers: { authorization: 'Bearer tok', 'content-type': 'application/json' },
    });
  });

  it('reads the token as the request is sent: a session plugged in just after the call is used', async () => {
    const fetchSpy = vi.fn<typeof fetch>(() => Promise.resolve(json(200, { ok: true })));
    let token: string | null = null;
    const http = createFetchHttpClient({ baseUrl: '', getToken: () => token, fetch: fetchSpy });
    // A club restoring its session asks for the member before connectSession runs.
    const answer = http.request('post', 'graphql', { json: {} });
    token = 'restored-token';
    await answer;
    expect(fetchSpy.mock.calls[0]?.[1]?.headers).toMatchObject({
      authorization: 'Bearer restored-token',
    });
  });

  it("sends the request's own headers (a purchase's Idempotency-Key)", async () => {
    const fetchSpy = vi.fn<typeof fetch>(() => Promise.resolve(json(200, { ok: true })));
    const http = createFetchHttpClient({ baseUrl: '', getToken: () => null, fetch: fetchSpy });
    await http.request('post', 'campaign/buy', { json: {}, headers: { 'Idempotency-Key': 'k1' } });
    expect(fetchSpy.mock.calls[0]?.[1]?.headers).toMatchObject({ 'Idempotency-Key': 'k1' });
  });

  it('gives up after its timeout with a timeout ClubError, by its own timers', async () => {
    const { timers, pending, fireAll } = manualTimers();
    const http = createFetchHttpClient({
      baseUrl: 'https://club.test',
      getToken: () => null,
      fetch: hangingFetch,
      timeoutMs: 1234,
      timers,
    });
    const answer = http.request('post', 'x');
    expect([...pending.values()].map((timer) => timer.ms)).toEqual([1234]);
    fireAll();
    await expect(answer).rejects.toMatchObject({ kind: 'timeout' });
  });

  it("stops when the caller's signal aborts", async () => {
    const controller = new AbortController();
    const http = createFetchHttpClient({
      baseUrl: 'https://club.test',
      getToken: () => null,
      fetch: hangingFetch,
      timers: manualTimers().timers,
    });
    const answer = http.request('get', 'x', { signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('retries a GET on 503 up to twice, never a POST, and reports 401 as an auth failure', async () => {
    const { timers, pending } = manualTimers();
    const statuses = [503, 503, 200];
    const fetchSpy = vi.fn<typeof fetch>(() => Promise.resolve(json(statuses.shift() ?? 500, {})));
    const onAuthFailure = vi.fn();
    const http = createFetchHttpClient({
      baseUrl: 'https://club.test',
      getToken: () => null,
      fetch: fetchSpy,
      timers,
      onAuthFailure,
    });
    const answer = http.request('get', 'x');
    // The waits between attempts pass; each attempt's 15 s timeout does not.
    for (let round = 0; round < 50; round += 1) {
      await Promise.resolve();
      for (const [id, timer] of [...pending])
        if (timer.ms < 15_000) {
          pending.delete(id);
          timer.callback();
        }
    }
    await expect(answer).resolves.toEqual({});
    expect(fetchSpy).toHaveBeenCalledTimes(3);

    fetchSpy.mockImplementation(() => Promise.resolve(json(503, {})));
    await expect(http.request('post', 'x')).rejects.toMatchObject({ status: 503 });
    expect(fetchSpy).toHaveBeenCalledTimes(4);

    fetchSpy.mockImplementation(() => Promise.resolve(json(401, { message: 'no' })));
    await expect(http.request('post', 'x')).rejects.toMatchObject({ status: 401 });
    expect(onAuthFailure).toHaveBeenCalledOnce();
  });
});
