import type { MemberAccount, MemberProfile } from '../domain/member.ts';
import type { Queryable } from './database.ts';

/** A member to insert: the profile (without id and has_password) plus sign-in state. */
export type NewMember = Omit<MemberProfile, 'id' | 'has_password'> & {
  passwordHash: string | null;
  activated: boolean;
  blocked: boolean;
};

export async function findMemberAccount(
  db: Queryable,
  companySlug: string,
  document: string,
): Promise<MemberAccount | null> {
  const { rows } = await db.query<MemberAccount>(
    `SELECT u.id::text AS id,
            c.slug AS "companySlug",
            u.document,
            concat_ws(' ', u.name, u.last_name) AS "fullName",
            u.password_hash AS "passwordHash",
            u.activated,
            u.blocked,
            u.token_version AS "tokenVersion"
       FROM users u JOIN companies c ON c.id = u.company_id
      WHERE c.slug = $1 AND u.document = $2`,
    [companySlug, document],
  );
  return rows[0] ?? null;
}

/** The profile of a member whose token was accepted (findScope: not blocked, current session). */
export async function findMemberProfile(
  db: Queryable,
  userId: number,
): Promise<MemberProfile | null> {
  const { rows } = await db.query<MemberProfile>(
    `SELECT u.id::text AS id, u.name, u.last_name, u.email, u.avatar, u.document, u.gender,
            u.state, u.city, u.postal_code, u.address, u.address_number, u.address_complement,
            u.birthday::text AS birthday, u.phone, u.news,
            u.password_hash IS NOT NULL AS has_password,
            u.vidalink_expire_date::text AS vidalink_expire_date,
            u.cashback, u.cashback_total, u.awards_balance, u.engagement_balance
       FROM users u
      WHERE u.id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

export async function insertMember(
  db: Queryable,
  companyId: number,
  member: NewMember,
): Promise<void> {
  await db.query(
    `INSERT INTO users (company_id, document, password_hash, activated, blocked, name, last_name,
                          email, avatar, gender, state, city, postal_code, address, address_number,
                          address_complement, birthday, phone, news, vidalink_expire_date,
                          cashback, cashback_total, awards_balance, engagement_balance)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
             $20, $21, $22, $23, $24)`,
    [
      companyId,
      member.document,
      member.passwordHash,
      member.activated,
      member.blocked,
      member.name,
      member.last_name,
      member.email,
      member.avatar,
      member.gender,
      member.state,
      member.city,
      member.postal_code,
      member.address,
      member.address_number,
      member.address_complement,
      member.birthday,
      member.phone,
      member.news,
      member.vidalink_expire_date,
      member.cashback,
      member.cashback_total,
      member.awards_balance,
      member.engagement_balance,
    ],
  );
}

/**
 * Sets a new password and ends the member's other sessions: the token version moves on, so
 * every token issued before stops working, except `keptSession` (the token that changed the
 * password; null after a reset, which ends them all).
 */
export async function replacePassword(
  db: Queryable,
  userId: number,
  passwordHash: string,
  keptSession: string | null,
): Promise<void> {
  await db.query(
    `UPDATE users SET password_hash = $2, token_version = token_version + 1, kept_session = $3
      WHERE id = $1`,
    [userId, passwordHash, keptSession],
  );
  // A reset link asked for before the change would undo it.
  await db.query('UPDATE password_resets SET used = true WHERE user_id = $1 AND NOT used', [
    userId,
  ]);
}
