import fc from 'fast-check';

// Hostile inputs for the fuzz suite (tests/contract/hostile-input.test.ts): values that broke
// the sandbox once (NUL bytes, lone surrogates, numbers past int4, prototype keys...) and
// requests built from them.

export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  '__defineGetter__',
];

/** Strings that break storage or parsing: NUL, lone surrogates, numbers in disguise, SQL. */
export const HOSTILE_STRINGS: string[] = [
  '\u0000',
  'abc\u0000def',
  '\ud800',
  'x\udc00y',
  '\udfff\ud800',
  '2147483648',
  '2147483647',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999',
  '1e3',
  '1e300',
  '-1e300',
  '0x10',
  '0b11',
  '12.5',
  ' 12',
  '12 ',
  '+12',
  '-1',
  '0',
  '00012',
  'NaN',
  'Infinity',
  '-0',
  '',
  ' ',
  '\t\n',
  ...PROTOTYPE_KEYS,
  'constructor:true',
  'toString:x',
  '__proto__:1',
  "' OR 1=1 --",
  '1; DROP TABLE users; --',
  '"; SELECT pg_sleep(1); --',
  '$1',
  '%00',
  '%',
  '%ZZ',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}',
  '2026-02-31',
  '9999-99-99',
  'true',
  'null',
  '[]',
  '{}',
  '💥🇧🇷',
  'ﬃ\u202e\u200b',
  'x'.repeat(5000),
];

export const HUGE_STRING = 'y'.repeat(64_000);

/** Numbers at and past the edges of int4 and of safe integers, and fractions. */
export const HOSTILE_NUMBERS: number[] = [
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  1e300,
  -1e300,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  -1,
  0,
  -0,
  12.5,
  0.1,
  1e-7,
  99,
  100,
  1_000_000_000,
];

/** Any hostile JSON value: strings, numbers, wrong shapes (arrays, objects, booleans, null). */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom<unknown>(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...HOSTILE_NUMBERS) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(
      true,
      false,
      null,
      [],
      ['a', 'b'],
      [2 ** 31],
      ['\u0000'],
      {},
      { a: 1 },
      Object.fromEntries([['__proto__', { polluted: true }]]),
      { constructor: { prototype: { polluted: true } } },
      [[[[[]]]]],
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: -(2 ** 40), max: 2 ** 40 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constant<unknown>(HUGE_STRING) },
);

/** A field's value: hostile most of the time, sometimes plausible (to reach deeper code). */
export function fieldValue(plausible: readonly unknown[]): fc.Arbitrary<unknown> {
  return plausible.length > 0
    ? fc.oneof(
        { weight: 3, arbitrary: hostileJson },
        { weight: 2, arbitrary: fc.constantFrom(...plausible) },
      )
    : hostileJson;
}

/**
 * Percent-encodes a string for a URL. encodeURIComponent refuses lone surrogates, so those are
 * sent as the bytes a lax encoder (WTF-8) would produce: what a hostile client can send.
 */
export function encodeUrlComponent(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate: encoded below, one code point at a time.
  }
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16).toUpperCase()}`;
      out += `%${(0x80 | ((code >> 6) & 0x3f)).toString(16).toUpperCase()}`;
      out += `%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** A scalar sent where only text fits (path segment, query value, form field). */
export const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));

/** An object whose own keys may be `__proto__` (an object literal would set the prototype). */
export const objectOf = (entries: [string, unknown][]): Record<string, unknown> =>
  Object.fromEntries(entries);

/** A failed answer: a server error, a stack trace, or a GraphQL error that hides a crash. */
export function serverFault(status: number, text: string): string | null {
  if (status >= 500) return `status ${status}`;
  if (/\bat [\w.<>]+ \(|\.(?:ts|js|mjs):\d+:\d+|"stack"\s*:/.test(text)) return 'stack trace';
  if (/INTERNAL_SERVER_ERROR|Unexpected error\./.test(text)) return 'masked internal error';
  return null;
}
