import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { TokenSettings } from '../auth/sign-in.ts';
import type { Database } from '../db/database.ts';
import type { MemberScope } from '../db/scope.ts';
import type { Outbox } from '../outbox/outbox.ts';
import type { Throttle } from '../throttle/throttle.ts';
import { errorsBody } from './errors.ts';

export interface RestEnv {
  db: Database;
  tokens: TokenSettings;
  /** Limits on sign-in, password checks, look-ups and reset requests. */
  throttle: Throttle;
  /** Where the e-mails the real club would send go (reset links). */
  outbox: Outbox;
}

/** A handler gets the request, the app's dependencies and, on routes with auth, the member. */
export type Handler = (c: Context, env: RestEnv & { scope: MemberScope }) => Promise<Response>;
export type PublicHandler = (c: Context, env: RestEnv) => Promise<Response>;

/** One REST operation; `path` is written as in the OpenAPI contract, relative to /clube/v1. */
export type Route =
  | { method: 'get' | 'post' | 'patch'; path: string; auth: true; handler: Handler }
  | { method: 'get' | 'post' | 'patch'; path: string; auth: false; handler: PublicHandler };

export type Body = Record<string, unknown>;

/** Why a body is refused before any handler looks at it (SPEC §8 error shape). */
export const BODY_ERRORS = {
  malformed: 'Corpo da requisição inválido: JSON malformado',
  notObject: 'Corpo da requisição inválido: esperado um objeto JSON',
  form: 'Corpo da requisição inválido: formulário malformado',
  tooLarge: 'Corpo da requisição grande demais (máximo 1 MB)',
} as const;

/** Ends the request with 400 and the reason: nothing has been written yet. */
function refuseBody(c: Context, message: string): never {
  throw new HTTPException(400, { res: c.json(errorsBody(message), 400) });
}

/**
 * The request body as a plain object, from JSON, urlencoded or multipart forms. Form keys such
 * as `interests[0]`, `interests[1]` become one array `interests` (SPEC §5 activation). An empty
 * body is `{}`; malformed JSON, or JSON that is not an object, answers 400 (as the real API
 * does) instead of reaching the handler as "no fields".
 */
export async function readBody(c: Context): Promise<Body> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    let form: Awaited<ReturnType<typeof c.req.parseBody>>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      return refuseBody(c, BODY_ERRORS.form);
    }
    const body: Body = {};
    for (const [key, value] of Object.entries(form)) {
      const list = /^(\w+)\[(\d+)\]$/.exec(key);
      const plain =
        typeof value === 'string' || Array.isArray(value) ? value : `(file ${value.name})`;
      if (list) {
        const items = (body[list[1]!] ??= []) as unknown[];
        items[Number(list[2])] = plain;
      } else {
        body[key] = plain;
      }
    }
    for (const [key, value] of Object.entries(body)) {
      if (Array.isArray(value)) body[key] = value.filter((item) => item !== undefined);
    }
    return body;
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return refuseBody(c, BODY_ERRORS.malformed);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return refuseBody(c, BODY_ERRORS.notObject);
  }
  return parsed as Body;
}

export function text(body: Body, key: string): string | null {
  const value = body[key];
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export function integer(body: Body, key: string): number | null {
  const value = typeof body[key] === 'string' ? Number(body[key]) : body[key];
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

export function flag(body: Body, key: string): boolean | null {
  const value = body[key];
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  return null;
}

export function fail(
  c: Context,
  status: 400 | 401 | 403 | 404 | 409 | 422,
  message: string,
  code?: number,
): Response {
  return c.json(errorsBody(message, code), status);
}

export const UNAUTHORIZED = { errors: [{ message: 'Unauthorized' }] };

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
