import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.rules.ts';

describe('initialsOf', () => {
  it.each([
    ['Ana Maria Silva', 'AS'],
    ['ana', 'A'],
    ['  érica   souza ', 'ÉS'],
    ['123.456.789-00', '1'],
    ['𝒜na 𝒮ilva', '𝒜𝒮'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  test.prop([fc.array(fc.stringMatching(/^[a-zà-ú]{1,8}$/), { maxLength: 5 })])(
    'gives one letter per word up to two, each the upper case of a word’s first letter',
    (words) => {
      const initials = initialsOf(words.join(' '));
      expect(initials.length).toBe(Math.min(words.length, 2));
      if (words.length > 0) expect(initials[0]).toBe(words[0]![0]!.toLocaleUpperCase('pt-BR'));
      if (words.length > 1) expect(initials[1]).toBe(words.at(-1)![0]!.toLocaleUpperCase('pt-BR'));
    },
  );
});
