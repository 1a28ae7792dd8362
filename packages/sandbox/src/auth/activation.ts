import { findCompanyBySlug, findDefaultCompany } from '../db/companies.ts';
import type { Queryable } from '../db/database.ts';
import { MESSAGES } from '../rest/errors.ts';

export interface ActivationCandidate {
  id: number;
  companySlug: string;
  document: string;
  name: string;
  last_name: string | null;
  email: string | null;
  activated: boolean;
  enabled: boolean;
  blocked: boolean;
  has_password: boolean;
  token_version: number;
}

export type ActivationCheck =
  | { ok: true; member: ActivationCandidate }
  | { ok: false; status: 403 | 404 | 409; message: string; code?: number };

const MEMBER_COLUMNS = `u.id, c.slug AS "companySlug", u.document, u.name, u.last_name, u.email,
  u.activated, u.enabled, u.blocked, u.password_hash IS NOT NULL AS has_password, u.token_version`;

export async function findCandidates(
  db: Queryable,
  document: string,
): Promise<ActivationCandidate[]> {
  const { rows } = await db.query<ActivationCandidate>(
    `SELECT ${MEMBER_COLUMNS} FROM users u JOIN companies c ON c.id = u.company_id
      WHERE u.document = $1 ORDER BY c.id`,
    [document],
  );
  return rows;
}

/** Why a member cannot be activated at a company, in SPEC §8 codes; or the member. */
export function activationStatus(member: ActivationCandidate | undefined): ActivationCheck {
  if (!member) return { ok: false, status: 404, ...MESSAGES.userNotFound };
  if (!member.enabled) return { ok: false, status: 403, ...MESSAGES.notEnabled };
  if (member.blocked) return { ok: false, status: 403, ...MESSAGES.blockedAtCompany };
  if (member.activated) return { ok: false, status: 409, ...MESSAGES.alreadyActivated };
  return { ok: true, member };
}

/** The activation check at one company (the default company when no slug is given). */
export async function checkActivation(
  db: Queryable,
  document: string,
  companySlug: string | null,
): Promise<ActivationCheck> {
  const company = companySlug
    ? await findCompanyBySlug(db, companySlug)
    : await findDefaultCompany(db);
  if (!company) return { ok: false, status: 404, ...MESSAGES.companyNotFound };
  const candidates = await findCandidates(db, document);
  return activationStatus(candidates.find((m) => m.companySlug === company.slug));
}
