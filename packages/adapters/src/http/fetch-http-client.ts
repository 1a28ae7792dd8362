import type { ClubError } from '@clube/core';
import {
  API_PREFIX,
  cancelledFailure,
  readAnswer,
  timeoutFailure,
  transportError,
} from './http-answer.ts';
import type { HttpClient, HttpClientOptions, RequestOptions } from './http-client.ts';

/** Timers the client waits on: the platform's unless told (tests pass fake ones). */
export interface HttpTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export interface FetchHttpClientOptions extends HttpClientOptions {
  timers?: HttpTimers;
}

/** Idempotent GETs are retried on these statuses or a failed connection, as the ky client does. */
const RETRY_STATUSES = new Set([408, 429, 502, 503, 504]);
const RETRY_LIMIT = 2;
const RETRY_BASE_MS = 300;

export const systemTimers: HttpTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

/**
 * The club's HTTP client over plain `fetch`, for engines without what ky needs (React Native:
 * no `TextEncoder` at load, no `AbortSignal.any`/`timeout`). Same contract as the ky client:
 * `/clube/v1/` prefix, bearer header, timeout, retries only for GETs, failures as ClubErrors.
 * The timeout and the caller's signal abort one controller, by timers and a listener.
 */
export function createFetchHttpClient(options: FetchHttpClientOptions): HttpClient {
  const prefix = `${options.baseUrl.replace(/\/+$/, '')}/${API_PREFIX}`;
  const timers = options.timers ?? systemTimers;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const fetchOf = options.fetch ?? ((input, init) => fetch(input, init));

  const attempt = async (
    method: string,
    url: string,
    requestOptions: RequestOptions,
  ): Promise<Response> => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = timers.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const caller = requestOptions.signal;
    const forward = () => controller.abort();
    if (caller?.aborted) controller.abort();
    caller?.addEventListener('abort', forward);
    try {
      // The token is read once the caller's own code has run, as the ky client reads it as it
      // sends: a club restoring its session asks for the member before its session is plugged in.
      await Promise.resolve();
      controller.signal.throwIfAborted();
      return await fetchOf(url, {
        method: method.toUpperCase(),
        headers: headersOf(options.getToken(), requestOptions),
        ...bodyOf(requestOptions),
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut) throw timeoutFailure();
      if (caller?.aborted) throw cancelledFailure();
      throw transportError(error);
    } finally {
      timers.clearTimeout(timer);
      caller?.removeEventListener('abort', forward);
    }
  };

  const wait = (ms: number, signal: AbortSignal | undefined) =>
    new Promise<void>((resolve, reject) => {
      const id = timers.setTimeout(() => {
        signal?.removeEventListener('abort', stop);
        resolve();
      }, ms);
      const stop = () => {
        timers.clearTimeout(id);
        reject(cancelledFailure());
      };
      signal?.addEventListener('abort', stop);
    });

  return {
    async request(method, path, requestOptions = {}) {
      const url = `${prefix}${path.replace(/^\/+/, '')}${queryOf(requestOptions.searchParams)}`;
      const retries = method === 'get' ? RETRY_LIMIT : 0;
      for (let retry = 0; ; retry += 1) {
        let response: Response;
        try {
          response = await attempt(method, url, requestOptions);
        } catch (error) {
          const failure = error as ClubError;
          if (retry >= retries || failure.kind !== 'network' || requestOptions.signal?.aborted)
            throw failure;
          await wait(RETRY_BASE_MS * 2 ** retry, requestOptions.signal);
          continue;
        }
        if (retry < retries && RETRY_STATUSES.has(response.status)) {
          await wait(RETRY_BASE_MS * 2 ** retry, requestOptions.signal);
          continue;
        }
        return readAnswer(response, options.onAuthFailure);
      }
    },
  };
}

function headersOf(token: string | null, request: RequestOptions): Record<string, string> {
  return {
    accept: 'application/json',
    ...(request.json === undefined ? {} : { 'content-type': 'application/json' }),
    // The request's own (an `Idempotency-Key`), as the ky client sends them.
    ...request.headers,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

function bodyOf(request: RequestOptions): { body?: string | FormData } {
  if (request.json !== undefined) return { body: JSON.stringify(request.json) };
  return request.body ? { body: request.body } : {};
}

/** The query string, encoded by hand: React Native's `URLSearchParams` is incomplete. */
function queryOf(params: RequestOptions['searchParams']): string {
  if (!params) return '';
  const pairs = Object.entries(params).map(
    ([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`,
  );
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}
