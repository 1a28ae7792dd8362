import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultyFetch } from '../test/clients.ts';
import { useSandbox } from '../test/sandbox-fixture.ts';
import { lookUpPostalAddress } from './postal-code-lookup.ts';
import { createPostalCode, defaultPostalCodeUrl } from './postal-code.adapter.ts';

const sandbox = useSandbox();

// A stand-in for ViaCEP (an outside service the sandbox does not play): its three answers.
let viaCep: Server;
let viaCepUrl = '';
beforeAll(async () => {
  viaCep = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/ws/04538133/json/') {
      response.end(
        JSON.stringify({
          cep: '04538-133',
          logradouro: 'Avenida Brigadeiro Faria Lima',
          bairro: 'Itaim Bibi',
          localidade: 'São Paulo',
          uf: 'SP',
        }),
      );
    } else if (request.url === '/ws/99999998/json/') {
      response.end('"true"');
    } else response.end('{"erro": true}');
  });
  await new Promise<void>((resolve) => viaCep.listen(0, '127.0.0.1', resolve));
  viaCepUrl = `http://127.0.0.1:${(viaCep.address() as AddressInfo).port}/ws/`;
});
afterAll(() => new Promise<void>((resolve) => viaCep.close(() => resolve())));

describe('postal code lookup', () => {
  it("reads BrasilAPI's v2 shape from the API origin's /cep/v2/ by default", async () => {
    expect(defaultPostalCodeUrl(`${sandbox().url}/`)).toBe(`${sandbox().url}/cep/v2/`);
    const port = createPostalCode({ baseUrl: defaultPostalCodeUrl(sandbox().url) });
    expect(await port.lookup('01310-100')).toMatchObject({
      cep: '01310100',
      state: 'SP',
      city: 'São Paulo',
    });
  });

  it('falls back to ViaCEP\'s shape, whose misses are {erro: true} and "true"', async () => {
    const port = createPostalCode({
      baseUrl: defaultPostalCodeUrl(sandbox().url),
      fallbackUrl: viaCepUrl,
    });
    expect(await port.lookup('04538-133')).toEqual({
      cep: '04538133',
      street: 'Avenida Brigadeiro Faria Lima',
      neighborhood: 'Itaim Bibi',
      city: 'São Paulo',
      state: 'SP',
    });
    await expect(port.lookup('99999998')).rejects.toMatchObject({ kind: 'network' });
    await expect(port.lookup('99999997')).rejects.toMatchObject({ kind: 'network' });
  });

  it('answers null and the SPEC §8 message on failure, also on faults', async () => {
    const fault = { value: 'status=500' as string | null };
    const port = createPostalCode({
      baseUrl: defaultPostalCodeUrl(sandbox().url),
      fetch: faultyFetch(fault),
      timeoutMs: 300,
    });
    const failure = {
      address: null,
      failure: {
        title: { key: 'postalCode.failureTitle' },
        text: { key: 'postalCode.failureText' },
      },
    };
    for (const value of ['status=500', 'drop', 'malformed', 'latency=2000']) {
      fault.value = value;
      expect(await lookUpPostalAddress(port, '01310100'), value).toEqual(failure);
    }
    fault.value = null;
    expect((await lookUpPostalAddress(port, '01310100')).address?.cep).toBe('01310100');
  });
});
