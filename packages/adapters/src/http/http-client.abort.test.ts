import { describe, expect, it } from 'vitest';
import { createHttpClient } from './http-client.ts';

/** A fetch that answers only when told, and rejects as fetch does when its signal fires. */
function pendingFetch(): typeof fetch {
  return (input, init) =>
    new Promise<Response>((_, reject) => {
      const signals = [input instanceof Request ? input.signal : undefined, init?.signal];
      for (const signal of signals) {
        if (signal?.aborted) reject(signal.reason);
        signal?.addEventListener('abort', () => reject(signal.reason));
      }
    });
}

describe('http client: cancelling', () => {
  const client = () =>
    createHttpClient({ baseUrl: 'http://club.test', getToken: () => null, fetch: pendingFetch() });

  it("turns the caller's abort into an 'aborted' ClubError, not a network failure", async () => {
    const controller = new AbortController();
    const request = client().request('get', 'notifications', { signal: controller.signal });
    controller.abort();
    await expect(request).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('keeps an abort with a reason of its own an abort', async () => {
    const controller = new AbortController();
    const request = client().request('get', 'notifications', { signal: controller.signal });
    controller.abort(new Error('the screen closed'));
    await expect(request).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('still calls a slow server a timeout', async () => {
    const slow = createHttpClient({
      baseUrl: 'http://club.test',
      getToken: () => null,
      fetch: pendingFetch(),
      timeoutMs: 20,
    });
    await expect(slow.request('post', 'login', { json: {} })).rejects.toMatchObject({
      kind: 'timeout',
    });
  });
});
