import { expect, it } from 'vitest';
import { isLetterDataValid } from './letter.rules.ts';

const data = {
  name: 'Ana',
  document: '12345678901234',
  number: '10',
  statement: true,
  email: 'a@b.co',
};

it('accepts letter data only with every field filled and a 14-character document', () => {
  expect(isLetterDataValid(data)).toBe(true);
  expect(isLetterDataValid({ ...data, document: '1234567890123' })).toBe(false);
  expect(isLetterDataValid({ ...data, document: '123456789012345' })).toBe(false);
  expect(isLetterDataValid({ ...data, name: ' ' })).toBe(false);
  expect(isLetterDataValid({ ...data, statement: false })).toBe(false);
  const { email: _email, ...withoutEmail } = data;
  expect(isLetterDataValid(withoutEmail)).toBe(false);
});
