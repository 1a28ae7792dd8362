import { afterEach, describe, expect, it, vi } from 'vitest';

const ok = () =>
  new Response(JSON.stringify({ ok: true }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** A fresh copy of the client module, with ky's chunk failing to load until `kyLoads` is set. */
async function clientWithFlakyKy() {
  vi.resetModules();
  const state = { kyLoads: false, attempts: 0 };
  vi.doMock('./ky-library.ts', async () => {
    state.attempts += 1;
    if (!state.kyLoads) throw new Error('Failed to fetch dynamically imported module');
    return vi.importActual('./ky-library.ts');
  });
  const { createHttpClient } = await import('./http-client.ts');
  const fetchSpy = vi.fn<typeof fetch>(() => Promise.resolve(ok()));
  const client = createHttpClient({
    baseUrl: 'https://club.test',
    getToken: () => null,
    fetch: fetchSpy,
  });
  return { client, fetchSpy, state };
}

describe('http client: ky comes with the first request', () => {
  afterEach(() => {
    vi.doUnmock('./ky-library.ts');
    vi.resetModules();
  });

  it('answers a network ClubError when ky cannot be fetched, and loads it on the next request', async () => {
    const { client, fetchSpy, state } = await clientWithFlakyKy();
    await expect(client.request('get', 'user')).rejects.toMatchObject({ kind: 'network' });
    expect(fetchSpy).not.toHaveBeenCalled();
    // Back online: the failed load was forgotten, so this request loads ky again and is sent.
    state.kyLoads = true;
    await expect(client.request('get', 'user')).resolves.toEqual({ ok: true });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(state.attempts).toBe(2);
  });

  it('loads ky once for every request and client', async () => {
    const { client, fetchSpy, state } = await clientWithFlakyKy();
    state.kyLoads = true;
    await Promise.all([client.request('get', 'user'), client.request('get', 'company')]);
    await client.request('get', 'user');
    expect(fetchSpy).toHaveBeenCalledTimes(3);
    expect(state.attempts).toBe(1);
  });
});
