import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Claims of a member token, as the web app decodes them (SPEC §4 Login). */
export interface MemberClaims {
  /** Member id. */
  sub: string;
  /** Company slug. */
  company: string;
  document: string;
  /** Full name. */
  name: string;
  /** The member's token version at issue time: a password change or reset bumps it. */
  ver: number;
  /** This token's id: a password change keeps the session that made it. */
  jti: string;
  /** Issued at, Unix seconds. */
  iat: number;
  /** Expires at, Unix seconds. */
  exp: number;
}

const HEADER = encodeSegment({ alg: 'HS256', typ: 'JWT' });

function encodeSegment(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function sign(signingInput: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(signingInput).digest();
}

export function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export function signMemberToken(
  member: Omit<MemberClaims, 'iat' | 'exp' | 'jti'>,
  secret: string,
  ttlSeconds: number,
  issuedAt: number = nowInSeconds(),
): string {
  const claims: MemberClaims = {
    ...member,
    jti: randomBytes(12).toString('base64url'),
    iat: issuedAt,
    exp: issuedAt + ttlSeconds,
  };
  const signingInput = `${HEADER}.${encodeSegment(claims)}`;
  return `${signingInput}.${sign(signingInput, secret).toString('base64url')}`;
}

function isMemberClaims(value: unknown): value is MemberClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.sub === 'string' &&
    typeof claims.company === 'string' &&
    typeof claims.document === 'string' &&
    typeof claims.name === 'string' &&
    Number.isSafeInteger(claims.ver) &&
    typeof claims.jti === 'string' &&
    typeof claims.iat === 'number' &&
    typeof claims.exp === 'number'
  );
}

function decodeSegment(segment: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/** The token's claims when it is an HS256 token signed with `secret` and not expired; else null. */
export function verifyMemberToken(
  token: string,
  secret: string,
  now: number = nowInSeconds(),
): MemberClaims | null {
  const [header, payload, signature, ...rest] = token.split('.');
  if (!header || !payload || !signature || rest.length > 0) return null;

  // Checking alg rejects 'none' and algorithm-confusion tokens before any other work.
  const decodedHeader = decodeSegment(header) as { alg?: unknown } | null;
  if (decodedHeader?.alg !== 'HS256') return null;

  const expected = sign(`${header}.${payload}`, secret);
  const actual = Buffer.from(signature, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;

  const claims = decodeSegment(payload);
  if (!isMemberClaims(claims) || claims.exp <= now) return null;
  return claims;
}
