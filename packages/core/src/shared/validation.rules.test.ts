import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { stripHtmlFragment, validateRequired } from './validation.rules.ts';

describe('validateRequired', () => {
  it('flags empty and blank values with the required message key', () => {
    expect(validateRequired('')).toBe('validation.required');
    expect(validateRequired('   ')).toBe('validation.required');
    expect(validateRequired(undefined)).toBe('validation.required');
    expect(validateRequired('52998224725')).toBeNull();
  });
});

describe('stripHtmlFragment', () => {
  it('removes from the first < to the last > when a closing tag is present', () => {
    expect(stripHtmlFragment('oi <b>mundo</b>!')).toBe('oi !');
    expect(stripHtmlFragment('<script>alert(1)</script>pizza')).toBe('pizza');
  });

  it('keeps values without both < and </', () => {
    expect(stripHtmlFragment('a < b > c')).toBe('a < b > c');
    expect(stripHtmlFragment('R$ 10 <3')).toBe('R$ 10 <3');
  });

  test.prop([fc.string()])('leaves no closing tag behind and never grows the value', (value) => {
    const result = stripHtmlFragment(value);
    expect(result.length).toBeLessThanOrEqual(value.length);
    if (
      value.includes('<') &&
      value.includes('</') &&
      value.lastIndexOf('>') > value.indexOf('<')
    ) {
      expect(result.includes('</') && result.includes('>')).toBe(false);
    } else {
      expect(result).toBe(value);
    }
  });
});
