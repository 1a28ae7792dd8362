import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { normalisePixKey } from './pix.rules.ts';
import { canWithdraw, withdrawFailureKeys, withdrawPayload } from './withdrawal.rules.ts';

describe('Pix keys', () => {
  it('lower-cases e-mails and keeps them to 77 characters', () => {
    expect(normalisePixKey('email', ' Ana@Clube.COM ')).toEqual({ ok: true, key: 'ana@clube.com' });
    expect(normalisePixKey('email', `${'a'.repeat(67)}@clube.com`)).toEqual({
      ok: true,
      key: `${'a'.repeat(67)}@clube.com`,
    });
    expect(normalisePixKey('email', `${'a'.repeat(68)}@clube.com`)).toEqual({
      ok: false,
      error: 'validation.email',
    });
    expect(normalisePixKey('email', 'ana@')).toEqual({ ok: false, error: 'validation.email' });
  });

  it('writes phones as +55 with the area code', () => {
    expect(normalisePixKey('phone', '(11) 98765-4321')).toEqual({
      ok: true,
      key: '+5511987654321',
    });
    expect(normalisePixKey('phone', '+55 11 98765-4321')).toEqual({
      ok: true,
      key: '+5511987654321',
    });
    expect(normalisePixKey('phone', '11 3456-7890')).toEqual({ ok: true, key: '+551134567890' });
    expect(normalisePixKey('phone', '98765-4321').ok).toBe(false);
    expect(normalisePixKey('phone', '01 98765-4321').ok).toBe(false);
    expect(normalisePixKey('phone', '11 88765-43210').ok).toBe(false);
  });

  it('wants a UUID for a random key', () => {
    expect(normalisePixKey('random', '123E4567-E89B-12D3-A456-426614174000')).toEqual({
      ok: true,
      key: '123e4567-e89b-12d3-a456-426614174000',
    });
    expect(normalisePixKey('random', 'not-a-uuid')).toEqual({
      ok: false,
      error: 'validation.pixKey',
    });
    expect(normalisePixKey('random', '')).toEqual({ ok: false, error: 'validation.required' });
  });

  test.prop([fc.uuid()])('accepts every UUID', (uuid) => {
    expect(normalisePixKey('random', uuid)).toEqual({ ok: true, key: uuid.toLowerCase() });
  });
});

describe('withdrawal', () => {
  it('cannot withdraw cashback below R$ 20', () => {
    expect(canWithdraw(1999, 'cashback')).toBe(false);
    expect(canWithdraw(2000, 'cashback')).toBe(true);
  });

  it('lets award and engagement balances under R$ 20 be withdrawn, but not an empty one', () => {
    expect(canWithdraw(1500, 'award')).toBe(true);
    expect(canWithdraw(1, 'engagement')).toBe(true);
    expect(canWithdraw(0, 'award')).toBe(false);
    expect(canWithdraw(0, 'engagement')).toBe(false);
  });

  it('sends the value in cents and puts the key in its field', () => {
    const base = { endpoint: 'cashback' as const, balanceCents: 5000 };
    expect(
      withdrawPayload({ ...base, pixType: 'email', pixKey: 'A@b.co', valueCents: 2550 }),
    ).toEqual({
      ok: true,
      payload: { pix_type: 'email', pix_email: 'a@b.co', value: 2550 },
    });
    expect(
      withdrawPayload({ ...base, pixType: 'phone', pixKey: '11987654321', valueCents: 2000 }),
    ).toEqual({
      ok: true,
      payload: { pix_type: 'phone', pix_phone: '+5511987654321', value: 2000 },
    });
    expect(
      withdrawPayload({
        ...base,
        pixType: 'random',
        pixKey: '123e4567-e89b-12d3-a456-426614174000',
        valueCents: 3000,
      }),
    ).toMatchObject({
      ok: true,
      payload: {
        pix_type: 'random',
        pix_random: '123e4567-e89b-12d3-a456-426614174000',
        value: 3000,
      },
    });
  });

  it('applies the R$ 20 minimum to cashback only', () => {
    const draft = {
      pixType: 'email' as const,
      pixKey: 'a@b.co',
      valueCents: 1500,
      balanceCents: 5000,
    };
    expect(withdrawPayload({ ...draft, endpoint: 'cashback' })).toEqual({
      ok: false,
      field: 'value',
      error: 'validation.minimumWithdrawal',
    });
    expect(withdrawPayload({ ...draft, endpoint: 'award' })).toMatchObject({ ok: true });
    expect(withdrawPayload({ ...draft, endpoint: 'engagement' })).toMatchObject({ ok: true });
  });

  test.prop([
    fc.constantFrom('cashback' as const, 'award' as const, 'engagement' as const),
    fc.integer({ min: -100, max: 100_000 }),
    fc.nat(200_000),
  ])(
    'never builds a payload outside (0, balance], nor below 2000 cents for cashback',
    (endpoint, valueCents, balanceCents) => {
      const result = withdrawPayload({
        endpoint,
        pixType: 'email',
        pixKey: 'a@b.co',
        valueCents,
        balanceCents,
      });
      if (result.ok) {
        expect(result.payload.value).toBeGreaterThan(0);
        expect(result.payload.value).toBeLessThanOrEqual(balanceCents);
        if (endpoint === 'cashback') expect(result.payload.value).toBeGreaterThanOrEqual(2000);
      }
    },
  );

  it("says 'saldo insuficiente' on 422, else try later", () => {
    expect(withdrawFailureKeys({ kind: 'server', status: 422, message: 'x' })).toEqual([
      'withdraw.failureTitle',
      'withdraw.insufficientBalance',
    ]);
    expect(withdrawFailureKeys({ kind: 'server', status: 500, message: 'x' })).toEqual([
      'withdraw.failureTitle',
      'withdraw.tryLater',
    ]);
    const draft = { endpoint: 'cashback' as const, valueCents: 3000, balanceCents: 2500 };
    expect(withdrawPayload({ ...draft, pixType: 'email', pixKey: 'a@b.co' })).toEqual({
      ok: false,
      field: 'value',
      error: 'withdraw.insufficientBalance',
    });
    expect(withdrawPayload({ ...draft, pixType: 'email', pixKey: 'x' })).toEqual({
      ok: false,
      field: 'pixKey',
      error: 'validation.email',
    });
  });
});
