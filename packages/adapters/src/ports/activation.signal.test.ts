import type { ActivationPort } from '@clube/core';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../http/http-client.ts';
import { createActivationAdapter } from './activation.adapter.ts';

/** A fetch that keeps each request's signal and answers what the activation endpoints do. */
function answeringFetch(signals: AbortSignal[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    signals.push(request.signal);
    const path = new URL(request.url).pathname;
    const json = path.includes('/activate/')
      ? { data: { document: '11144477735', name: 'Carlos', companies: ['clube-demo'] } }
      : path.includes('/company/invite/')
        ? { data: { token: 'convite-aceito' } }
        : { token: 'ativado' };
    return new Response(JSON.stringify(json), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
}

const calls: Record<string, (port: ActivationPort, signal: AbortSignal) => Promise<unknown>> = {
  check: (port, signal) => port.check({ document: '11144477735' }, signal),
  verify: (port, signal) => port.verify({ document: '11144477735' }, signal),
  activate: (port, signal) => port.activate({ document: '11144477735' }, signal),
  activateAuthenticate: (port, signal) =>
    port.activateAuthenticate({ document: '11144477735' }, signal),
  acceptInvite: (port, signal) => port.acceptInvite('convite', { document: '1' }, signal),
};

describe('REST activation: each call takes the step’s signal down to fetch', () => {
  for (const [name, call] of Object.entries(calls)) {
    it(`${name}: aborting the caller's signal aborts the request fetch saw`, async () => {
      const signals: AbortSignal[] = [];
      const http = createHttpClient({
        baseUrl: 'http://club.test',
        getToken: () => null,
        fetch: answeringFetch(signals),
      });
      const controller = new AbortController();
      await call(createActivationAdapter(http), controller.signal);
      expect(signals).toHaveLength(1);
      expect(signals[0]?.aborted).toBe(false);
      controller.abort();
      expect(signals[0]?.aborted).toBe(true);
    });
  }

  it('answers check and verify parsed by the core’s schema', async () => {
    const http = createHttpClient({
      baseUrl: 'http://club.test',
      getToken: () => null,
      fetch: answeringFetch([]),
    });
    await expect(createActivationAdapter(http).check({ document: '1' })).resolves.toEqual({
      document: '11144477735',
      name: 'Carlos',
      last_name: null,
      email: null,
      companies: [{ slug: 'clube-demo' }],
    });
  });
});
