import { describe, expect, it } from 'vitest';
import { startupAddress } from './startup-address.ts';

describe('startupAddress', () => {
  it('reads activate, token and logout from the query', () => {
    expect(startupAddress('?activate=true&token=abc&logout=true')).toEqual({
      activate: true,
      token: 'abc',
      logout: true,
    });
    expect(startupAddress('')).toEqual({ activate: false, token: null, logout: false });
  });

  it("takes the pharmacy card's id as the token, on that route only", () => {
    expect(startupAddress('?id=abc', '/cartao-farmacia').token).toBe('abc');
    expect(startupAddress('?id=abc', '/cartao-farmacia/').token).toBe('abc');
    expect(startupAddress('?id=abc', '/campanhas').token).toBeNull();
    expect(startupAddress('?id=%20', '/cartao-farmacia').token).toBeNull();
    expect(startupAddress('?token=t&id=abc', '/cartao-farmacia').token).toBe('t');
  });

  it('leaves the token of an HR-card invitation or a password reset to its page', () => {
    expect(startupAddress('?token=convite', '/ativar-cartao/alelo').token).toBeNull();
    expect(startupAddress('?token=reset', '/nova-senha').token).toBeNull();
    expect(startupAddress('?token=reset', '/Nova-Senha/').token).toBeNull();
    expect(startupAddress('?token=t', '/').token).toBe('t');
  });
});
