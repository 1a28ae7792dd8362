import { describe, expect, it } from 'vitest';
import { isTooManyAttempts } from './error-catalogue.ts';
import { MESSAGES_EN } from './messages.en.ts';
import { MESSAGES_PT_BR } from './messages.pt-BR.ts';

describe('too many attempts', () => {
  it('is an HTTP 429 from the server, nothing else', () => {
    expect(isTooManyAttempts({ kind: 'server', status: 429, message: '' })).toBe(true);
    expect(isTooManyAttempts({ kind: 'server', status: 422, message: 'Muitas tentativas' })).toBe(
      false,
    );
    expect(isTooManyAttempts({ kind: 'network', message: '429' })).toBe(false);
  });

  it('asks the member to wait, in both languages', () => {
    expect(MESSAGES_PT_BR['errors.tooManyAttempts']).toBe(
      'Muitas tentativas. Aguarde alguns instantes e tente novamente.',
    );
    expect(MESSAGES_EN['errors.tooManyAttempts']).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
  });
});
