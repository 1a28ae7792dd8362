import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { MAX_NESTING, assertCleanInput, isHostileText } from './hostile-text.ts';
import { INPUT_ERRORS } from './input-rejected.ts';

const refusal = (value: unknown): unknown => {
  try {
    assertCleanInput(value);
    return null;
  } catch (error) {
    return error;
  }
};

describe('hostile text', () => {
  it('is a NUL byte or a lone surrogate anywhere in the string', () => {
    for (const text of ['\u0000', 'a\u0000b', '\ud800', 'x\udc00y', '\udfff\ud800', 'a\ud83d']) {
      expect(isHostileText(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of ['', 'Olá, mundo', '💥🇧🇷', '\u0001\t\n', 'x'.repeat(10_000)]) {
      expect(isHostileText(text), text.slice(0, 20)).toBe(false);
    }
  });

  test.prop([fc.string({ unit: 'grapheme' })])('well-formed text without NUL passes', (text) => {
    fc.pre(!text.includes('\u0000'));
    expect(isHostileText(text)).toBe(false);
  });

  test.prop([fc.string(), fc.integer({ min: 0xd800, max: 0xdfff }), fc.string()])(
    'a surrogate with no partner is always found',
    (before, surrogate, after) => {
      const lone = String.fromCharCode(surrogate);
      // Keep the surrogate alone: no high one before a low one, nor a low one after a high one.
      const text = `${before.replace(/[\ud800-\udfff]/g, '')}${lone}${after.replace(/[\ud800-\udfff]/g, '')}`;
      expect(isHostileText(text)).toBe(true);
    },
  );

  it('is found in keys and values at any depth of a parsed body', () => {
    const cases: unknown[] = [
      { subject: '\u0000' },
      { list: ['ok', { deep: 'x\ud800' }] },
      JSON.parse('{"a\\u0000b": 1}'),
      JSON.parse('{"a": {"\\udc00": true}}'),
    ];
    for (const value of cases) {
      expect(refusal(value), JSON.stringify(value)).toMatchObject({
        status: 400,
        message: INPUT_ERRORS.text,
      });
    }
    expect(refusal({ subject: 'Oi', list: [1, 'dois', { três: null }] })).toBeNull();
  });

  it('refuses nesting past the limit without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    expect(refusal(deep)).toMatchObject({ status: 400, message: INPUT_ERRORS.nesting });
    let ok: unknown = 'leaf';
    for (let i = 0; i < MAX_NESTING - 1; i++) ok = [ok];
    expect(refusal(ok)).toBeNull();
  });
});
