import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signMemberToken, verifyMemberToken } from './jwt.ts';

const SECRET = 'test-secret';
const MEMBER = {
  sub: '1',
  company: 'clube-demo',
  document: '52998224725',
  name: 'Marina Souza',
  ver: 0,
};

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('member tokens', () => {
  it('round-trips the claims with iat and exp in seconds', () => {
    const token = signMemberToken(MEMBER, SECRET, 3600, 1_700_000_000);
    expect(verifyMemberToken(token, SECRET, 1_700_000_001)).toEqual({
      ...MEMBER,
      jti: expect.stringMatching(/^[\w-]{16}$/),
      iat: 1_700_000_000,
      exp: 1_700_003_600,
    });
  });

  it('is a standard HS256 JWT', () => {
    const [header, payload, signature] = signMemberToken(MEMBER, SECRET, 60).split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    const expected = createHmac('sha256', SECRET)
      .update(`${header}.${payload}`)
      .digest('base64url');
    expect(signature).toBe(expected);
  });

  it('rejects expired tokens, other secrets and tampered payloads', () => {
    const token = signMemberToken(MEMBER, SECRET, 60, 1_700_000_000);
    expect(verifyMemberToken(token, SECRET, 1_700_000_060)).toBeNull();
    expect(verifyMemberToken(token, 'other-secret', 1_700_000_001)).toBeNull();

    const [header, , signature] = token.split('.');
    const forged = `${header}.${encode({ ...MEMBER, sub: '2', iat: 0, exp: 9e9 })}.${signature}`;
    expect(verifyMemberToken(forged, SECRET, 1_700_000_001)).toBeNull();
  });

  it("rejects alg 'none' and malformed tokens", () => {
    const unsigned = `${encode({ alg: 'none' })}.${encode({ ...MEMBER, iat: 0, exp: 9e9 })}.`;
    expect(verifyMemberToken(unsigned, SECRET)).toBeNull();
    expect(verifyMemberToken('not-a-jwt', SECRET)).toBeNull();
    expect(verifyMemberToken('a.b.c.d', SECRET)).toBeNull();
  });
});
