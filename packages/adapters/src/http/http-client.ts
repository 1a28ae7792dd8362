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

/** What a ky instance is made of; the token and the auth-failure report are per request. */
type KyRecipe = Pick<HttpClientOptions, 'baseUrl' | 'timeoutMs' | 'fetch'>;

/**
 * ky instances by recipe: the clubs of one process that talk to one API through one `fetch`
 * share an instance (its merged options, headers and methods were ≈ 2 KiB per club; SDK
 * capacity). The global fetch is keyed by this module's own marker.
 */
const kyInstances = new Map<string, WeakMap<object, KyInstance>>();
const GLOBAL_FETCH = {};

function sharedKy(recipe: KyRecipe): KyInstance {
  const prefixUrl = `${recipe.baseUrl.replace(/\/+$/, '')}/${API_PREFIX}`;
  const timeout = recipe.timeoutMs ?? 15_000;
  const key = `${timeout} ${prefixUrl}`;
  let byFetch = kyInstances.get(key);
  if (!byFetch) {
    byFetch = new WeakMap();
    kyInstances.set(key, byFetch);
  }
  const fetchKey = recipe.fetch ?? GLOBAL_FETCH;
  let instance = byFetch.get(fetchKey);
  if (!instance) {
    instance = ky.create({
      prefixUrl: prefixUrl.startsWith('/') ? absoluteSameOrigin(prefixUrl) : prefixUrl,
      timeout,
      throwHttpErrors: false,
      retry: { limit: 2, methods: ['get'], statusCodes: [408, 429, 502, 503, 504] },
      ...(recipe.fetch ? { fetch: recipe.fetch } : {}),
    });
    byFetch.set(fetchKey, instance);
  }
  return instance;
}

function bearerOf(request: Request, token: string | null): void {
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
}

/**
 * A club's HTTP client over a shared ky instance: the `/clube/v1/` prefix, a timeout, retries
 * only for idempotent GETs, every failure normalised into a `ClubError`; the club's bearer
 * token is added to each request as it is sent.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const instance = sharedKy(options);
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
          // The token is read as ky sends the request, not when it is asked for: a club
          // restoring its session asks for the member before its session is plugged in.
          hooks: { beforeRequest: [(request) => bearerOf(request, options.getToken())] },
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
