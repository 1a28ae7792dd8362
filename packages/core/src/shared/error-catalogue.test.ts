import { describe, expect, it } from 'vitest';
import type { ClubError } from './club-error.ts';
import {
  activationCodeOf,
  activationError,
  ACTIVATION_CODE_MESSAGES,
  serverMessageOf,
} from './error-catalogue.ts';

const server = (message: string, code?: number): ClubError => ({
  kind: 'server',
  status: 422,
  message,
  ...(code === undefined ? {} : { code }),
});

describe('activation codes', () => {
  it('keeps the codes 1, 2, 3, 4 and 12', () => {
    for (const code of [1, 2, 3, 4, 12] as const)
      expect(activationCodeOf(server('x', code))).toBe(code);
  });

  it('maps known messages to codes when the answer has none', () => {
    expect(activationCodeOf(server('Credenciais inválidas'))).toBe(1);
    expect(activationCodeOf(server('Usuário não encontrado'))).toBe(2);
    expect(activationCodeOf(server('Usuário já ativado'))).toBe(3);
    expect(activationCodeOf(server('Usuário não habilitado nesta empresa'))).toBe(4);
    expect(activationCodeOf(server('Usuário bloqueado nesta empresa'))).toBe(12);
  });

  it('defaults to 404 for anything else, including unknown codes', () => {
    expect(activationCodeOf(server('boom'))).toBe(404);
    expect(activationCodeOf(server('boom', 99))).toBe(404);
    expect(activationCodeOf({ kind: 'network', message: 'offline' })).toBe(404);
  });

  it('gives each code its Portuguese message key', () => {
    expect(activationError(server('x', 12))).toEqual({
      kind: 'activation',
      code: 12,
      messageKey: 'activation.userBlocked',
      next: 'askSupport',
    });
    expect(ACTIVATION_CODE_MESSAGES[404]).toBe('activation.failed');
  });

  it("reads the server's own words when there are some", () => {
    expect(serverMessageOf(server('Saldo bloqueado'))).toBe('Saldo bloqueado');
    expect(serverMessageOf({ kind: 'timeout', message: 'x' })).toBeNull();
  });
});
