import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { formatCpfInput, onlyDigits } from './documents.rules.ts';

describe('formatCpfInput', () => {
  it.each([
    ['', ''],
    ['529', '529'],
    ['5299', '529.9'],
    ['529982', '529.982'],
    ['5299822', '529.982.2'],
    ['529982247', '529.982.247'],
    ['5299822472', '529.982.247-2'],
    ['52998224725', '529.982.247-25'],
    ['529.982.247-25999', '529.982.247-25'],
    ['a5b2c9', '529'],
  ])('%s → %s', (typed, shown) => {
    expect(formatCpfInput(typed)).toBe(shown);
  });

  test.prop([fc.string()])('keeps the first 11 digits, a full CPF in 14 characters', (typed) => {
    const shown = formatCpfInput(typed);
    expect(onlyDigits(shown)).toBe(onlyDigits(typed).slice(0, 11));
    expect(formatCpfInput(shown)).toBe(shown);
    if (onlyDigits(typed).length >= 11) expect(shown).toHaveLength(14);
  });
});
