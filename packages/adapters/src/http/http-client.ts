import { abortedError } from '@clube/core';
import ky, { type KyInstance } from 'ky';
import { API_PREFIX, readAnswer, transportError } from './http-answer.ts';

export interface HttpClientOptions {
  /** The API host, e.g. `https://clube.example` or `http://127.0.0.1:4300`; '' = same origin. */
  baseUrl: string;
  /** The current bearer token, if any. */
  getToken: () => string | null;
  /** Called when an answer is an auth failure (SPEC §8); the session decides what to do. */
  onAuthFailure?: () => void;
  /** Milliseconds before a request is abandoned; 15 s unless told. */
  timeoutMs?: number;
  /** A `fetch` to use instead of the global one (tests, instrumentation). */
  fetch?: typeof fetch;
}

export interface RequestOptions {
  json?: unknown;
  /** Headers of this request only (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
  body?: FormData;
  searchParams?: Record<string, string | number | boolean>;
  signal?: AbortSignal;
}

export type HttpMethod = 'get' | 'post' | 'patch' | 'put' | 'delete';

export interface HttpClient {
  /** Sends a request under `/clube/v1/` and answers the parsed JSON body, or rejects with a ClubError. */
  request(method: HttpMethod, path: string, options?: RequestOptions): Promise<unknown>;
}

export { API_PREFIX };

/**
 * One ky instance per club: the `/clube/v1/` prefix, the bearer header, a timeout, retries
 * only for idempotent GETs, and every failure normalised into a `ClubError`.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const prefixUrl = `${options.baseUrl.replace(/\/+$/, '')}/${API_PREFIX}`;
  const instance: KyInstance = ky.create({
    prefixUrl: prefixUrl.startsWith('/') ? absoluteSameOrigin(prefixUrl) : prefixUrl,
    timeout: options.timeoutMs ?? 15_000,
    throwHttpErrors: false,
    retry: { limit: 2, methods: ['get'], statusCodes: [408, 429, 502, 503, 504] },
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          const token = options.getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });

  return {
    async request(method, path, requestOptions = {}) {
      let response: Response;
      try {
        response = await instance(path.replace(/^\/+/, ''), {
          method,
          ...(requestOptions.json === undefined ? {} : { json: requestOptions.json }),
          ...(requestOptions.body ? { body: requestOptions.body } : {}),
          ...(requestOptions.searchParams ? { searchParams: requestOptions.searchParams } : {}),
          ...(requestOptions.headers ? { headers: requestOptions.headers } : {}),
          ...(requestOptions.signal ? { signal: requestOptions.signal } : {}),
        });
      } catch (error) {
        // fetch rejects with the signal's reason, whatever it is: the caller aborted.
        if (requestOptions.signal?.aborted) throw abortedError();
        throw transportError(error);
      }
      return readAnswer(response, options.onAuthFailure);
    },
  };
}

/** ky needs an absolute prefix; in a browser a root-relative base means this origin. */
function absoluteSameOrigin(path: string): string {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return origin ? `${origin}${path}` : path;
}
