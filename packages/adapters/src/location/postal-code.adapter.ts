import { cepDigits, parseAnswer } from '@clube/core/shared';
import { postalAddressSchema, type PostalAddress } from '@clube/core/location';
import { abortedError, type ClubError, type PostalCodePort } from '@clube/core';
import { systemTimers, type HttpTimers } from '../http/fetch-http-client.ts';
import { abortSignalOf } from '../shared/abort-signal.ts';

export interface PostalCodeOptions {
  /** Where `{cep}` is appended: BrasilAPI's `…/cep/v2/`; the API origin's `/cep/v2/` by default. */
  baseUrl: string;
  /** ViaCEP-shaped service tried when the first one fails, e.g. `https://viacep.com.br/ws/`. */
  fallbackUrl?: string | null;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Where the timeout is waited for; the platform's timers unless told. */
  timers?: HttpTimers;
}

/**
 * A failed lookup. The §8 title and text come from the core's message keys where it is shown
 * (the profile machine's toast, `lookUpPostalCode`); importing the messages here would split
 * them out of the first route's chunk.
 */
export function postalCodeFailure(cep: string): ClubError {
  return { kind: 'network', message: `CEP ${cep} não encontrado` };
}

/**
 * The postal-code lookup: BrasilAPI CEP v2, then ViaCEP's shape (whose miss is
 * `{"erro": true}` or `"true"`). Any failure rejects; `lookUpPostalAddress` (or the profile
 * machine) turns that into no address and the §8 message.
 */
export function createPostalCode(options: PostalCodeOptions): PostalCodePort {
  // Plain fetch: this public service needs none of the club client's bearer or retries.
  // A controller and a timer rather than `AbortSignal.timeout`, which React Native lacks.
  const timers = options.timers ?? systemTimers;
  const get = async (url: string, caller: AbortSignal | undefined): Promise<unknown> => {
    const controller = new AbortController();
    const timer = timers.setTimeout(() => controller.abort(), options.timeoutMs ?? 10_000);
    const stop = () => controller.abort();
    if (caller?.aborted) stop();
    caller?.addEventListener('abort', stop);
    try {
      const response = await (options.fetch ?? fetch)(url, { signal: controller.signal });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return (await response.json()) as unknown;
    } finally {
      timers.clearTimeout(timer);
      caller?.removeEventListener('abort', stop);
    }
  };
  const services = [
    { url: withSlash(options.baseUrl), suffix: '', read: readBrasilApi },
    ...(options.fallbackUrl
      ? [{ url: withSlash(options.fallbackUrl), suffix: '/json/', read: readViaCep }]
      : []),
  ];
  return {
    async lookup(cep, signal) {
      const digits = cepDigits(cep);
      const caller = abortSignalOf(signal);
      for (const service of services) {
        const address = await get(`${service.url}${digits}${service.suffix}`, caller)
          .then((answer) => service.read(answer))
          .catch(() => null);
        // The caller gave up: neither the fallback nor a "not found" is what it waits for.
        if (caller?.aborted) throw abortedError();
        if (address) return address;
      }
      throw postalCodeFailure(digits);
    },
  };
}

/** The absolute `/cep/v2/` of an API origin ('' = this page's origin). */
export function defaultPostalCodeUrl(apiBaseUrl: string): string {
  const base = apiBaseUrl.replace(/\/+$/, '');
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin ?? '';
  return `${base === '' ? origin : base}/cep/v2/`;
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

function readBrasilApi(answer: unknown): PostalAddress | null {
  return parseAnswer(postalAddressSchema, answer, 'cep');
}

function readViaCep(answer: unknown): PostalAddress | null {
  if (answer === 'true' || typeof answer !== 'object' || answer === null) return null;
  const via = answer as Record<string, unknown>;
  if (via.erro === true || via.erro === 'true') return null;
  return parseAnswer(
    postalAddressSchema,
    {
      cep: typeof via.cep === 'string' ? cepDigits(via.cep) : via.cep,
      state: via.uf,
      city: via.localidade,
      neighborhood: via.bairro,
      street: via.logradouro,
    },
    'viacep',
  );
}
