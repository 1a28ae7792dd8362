import { nowIso } from '../domain/time.ts';
import { MESSAGES, errorsBody } from './errors.ts';
import { runOnce } from './idempotency.ts';
import { EMAIL, fail, integer, readBody, text } from './route.ts';
import type { Route } from './route.ts';

/** SPEC §5/§9: cashback can be withdrawn from R$ 20 (cents); the other balances from 1 cent. */
export const MINIMUM_WITHDRAWAL = 2000;

/** Withdrawal endpoints and the balance each spends (awards and engagement per company flag). */
const BALANCES = {
  cashback: {
    column: 'cashback',
    minimum: MINIMUM_WITHDRAWAL,
    allowed: (c: { permissions: string[] }) => c.permissions.includes('cashback_tab'),
  },
  awards: {
    column: 'awards_balance',
    minimum: 1,
    allowed: (c: { withdraw_award: boolean }) => c.withdraw_award,
  },
  engagement: {
    column: 'engagement_balance',
    minimum: 1,
    allowed: (c: { withdraw_engagement: boolean }) => c.withdraw_engagement,
  },
} as const;

const PIX_KEYS = {
  email: { field: 'pix_email', valid: (v: string) => EMAIL.test(v) },
  phone: {
    field: 'pix_phone',
    valid: (v: string) => /^\+?\d{10,13}$/.test(v.replace(/[\s()-]/g, '')),
  },
  random: {
    field: 'pix_random',
    valid: (v: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v),
  },
} as const;

/** Card brand by number prefix (the card-brand icon names of SPEC §9). */
function brandOf(number: string): string | null {
  const rules: [RegExp, string][] = [
    [/^3[47]/, 'amex'],
    [/^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/, 'elo'],
    [/^(606282|3841)/, 'hipercard'],
    [/^3(0[0-5]|[68])/, 'dinners'],
    [/^(6011|65|64[4-9])/, 'discover'],
    [/^35/, 'jcb'],
    [/^(5[1-5]|2[2-7])/, 'master'],
    [/^4/, 'visa'],
  ];
  return rules.find(([pattern]) => pattern.test(number))?.[1] ?? null;
}

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export const walletRoutes: Route[] = [
  {
    method: 'post',
    path: '/{endpoint}/withdraw',
    auth: true,
    handler: async (c, { db, scope }) => {
      const endpoint = c.req.param('endpoint') as keyof typeof BALANCES;
      const balance = Object.hasOwn(BALANCES, endpoint) ? BALANCES[endpoint] : null;
      if (!balance) return fail(c, 404, 'Saldo desconhecido');
      if (!balance.allowed(scope.company)) return fail(c, 403, MESSAGES.permissionDenied.message);
      const body = await readBody(c);
      const type = text(body, 'pix_type') as keyof typeof PIX_KEYS | null;
      const pix = type && Object.hasOwn(PIX_KEYS, type) ? PIX_KEYS[type] : null;
      if (!pix) return fail(c, 422, 'Tipo de chave Pix inválido');
      const key = text(body, pix.field);
      if (!key || !pix.valid(key)) return fail(c, 422, 'Chave Pix inválida');
      const value = integer(body, 'value');
      if (value === null || value < 1) return fail(c, 422, 'Informe um valor para o saque');
      if (value < balance.minimum) return fail(c, 422, 'O valor mínimo para saque é R$ 20,00');
      // One statement spends the balance only if it covers the value, so concurrent requests
      // cannot take it below zero; the record is written in the same transaction.
      return runOnce(c, db, scope, body, async (tx) => {
        const { rows } = await tx.query<{ balance: number }>(
          `UPDATE users SET ${balance.column} = ${balance.column} - $2
            WHERE id = $1 AND ${balance.column} >= $2 RETURNING ${balance.column} AS balance`,
          [scope.userId, value],
        );
        if (!rows[0])
          return { status: 422, body: errorsBody(MESSAGES.insufficientBalance.message) };
        const { rows: created } = await tx.query<{ id: number }>(
          `INSERT INTO withdrawals (user_id, endpoint, pix_type, pix_key, value, created_at)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [scope.userId, endpoint, type, key, value, nowIso()],
        );
        return {
          status: 200,
          body: {
            success: true,
            message: 'Saque solicitado com sucesso!',
            data: {
              id: String(created[0]!.id),
              value,
              status: 'pending',
              balance: rows[0].balance,
            },
          },
        };
      });
    },
  },
  {
    method: 'post',
    path: '/perks/cashback',
    auth: true,
    handler: async (c, { db, scope }) => {
      if (!scope.company.permissions.includes('cashback_tab'))
        return fail(c, 403, MESSAGES.permissionDenied.message);
      // The body carries nothing, but one that cannot be read is refused like everywhere else.
      const body = await readBody(c);
      // Redeems every cashback record that is available, crediting the member's cashback
      // balance, in one transaction: the records and the balance change together or not at all.
      return runOnce(c, db, scope, body, async (tx) => {
        const { rows } = await tx.query<{ total: number; count: number }>(
          `WITH redeemed AS (
             UPDATE cashbacks SET status = 'redeemed', available = false
              WHERE user_id = $1 AND status = 'available' RETURNING user_comission)
           SELECT coalesce(sum(user_comission), 0)::int AS total, count(*)::int AS count FROM redeemed`,
          [scope.userId],
        );
        const { total, count } = rows[0] ?? { total: 0, count: 0 };
        if (count === 0)
          return { status: 422, body: errorsBody('Não há cashback disponível para resgate') };
        const { rows: user } = await tx.query<{ cashback: number }>(
          'UPDATE users SET cashback = cashback + $2, cashback_total = cashback_total + $2 WHERE id = $1 RETURNING cashback',
          [scope.userId, total],
        );
        return {
          status: 200,
          body: {
            success: true,
            message: 'Resgate realizado com sucesso',
            data: { value: total, records: count, cashback: user[0]!.cashback },
          },
        };
      });
    },
  },
  {
    method: 'get',
    path: '/payment/{provider}/card/{number}',
    auth: true,
    handler: async (c, { db, scope }) => {
      const provider = c.req.param('provider') ?? '';
      const number = c.req.param('number') ?? '';
      if (!/^[a-z0-9-]+$/.test(provider)) return fail(c, 404, 'Provedor desconhecido');
      const brand = /^\d{13,19}$/.test(number) && luhn(number) ? brandOf(number) : null;
      if (!brand) return fail(c, 422, 'Número de cartão inválido');
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO payment_cards (user_id, provider, brand, last_digits, created_at)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [scope.userId, provider, brand, number.slice(-4), nowIso()],
      );
      return c.json(
        { data: { id: String(rows[0]!.id), provider, brand, last_digits: number.slice(-4) } },
        200,
      );
    },
  },
];
