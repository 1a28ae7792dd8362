import { clubErrorFromAnswer, hasEmbeddedErrors, isAuthFailureAnswer } from '@clube/core/shared';
import { abortedError, type ClubError } from '@clube/core';

/** The base of every club call, relative to the API host. */
export const API_PREFIX = 'clube/v1/';

/**
 * An answer's parsed JSON body, or a ClubError (reporting an auth failure on the way). Shared
 * by the ky client and React Native's plain-fetch one, so both read answers alike.
 */
export async function readAnswer(response: Response, onAuthFailure?: () => void): Promise<unknown> {
  const body = await readBody(response);
  if (!response.ok || hasEmbeddedErrors(body)) {
    if (isAuthFailureAnswer(response.status, body)) onAuthFailure?.();
    throw clubErrorFromAnswer(response.status, body);
  }
  return body;
}

async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw transportError(error);
  }
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (!response.ok) return text;
    const error: ClubError = {
      kind: 'malformed',
      message: 'Resposta inesperada do servidor',
      issues: [`not JSON (HTTP ${response.status})`],
    };
    throw error;
  }
}

/** A request abandoned after its timeout. */
export function timeoutFailure(): ClubError {
  return { kind: 'timeout', message: 'O servidor demorou demais para responder' };
}

/** A request its caller cancelled: `aborted`, never read as a network failure. */
export function cancelledFailure(): ClubError {
  return abortedError();
}

/** A failed `fetch` (or ky's timeout and abort errors) as a ClubError. */
export function transportError(error: unknown): ClubError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError') return timeoutFailure();
  if (name === 'AbortError') return cancelledFailure();
  return { kind: 'network', message: 'Não foi possível falar com o servidor' };
}
