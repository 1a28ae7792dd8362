import type { MemberClaims } from '../auth/jwt.ts';
import { findScope } from '../db/scope.ts';
import type { MemberScope } from '../db/scope.ts';
import type { GraphqlContext } from './context.ts';
import { unauthorizedError } from './errors.ts';

export function requireMember(context: GraphqlContext): MemberClaims {
  if (!context.member) throw unauthorizedError();
  return context.member;
}

const scopes = new WeakMap<GraphqlContext, Promise<MemberScope | null>>();

/** The member's scope, looked up once per request; 401 when the token names no member now. */
export async function requireScope(context: GraphqlContext): Promise<MemberScope> {
  const member = requireMember(context);
  let scope = scopes.get(context);
  if (!scope) {
    scope = findScope(context.db, member);
    scopes.set(context, scope);
  }
  const found = await scope;
  if (!found) throw unauthorizedError();
  return found;
}
