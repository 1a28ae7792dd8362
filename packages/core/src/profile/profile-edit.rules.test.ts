import { expect, it } from 'vitest';
import { activationFields } from '../activation/activation.rules.ts';
import { changedFields, emptyStringsToNull } from './profile-edit.rules.ts';

it('sends empty strings as null', () => {
  expect(emptyStringsToNull({ name: 'Ana', phone: '', city: '  ', news: false })).toEqual({
    name: 'Ana',
    phone: null,
    city: null,
    news: false,
  });
});

it('keeps only the changed fields', () => {
  expect(changedFields({ name: 'Ana', city: 'SP' }, { name: 'Ana', city: 'RJ' })).toEqual({
    city: 'RJ',
  });
});

it('builds activation fields: interests[i], no categories, confirm_password defaulting', () => {
  expect(
    activationFields({
      document: '1',
      password: 'x',
      interests: ['a', 7],
      categories: ['c'],
      name: null,
    }),
  ).toEqual({
    document: '1',
    password: 'x',
    confirm_password: 'x',
    'interests[0]': 'a',
    'interests[1]': '7',
  });
  expect(activationFields({ password: 'x', confirm_password: 'y' })).toEqual({
    password: 'x',
    confirm_password: 'y',
  });
  expect(activationFields({ document: '1', news: true })).toEqual({ document: '1', news: 'true' });
});
