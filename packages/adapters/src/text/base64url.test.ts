import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { decodeBase64Url } from './base64url.ts';

describe('decodeBase64Url', () => {
  test.prop([fc.uint8Array({ maxLength: 200 })])(
    'reads what Buffer writes in base64url',
    (bytes) => {
      const text = Buffer.from(bytes).toString('base64url');
      expect(decodeBase64Url(text)).toEqual(new Uint8Array(bytes));
    },
  );

  test.prop([fc.uint8Array({ maxLength: 200 })])('reads padded standard base64 too', (bytes) => {
    const text = Buffer.from(bytes).toString('base64');
    expect(decodeBase64Url(text)).toEqual(new Uint8Array(bytes));
  });

  it('refuses characters outside the alphabets and impossible lengths', () => {
    expect(() => decodeBase64Url('ab*d')).toThrow();
    expect(() => decodeBase64Url('abcde')).toThrow();
  });
});
