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
            u.blocked
       FROM users u JOIN companies c ON c.id = u.company_id
      WHERE c.slug = $1 AND u.document = $2`,
    [companySlug, document],
  );
  return rows[0] ?? null;
}

/** The member's profile, only if the member belongs to the company named in the token. */
export async function findMemberProfile(
  db: Queryable,
  memberId: string,
  companySlug: string,
): Promise<MemberProfile | null> {
  if (!/^\d+$/.test(memberId)) return null;
  const { rows } = await db.query<MemberProfile>(
    `SELECT u.id::text AS id, u.name, u.last_name, u.email, u.avatar, u.document, u.gender,
            u.state, u.city, u.postal_code, u.address, u.address_number, u.address_complement,
            u.birthday::text AS birthday, u.phone, u.news,
            u.password_hash IS NOT NULL AS has_password,
            u.vidalink_expire_date::text AS vidalink_expire_date,
            u.cashback, u.cashback_total, u.awards_balance, u.engagement_balance
       FROM users u JOIN companies c ON c.id = u.company_id
      WHERE u.id = $1 AND c.slug = $2`,
    [Number(memberId), companySlug],
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
