import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { companyConfigSchema, type CompanyConfig } from '../company/company-config.schema.ts';
import { banksOf, normaliseBankCode } from './banks.rules.ts';
import type { WithdrawEndpoint } from './withdraw.schema.ts';
import {
  balanceOf,
  canWithdraw,
  withdrawalAllowed,
  withdrawalBanks,
  withdrawalOutcomeUnknown,
  withdrawFailureKeys,
  withdrawPayload,
} from './withdrawal.rules.ts';

const ENDPOINTS: WithdrawEndpoint[] = ['cashback', 'award', 'engagement'];

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
      error: 'validation.pixEmail',
    });
  });
});

const config = (overrides: Partial<CompanyConfig> = {}): CompanyConfig =>
  companyConfigSchema.parse({
    title: 'Clube',
    slug: 'clube',
    permissions: ['cashback_tab', 'awards', 'engagement'],
    withdraw_award: true,
    withdraw_engagement: true,
    ...overrides,
  });

describe('which balances a company lets its members withdraw', () => {
  it('cashback with cashback_tab, awards with withdraw_award, points with withdraw_engagement', () => {
    const all = config();
    expect(ENDPOINTS.map((endpoint) => withdrawalAllowed(all, endpoint))).toEqual([
      true,
      true,
      true,
    ]);
    const engajaMais = config({
      permissions: ['engagement'],
      withdraw_award: false,
      withdraw_engagement: true,
    });
    expect(ENDPOINTS.map((endpoint) => withdrawalAllowed(engajaMais, endpoint))).toEqual([
      false,
      false,
      true,
    ]);
    // A flag without its permission opens nothing.
    const flagsOnly = config({ permissions: [] });
    expect(ENDPOINTS.some((endpoint) => withdrawalAllowed(flagsOnly, endpoint))).toBe(false);
    expect(withdrawalAllowed(null, 'cashback')).toBe(false);
  });

  it('names the allowed banks for awards and points, and for cashback only when it is blocked there', () => {
    const banks = [
      { code: '001', name: 'Banco do Brasil' },
      { code: '237', name: 'Bradesco' },
      { code: '341', name: 'Itaú Unibanco' },
    ];
    const limited = config({ allowed_banks: ['001', '237', '341'] });
    expect(withdrawalBanks(limited, 'award')).toEqual(banks);
    expect(withdrawalBanks(limited, 'engagement')).toEqual(banks);
    expect(withdrawalBanks(limited, 'cashback')).toEqual([]);
    expect(withdrawalBanks({ ...limited, block_banks_at_cashback: true }, 'cashback')).toEqual(
      banks,
    );
    expect(withdrawalBanks(config(), 'award')).toEqual([]);
    expect(withdrawalBanks({ ...limited, withdraw_award: false }, 'award')).toEqual([]);
  });
});

describe('the balance a withdrawal draws on', () => {
  it('is the cashback, the awards balance or the engagement balance of the member', () => {
    const user = { cashback: 4590, awards_balance: 12_000, engagement_balance: 35_000 };
    expect(ENDPOINTS.map((endpoint) => balanceOf(user, endpoint))).toEqual([4590, 12_000, 35_000]);
    expect(balanceOf(null, 'cashback')).toBe(0);
  });
});

describe('a failure whose outcome is unknown', () => {
  it('is one without an answer: a network error or a time-out, not a server refusal', () => {
    expect(withdrawalOutcomeUnknown({ kind: 'network', message: 'Failed to fetch' })).toBe(true);
    expect(withdrawalOutcomeUnknown({ kind: 'timeout', message: 'slow' })).toBe(true);
    expect(withdrawalOutcomeUnknown({ kind: 'server', status: 500, message: 'x' })).toBe(false);
    expect(withdrawalOutcomeUnknown({ kind: 'server', status: 422, message: 'x' })).toBe(false);
    expect(withdrawalOutcomeUnknown(null)).toBe(false);
  });
});

describe('bank codes', () => {
  it('pads codes to three digits, names the known ones, keeps unknown ones and drops the rest', () => {
    expect(banksOf(['1', '237', '999', 'itau', '001', ' 341 '])).toEqual([
      { code: '001', name: 'Banco do Brasil' },
      { code: '237', name: 'Bradesco' },
      { code: '999', name: null },
      { code: '341', name: 'Itaú Unibanco' },
    ]);
  });

  test.prop([fc.array(fc.string({ maxLength: 4 }), { maxLength: 12 })])(
    'every bank is a distinct three-digit code from the list',
    (codes) => {
      const banks = banksOf(codes);
      expect(new Set(banks.map((bank) => bank.code)).size).toBe(banks.length);
      for (const bank of banks) {
        expect(bank.code).toMatch(/^\d{3}$/);
        expect(codes.some((code) => normaliseBankCode(code) === bank.code)).toBe(true);
      }
    },
  );
});
