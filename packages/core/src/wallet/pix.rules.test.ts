import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { BRAZILIAN_AREA_CODES, normalisePixKey, PIX_EMAIL_MAX_LENGTH } from './pix.rules.ts';

const areaCode = fc.constantFrom(...BRAZILIAN_AREA_CODES);
const eightDigits = fc.stringMatching(/^\d{8}$/);
const localPart = fc.stringMatching(/^[a-z0-9._+-]{1,20}$/);
const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,8}[a-z0-9])?$/);
const domain = fc.array(label, { minLength: 2, maxLength: 3 }).map((labels) => labels.join('.'));

describe('e-mail keys (DICT)', () => {
  it('lower-cases them and takes up to 77 characters', () => {
    expect(normalisePixKey('email', ' Ana@Clube.COM ')).toEqual({ ok: true, key: 'ana@clube.com' });
    const longest = `${'a'.repeat(67)}@clube.com`;
    expect(longest).toHaveLength(PIX_EMAIL_MAX_LENGTH);
    expect(normalisePixKey('email', longest)).toEqual({ ok: true, key: longest });
    expect(normalisePixKey('email', `a${longest}`)).toEqual({
      ok: false,
      error: 'validation.pixEmail',
    });
  });

  it.each([
    'ana@',
    '@clube.com',
    'ana clube.com',
    'ana@clube',
    'ana@@clube.com',
    'ana@clube..com',
    'ana@-clube.com',
    'ana@clube-.com',
    'ana@clu be.com',
    'ana(x)@clube.com',
    'ana@clube.com.',
  ])('refuses %j with the e-mail message', (typed) => {
    expect(normalisePixKey('email', typed)).toEqual({ ok: false, error: 'validation.pixEmail' });
  });

  it('says the field is required when nothing is typed, whatever the type', () => {
    for (const type of ['email', 'phone', 'random'] as const) {
      expect(normalisePixKey(type, '   ')).toEqual({ ok: false, error: 'validation.required' });
    }
  });

  test.prop([localPart, domain])(
    'accepts every local@domain.tld within 77 characters, in lower case',
    (local, host) => {
      const email = `${local}@${host}`;
      fc.pre(email.length <= PIX_EMAIL_MAX_LENGTH);
      expect(normalisePixKey('email', email.toUpperCase())).toEqual({ ok: true, key: email });
    },
  );

  test.prop([fc.string({ maxLength: 90 })])(
    'an accepted e-mail is lower case, has one @, a dot after it, no space, and fits in 77',
    (typed) => {
      const result = normalisePixKey('email', typed);
      if (!result.ok) return;
      expect(result.key).toBe(result.key.toLowerCase());
      expect(result.key.length).toBeLessThanOrEqual(PIX_EMAIL_MAX_LENGTH);
      expect(result.key.split('@')).toHaveLength(2);
      expect(result.key.split('@')[1]).toContain('.');
      expect(result.key).not.toMatch(/\s/);
    },
  );
});

describe('phone keys (DICT: +55, area code, 9-digit mobile)', () => {
  it.each([
    ['(11) 98765-4321', '+5511987654321'],
    ['11987654321', '+5511987654321'],
    ['+55 11 98765-4321', '+5511987654321'],
    ['55 (21) 99876-5432', '+5521998765432'],
    ['+5592 9 8765.4321', '+5592987654321'],
  ])('writes %j as %s', (typed, key) => {
    expect(normalisePixKey('phone', typed)).toEqual({ ok: true, key });
  });

  it.each([
    ['a landline', '(11) 3456-7890'],
    ['no area code', '98765-4321'],
    ['an area code that does not exist', '(20) 98765-4321'],
    ['an area code starting with 0', '(01) 98765-4321'],
    ['a digit too many', '(11) 98765-43210'],
    ['another country', '+1 415 555 2671'],
    ['+55 without the mobile 9', '+55 11 8765-4321'],
    ['letters', '(11) 9876S-4321'],
  ])('refuses %s', (_what, typed) => {
    expect(normalisePixKey('phone', typed)).toEqual({ ok: false, error: 'validation.pixPhone' });
  });

  test.prop([areaCode, eightDigits, fc.constantFrom('', '+55 ', '55', '+55')])(
    'accepts every mobile number of a Brazilian area code, with or without +55',
    (area, rest, prefix) => {
      const typed = `${prefix}(${area}) 9${rest.slice(0, 4)}-${rest.slice(4)}`;
      expect(normalisePixKey('phone', typed)).toEqual({ ok: true, key: `+55${area}9${rest}` });
    },
  );

  test.prop([fc.string({ maxLength: 24 })])(
    'an accepted phone is +55, a known area code, 9 and eight digits',
    (typed) => {
      const result = normalisePixKey('phone', typed);
      if (!result.ok) return;
      expect(result.key).toMatch(/^\+55\d{2}9\d{8}$/);
      expect(BRAZILIAN_AREA_CODES.has(result.key.slice(3, 5))).toBe(true);
    },
  );

  it('knows the 67 area codes in use, none with a 0', () => {
    expect(BRAZILIAN_AREA_CODES.size).toBe(67);
    expect([...BRAZILIAN_AREA_CODES].some((code) => code.includes('0'))).toBe(false);
  });
});

describe('random keys (DICT: a UUID)', () => {
  it('writes them in lower case, and puts the hyphens back in a pasted 32-digit key', () => {
    expect(normalisePixKey('random', '123E4567-E89B-12D3-A456-426614174000')).toEqual({
      ok: true,
      key: '123e4567-e89b-12d3-a456-426614174000',
    });
    expect(normalisePixKey('random', '123e4567e89b12d3a456426614174000')).toEqual({
      ok: true,
      key: '123e4567-e89b-12d3-a456-426614174000',
    });
  });

  it.each([
    'not-a-uuid',
    '123e4567-e89b-12d3-a456-42661417400',
    '123e4567-e89b-12d3-a456-4266141740000',
    '123e4567-e89b-12d3-a456_426614174000',
    'g23e4567-e89b-12d3-a456-426614174000',
    '123e4567e89b-12d3-a456-426614174000',
  ])('refuses %j with the random-key message', (typed) => {
    expect(normalisePixKey('random', typed)).toEqual({ ok: false, error: 'validation.pixRandom' });
  });

  test.prop([fc.uuid()])('accepts every UUID', (uuid) => {
    expect(normalisePixKey('random', uuid.toUpperCase())).toEqual({
      ok: true,
      key: uuid.toLowerCase(),
    });
  });

  test.prop([fc.string({ maxLength: 40 })])(
    'an accepted random key is a lower-case 8-4-4-4-12 UUID',
    (typed) => {
      const result = normalisePixKey('random', typed);
      if (!result.ok) return;
      expect(result.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    },
  );
});

test.prop([fc.constantFrom('email' as const, 'phone' as const, 'random' as const), fc.string()])(
  'normalising is idempotent: an accepted key is accepted again as itself',
  (type, typed) => {
    const first = normalisePixKey(type, typed);
    if (!first.ok) return;
    expect(normalisePixKey(type, first.key)).toEqual(first);
  },
);
