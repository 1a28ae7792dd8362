import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email.ts';

describe('isValidEmail', () => {
  it.each(['ana@clube.com', 'a.b+c@sub.domain.com.br', 'x@y.z'])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    '',
    'ana',
    'ana@clube',
    '@clube.com',
    'ana@.com',
    'ana@clube.',
    'ana @clube.com',
    'ana@clu be.com',
    ' ana@clube.com',
    'ana@clube.com ',
    'ana@@clube.com',
  ])('rejects %j', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});
