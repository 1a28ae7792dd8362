import { describe, expect, it } from 'vitest';
import { jwtDecoder } from './jwt-decoder.ts';

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('jwtDecoder', () => {
  it('reads a base64url payload with accents in UTF-8', () => {
    const token = `${encode({ alg: 'HS256' })}.${encode({ name: 'João Conceição', exp: 1 })}.sig`;
    expect(jwtDecoder.decode(token)).toEqual({ name: 'João Conceição', exp: 1 });
  });

  it('refuses a token without a payload', () => {
    expect(() => jwtDecoder.decode('abc')).toThrow();
  });
});
