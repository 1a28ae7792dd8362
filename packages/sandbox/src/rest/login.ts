import type { Context } from 'hono';
import { signIn } from '../auth/sign-in.ts';
import type { SignInRequest, TokenSettings } from '../auth/sign-in.ts';
import type { Queryable } from '../db/database.ts';
import { normalizeDocument } from '../domain/document.ts';
import { errorsBody, MESSAGES } from './errors.ts';
import type { Throttle } from '../throttle/throttle.ts';
import { readBody } from './route.ts';

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * The sign-in request in the body, or null when a required field is missing. A malformed
 * body is refused with 400 by readBody.
 */
async function readSignInRequest(c: Context): Promise<SignInRequest | null> {
  const { document, password, company } = await readBody(c);
  if (!nonEmptyString(document) || normalizeDocument(document) === '') return null;
  if (!nonEmptyString(password)) return null;
  return { document, password, ...(nonEmptyString(company) ? { company: company.trim() } : {}) };
}

/** POST /clube/v1/login (club.openapi.yaml, operation login). */
export function loginHandler(
  db: Queryable,
  tokens: TokenSettings,
  throttle: Throttle,
): (c: Context) => Promise<Response> {
  return async (c: Context): Promise<Response> => {
    const request = await readSignInRequest(c);
    if (!request) return c.json(errorsBody(MESSAGES.requiredField.message), 422);
    // Per document at every company: a guesser gains nothing by naming another one.
    const document = normalizeDocument(request.document);
    const refused = throttle.attempt(c, 'sign-in', document);
    if (refused) return refused;

    const outcome = await signIn(db, request, tokens);
    // Only the right password forgets the failures (not, say, naming an unknown company).
    if (outcome.kind === 'invalid-credentials') throttle.failed('sign-in', document);
    if (outcome.kind === 'signed-in') throttle.succeeded('sign-in', document);
    switch (outcome.kind) {
      case 'signed-in':
        return c.json({ token: outcome.token }, 200);
      case 'must-activate':
        return c.json({ activate: true }, 200);
      case 'invalid-credentials':
        return c.json(
          errorsBody(MESSAGES.invalidCredentials.message, MESSAGES.invalidCredentials.code),
          401,
        );
      case 'blocked':
        return c.json(errorsBody(MESSAGES.blocked.message, MESSAGES.blocked.code), 403);
      case 'unknown-company':
        return c.json(errorsBody(MESSAGES.companyNotFound.message), 404);
    }
  };
}
