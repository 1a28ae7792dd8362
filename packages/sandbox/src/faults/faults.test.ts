import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../listen.ts';
import type { RunningServer } from '../listen.ts';
import { faultInjection, parseFaultHeader } from './faults.ts';
import type { FaultOptions } from './faults.ts';

function app(options: FaultOptions = {}): Hono {
  const hono = new Hono();
  hono.use('*', faultInjection(options));
  hono.get('/ok', (c) => c.json({ ok: true }));
  return hono;
}

const get = (hono: Hono, fault?: string): Promise<Response> =>
  Promise.resolve(hono.request('/ok', fault ? { headers: { 'x-sandbox-fault': fault } } : {}));

describe('parseFaultHeader', () => {
  it('reads latency, status and drop, alone or combined', () => {
    expect(parseFaultHeader('latency=3000')).toEqual({
      latencyMs: 3000,
      status: null,
      drop: false,
      malformed: false,
    });
    expect(parseFaultHeader('status=422; latency=10')).toEqual({
      latencyMs: 10,
      status: 422,
      drop: false,
      malformed: false,
    });
    expect(parseFaultHeader('drop')).toEqual({
      latencyMs: 0,
      status: null,
      drop: true,
      malformed: false,
    });
    expect(parseFaultHeader('malformed')?.malformed).toBe(true);
    expect(parseFaultHeader(undefined)).toBeNull();
  });

  it('ignores values out of range', () => {
    expect(parseFaultHeader('status=200, latency=-5, latency=x')).toEqual({
      latencyMs: 0,
      status: null,
      drop: false,
      malformed: false,
    });
    expect(parseFaultHeader('latency=999999')?.latencyMs).toBe(60_000);
  });
});

describe('per-request faults', () => {
  it('answers the asked status with an errors body', async () => {
    const hono = app();
    for (const [status, message] of [
      [500, 'Erro interno simulado'],
      [401, 'Unauthorized'],
      [403, 'Forbidden'],
      [422, 'Dados inválidos (falha simulada)'],
    ] as const) {
      const response = await get(hono, `status=${status}`);
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ errors: [{ message }] });
    }
    expect(await (await get(hono)).json()).toEqual({ ok: true });
  });

  it('answers 200 with a body that is not JSON', async () => {
    const response = await get(app(), 'malformed');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    await expect(response.json()).rejects.toThrow();
  });

  it('delays the answer', async () => {
    const started = performance.now();
    const response = await get(app(), 'latency=250');
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
  });

  describe('drop', () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await listen(app(), 0, '127.0.0.1');
    });
    afterAll(() => server.close());

    it('closes the connection without an answer', async () => {
      const url = `http://127.0.0.1:${server.port}/ok`;
      await expect(fetch(url, { headers: { 'x-sandbox-fault': 'drop' } })).rejects.toThrow();
      expect((await fetch(url)).status).toBe(200);
    });
  });
});

describe('per-process faults', () => {
  it('answers 503 at the configured rate', async () => {
    const values = [0.1, 0.9, 0.2, 0.8];
    const hono = app({ errorRate: 0.5, random: () => values.shift() ?? 0 });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await get(hono)).status);
    expect(statuses).toEqual([503, 200, 503, 200]);
  });

  it('adds a fixed latency to every request', async () => {
    const started = performance.now();
    await get(app({ latencyMs: 150 }));
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('leaves preflight requests alone', async () => {
    const hono = app({ errorRate: 1 });
    hono.options('/ok', (c) => c.body(null, 204));
    expect((await hono.request('/ok', { method: 'OPTIONS' })).status).toBe(204);
  });
});
