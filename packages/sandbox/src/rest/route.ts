import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { TokenSettings } from '../auth/sign-in.ts';
import type { Database } from '../db/database.ts';
import type { MemberScope } from '../db/scope.ts';
import { assertCleanInput } from '../input/hostile-text.ts';
import { INPUT_ERRORS, InputRejected } from '../input/input-rejected.ts';
import { parseCents, parseInteger } from '../input/integers.ts';
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
 * does) instead of reaching the handler as "no fields". So does a NUL byte or a lone surrogate
 * in any key or value, or a body nested too deep (the input layer, src/input).
 */
export async function readBody(c: Context): Promise<Body> {
  const body = await parseBody(c);
  assertCleanInput(body);
  return body;
}

async function parseBody(c: Context): Promise<Body> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    let form: Awaited<ReturnType<typeof c.req.parseBody>>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      return refuseBody(c, BODY_ERRORS.form);
    }
    // No prototype: a field named `__proto__` or `constructor` is a field like any other.
    const body: Body = Object.create(null) as Body;
    for (const [key, value] of Object.entries(form)) {
      const list = /^(\w+)\[(\d+)\]$/.exec(key);
      const plain =
        typeof value === 'string' || Array.isArray(value) ? value : `(file ${value.name})`;
      if (list) {
        const index = Number(list[2]);
        // `interests[99999999]` would make a sparse array the size of its index.
        if (index > 1000) return refuseBody(c, BODY_ERRORS.form);
        const existing = body[list[1]!];
        const items = Array.isArray(existing) ? existing : (body[list[1]!] = []);
        items[index] = plain;
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

/** A field of a parsed body, only if the body itself has it (never Object.prototype's). */
function own(body: Body, key: string): unknown {
  return Object.hasOwn(body, key) ? body[key] : undefined;
}

export function text(body: Body, key: string): string | null {
  const value = own(body, key);
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A whole number that fits an int4 column (see parseInteger); null when absent or not one. */
export function integer(body: Body, key: string): number | null {
  return parseInteger(own(body, key));
}

/**
 * An amount of money in cents: null when absent; a field given that is not a whole count of
 * cents ("1e3", "0x10", "12.5", 12.5, -1, 2^31) is refused with 422 `Valor inválido`.
 */
export function cents(body: Body, key: string): number | null {
  const value = own(body, key);
  if (value === undefined || value === null) return null;
  const amount = parseCents(value);
  if (amount === null) throw new InputRejected(422, INPUT_ERRORS.value);
  return amount;
}

export function flag(body: Body, key: string): boolean | null {
  const value = own(body, key);
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
