import { findCompanyBySlug, findDefaultCompany } from '../db/companies.ts';
import type { Queryable } from '../db/database.ts';
import { findMemberAccount } from '../db/users.ts';
import { normalizeDocument } from '../domain/document.ts';
import { signMemberToken } from './jwt.ts';
import { dummyPasswordHash, verifyPassword } from './password.ts';

export interface SignInRequest {
  document: string;
  password: string;
  /** Company slug; the default company when absent. */
  company?: string;
}

export interface TokenSettings {
  secret: string;
  ttlSeconds: number;
}

export type SignInOutcome =
  | { kind: 'signed-in'; token: string }
  | { kind: 'must-activate' }
  | { kind: 'invalid-credentials' }
  | { kind: 'blocked' }
  | { kind: 'unknown-company' };

/**
 * Decides a sign-in. Order: unknown document → invalid; not yet activated → must activate (or
 * blocked), without checking the password since such a member may have none; wrong password →
 * invalid; blocked → blocked, only after the password is right so a guess reveals nothing.
 */
export async function signIn(
  db: Queryable,
  request: SignInRequest,
  tokens: TokenSettings,
): Promise<SignInOutcome> {
  const company = request.company
    ? await findCompanyBySlug(db, request.company)
    : await findDefaultCompany(db);
  if (!company) return { kind: 'unknown-company' };

  const account = await findMemberAccount(db, company.slug, normalizeDocument(request.document));
  if (!account) {
    // As long as a known member's check, so the answer's time does not tell who is a member.
    await verifyPassword(request.password, await dummyPasswordHash());
    return { kind: 'invalid-credentials' };
  }
  if (!account.activated) return account.blocked ? { kind: 'blocked' } : { kind: 'must-activate' };

  const passwordMatches = await verifyPassword(
    request.password,
    account.passwordHash ?? (await dummyPasswordHash()),
  );
  if (!passwordMatches) return { kind: 'invalid-credentials' };
  if (account.blocked) return { kind: 'blocked' };

  const token = signMemberToken(
    {
      sub: account.id,
      company: account.companySlug,
      document: account.document,
      name: account.fullName,
      ver: account.tokenVersion,
    },
    tokens.secret,
    tokens.ttlSeconds,
  );
  return { kind: 'signed-in', token };
}
