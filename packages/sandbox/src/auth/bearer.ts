import { verifyMemberToken } from './jwt.ts';
import type { MemberClaims } from './jwt.ts';

/** The member behind an `Authorization: Bearer <jwt>` header, or null when absent or invalid. */
export function memberFromAuthorization(
  authorization: string | null | undefined,
  secret: string,
): MemberClaims | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  return match?.[1] ? verifyMemberToken(match[1], secret) : null;
}
