import type { MemberClaims } from '../auth/jwt.ts';
import type { CompanyConfig } from '../domain/company-config.ts';
import type { Queryable } from './database.ts';

/** Who is asking: the member and company behind a token, as database ids. */
export interface MemberScope {
  userId: number;
  companyId: number;
  company: CompanyConfig;
  /** The token's id (jti): the session a password change keeps. */
  session: string;
}

interface ScopeRow {
  user_id: number;
  company_id: number;
  slug: string;
  title: string;
  config: Omit<CompanyConfig, 'slug' | 'title'>;
}

/**
 * The scope of a token, or null when its member or company no longer exists (a reset), the
 * member is blocked, or the token is older than the member's last password change or reset.
 */
export async function findScope(db: Queryable, claims: MemberClaims): Promise<MemberScope | null> {
  if (!/^\d+$/.test(claims.sub)) return null;
  const { rows } = await db.query<ScopeRow>(
    `SELECT u.id AS user_id, c.id AS company_id, c.slug, c.title, c.config
       FROM users u JOIN companies c ON c.id = u.company_id
      WHERE u.id = $1 AND c.slug = $2 AND NOT u.blocked
        AND (u.token_version = $3 OR u.kept_session = $4)`,
    [Number(claims.sub), claims.company, claims.ver, claims.jti],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    userId: row.user_id,
    companyId: row.company_id,
    company: { ...row.config, slug: row.slug, title: row.title },
    session: claims.jti,
  };
}
