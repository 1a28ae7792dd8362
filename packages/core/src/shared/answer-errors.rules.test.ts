import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  AUTH_FAILURE_MESSAGES,
  clubErrorFromAnswer,
  hasEmbeddedErrors,
  isAuthFailureAnswer,
} from './answer-errors.rules.ts';

describe('clubErrorFromAnswer', () => {
  it('reads the first message and the code of an errors array', () => {
    expect(
      clubErrorFromAnswer(401, { errors: [{ message: 'Credenciais inválidas', code: 1 }] }),
    ).toMatchObject({ kind: 'server', status: 401, message: 'Credenciais inválidas', code: 1 });
  });

  it('reads a plain error string and a plain string body', () => {
    expect(clubErrorFromAnswer(500, { error: 'falhou' }).message).toBe('falhou');
    expect(clubErrorFromAnswer(500, 'fora do ar').message).toBe('fora do ar');
  });

  it('falls back to the generic message', () => {
    expect(clubErrorFromAnswer(502, null).message).toBe('Erro!');
    expect(clubErrorFromAnswer(502, { errors: [] }).message).toBe('Erro!');
  });
});

describe('hasEmbeddedErrors', () => {
  it('is true only for a non-empty errors array', () => {
    expect(hasEmbeddedErrors({ errors: [{ message: 'x' }] })).toBe(true);
    expect(hasEmbeddedErrors({ errors: [] })).toBe(false);
    expect(hasEmbeddedErrors({ data: {} })).toBe(false);
  });
});

describe('isAuthFailureAnswer', () => {
  it('treats 401 and 403 as auth failures whatever the body', () => {
    expect(isAuthFailureAnswer(401, null)).toBe(true);
    expect(isAuthFailureAnswer(403, { error: 'x' })).toBe(true);
  });

  test.prop([fc.constantFrom(...AUTH_FAILURE_MESSAGES), fc.constantFrom(200, 400, 422, 500)])(
    'recognises each listed message as a string or inside an array of objects',
    (message, status) => {
      expect(isAuthFailureAnswer(status, message)).toBe(true);
      expect(isAuthFailureAnswer(status, [{ message }])).toBe(true);
      expect(isAuthFailureAnswer(status, { errors: [{ message }] })).toBe(true);
    },
  );

  it('does not log out on other errors', () => {
    expect(isAuthFailureAnswer(422, { errors: [{ message: 'Campo obrigatório!' }] })).toBe(false);
    expect(isAuthFailureAnswer(500, 'boom')).toBe(false);
  });
});
