import type { ClubError } from './club-error.ts';

/**
 * How the club API reports errors (SPEC §7): an `errors` array inside a successful body, or
 * `error` / `errors` plus the HTTP status in a failed one. Each entry of `errors` may be a
 * plain string or an object with a `message` (and sometimes a numeric `code`).
 */
export function messagesOf(body: unknown): { messages: string[]; code?: number } {
  if (typeof body === 'string') return { messages: body.trim() ? [body] : [] };
  if (typeof body !== 'object' || body === null) return { messages: [] };
  if (Array.isArray(body)) return messagesOf({ errors: body });
  const record = body as Record<string, unknown>;
  const messages: string[] = [];
  let code: number | undefined;
  const collect = (entry: unknown): void => {
    if (typeof entry === 'string') {
      messages.push(entry);
    } else if (typeof entry === 'object' && entry !== null) {
      const { message, code: entryCode } = entry as { message?: unknown; code?: unknown };
      if (typeof message === 'string') messages.push(message);
      if (code === undefined && typeof entryCode === 'number') code = entryCode;
    }
  };
  for (const key of ['errors', 'error'] as const) {
    const value = record[key];
    if (Array.isArray(value)) value.forEach(collect);
    else collect(value);
  }
  if (messages.length === 0 && typeof record['message'] === 'string') {
    messages.push(record['message']);
  }
  if (code === undefined && typeof record['code'] === 'number') code = record['code'];
  return code === undefined ? { messages } : { messages, code };
}

/** Whether a successful body still carries an `errors` array with something in it. */
export function hasEmbeddedErrors(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const errors = (body as { errors?: unknown }).errors;
  return Array.isArray(errors) && errors.length > 0;
}

/** The generic text when a failure carries no message of its own. */
export const FALLBACK_ERROR_MESSAGE = 'Erro!';

export function clubErrorFromAnswer(status: number, body: unknown): ClubError {
  const { messages, code } = messagesOf(body);
  return {
    kind: 'server',
    status,
    message: messages[0] ?? FALLBACK_ERROR_MESSAGE,
    ...(code === undefined ? {} : { code }),
    data: body,
  };
}

/** The messages of SPEC §8 that mean the session is no longer accepted. */
export const AUTH_FAILURE_MESSAGES: readonly string[] = [
  'token_not_provided',
  'Unauthorized',
  'token_invalid',
  'Token not provided',
  'User not found',
  'user_not_found',
];

/**
 * Whether an answer is an auth failure (SPEC §8): HTTP 401 or 403 on an error response, or
 * one of the listed messages, as a plain string or inside an array of `{ message }`.
 * Logging out on it is the caller's decision, only while an unexpired token exists.
 */
export function isAuthFailureAnswer(status: number, body: unknown): boolean {
  if (status === 401 || status === 403) return true;
  const { messages } = messagesOf(body);
  return messages.some((message) => AUTH_FAILURE_MESSAGES.includes(message));
}
