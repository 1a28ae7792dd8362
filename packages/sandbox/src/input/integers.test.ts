import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { InputRejected } from './input-rejected.ts';
import {
  INT4_MAX,
  INT4_MIN,
  optionalInteger,
  parseCents,
  parseId,
  parseInteger,
  productWithinInt4,
} from './integers.ts';

const int4 = fc.integer({ min: INT4_MIN, max: INT4_MAX });

describe('money in cents', () => {
  it('refuses everything that is not a plain count of cents', () => {
    for (const value of [
      '1e3',
      '0x10',
      '0b11',
      '0o7',
      '12.5',
      ' 12',
      '12 ',
      '+12',
      '-1',
      '',
      'Infinity',
      'NaN',
      12.5,
      -1,
      2 ** 31,
      2 ** 53,
      1e300,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '2147483648',
      '99999999999',
      null,
      true,
      [2000],
      { value: 2000 },
    ]) {
      expect(parseCents(value), JSON.stringify(value) ?? String(value)).toBeNull();
    }
  });

  it('reads integers and digit strings up to the int4 maximum', () => {
    expect(parseCents(0)).toBe(0);
    expect(parseCents('2000')).toBe(2000);
    expect(parseCents(2000)).toBe(2000);
    expect(parseCents(INT4_MAX)).toBe(INT4_MAX);
    expect(parseCents(String(INT4_MAX))).toBe(INT4_MAX);
  });

  test.prop([fc.integer({ min: 0, max: INT4_MAX })])(
    'a count of cents reads back the same as a number or as its digits',
    (amount) => {
      expect(parseCents(amount)).toBe(amount);
      expect(parseCents(String(amount))).toBe(amount);
    },
  );

  test.prop([fc.string()])('any text reads as whole cents in range, or not at all', (text) => {
    const cents = parseCents(text);
    if (cents === null) return;
    expect(text).toMatch(/^\d+$/);
    expect(Number.isInteger(cents) && cents >= 0 && cents <= INT4_MAX).toBe(true);
    expect(String(cents)).toBe(text.replace(/^0+(?=\d)/, ''));
  });

  test.prop([fc.double({ noInteger: true })])('no fraction is ever money', (amount) => {
    expect(parseCents(amount)).toBeNull();
    expect(parseCents(String(amount))).toBeNull();
  });

  test.prop([fc.integer({ min: INT4_MAX + 1, max: Number.MAX_SAFE_INTEGER })])(
    'no amount past int4 is read, as a number or as digits',
    (amount) => {
      expect(parseCents(amount)).toBeNull();
      expect(parseCents(String(amount))).toBeNull();
    },
  );
});

describe('integers', () => {
  test.prop([int4])('an int4 reads back as itself, from a number or its decimal text', (n) => {
    expect(parseInteger(n)).toBe(n);
    expect(parseInteger(String(n))).toBe(n);
  });

  test.prop([
    fc.oneof(fc.string(), fc.double(), fc.constant(2 ** 31), fc.constant(-(2 ** 31) - 1)),
  ])('anything read is a whole number that fits an int4 column', (value) => {
    const n = parseInteger(value);
    if (n === null) return;
    expect(Number.isInteger(n) && n >= INT4_MIN && n <= INT4_MAX).toBe(true);
  });

  it('refuses numbers in disguise', () => {
    for (const value of ['1e3', '0x10', ' 12', '12.0', '1_000', '', '-', '--1', '2147483648']) {
      expect(parseInteger(value), value).toBeNull();
    }
  });

  it('an optional integer is its fallback when absent and refused (422) when not whole', () => {
    expect(optionalInteger(undefined, 7)).toBe(7);
    expect(optionalInteger('', 7)).toBe(7);
    expect(optionalInteger(null, 7)).toBe(7);
    expect(optionalInteger('3', 7)).toBe(3);
    for (const value of ['1e300', 'Infinity', '2.5', 2 ** 31, 'abc']) {
      expect(() => optionalInteger(value, 7, 'Página inválida')).toThrow(InputRejected);
    }
    try {
      optionalInteger('1e300', 1, 'Página inválida');
    } catch (error) {
      expect(error).toMatchObject({ status: 422, message: 'Página inválida' });
    }
  });
});

describe('ids', () => {
  it('are digits from 1 to the int4 maximum', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId(String(INT4_MAX))).toBe(INT4_MAX);
    for (const value of [
      '0',
      '2147483648',
      '9007199254740993',
      '-1',
      '1e3',
      ' 1',
      'abc',
      1,
      undefined,
    ]) {
      expect(parseId(value), String(value)).toBeNull();
    }
  });

  test.prop([fc.string()])('any text is an id in range or none', (text) => {
    const id = parseId(text);
    if (id !== null) expect(id >= 1 && id <= INT4_MAX && /^\d+$/.test(text)).toBe(true);
  });
});

describe('value × quantity', () => {
  test.prop([int4, int4])('the product is given only when it fits an int4 column', (a, b) => {
    const product = productWithinInt4(a, b);
    const exact = BigInt(a) * BigInt(b);
    if (exact >= BigInt(INT4_MIN) && exact <= BigInt(INT4_MAX)) {
      expect(product).toBe(Number(exact));
    } else {
      expect(product).toBeNull();
    }
  });
  test('a product of −1 and 0 is 0, not a negative zero (a seed found it)', () => {
    expect(Object.is(productWithinInt4(-1, 0), 0)).toBe(true);
  });
});
