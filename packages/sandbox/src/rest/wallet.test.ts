import { describe, expect, it } from 'vitest';
import { signedInTestApp } from '../testing/signed-in-test-app.ts';

// SPEC §5: the R$ 20 minimum is cashback's; award and engagement balances pay out any amount.
const member = signedInTestApp();

const PIX = { pix_type: 'email', pix_email: 'marina@example.com' };

const balances = async (): Promise<Record<string, number>> => {
  const { rows } = await member.app.db.query<Record<string, number>>(
    `SELECT cashback, awards_balance, engagement_balance FROM users
      WHERE document = '52998224725' ORDER BY id LIMIT 1`,
  );
  return rows[0]!;
};

const message = async (response: Response): Promise<string | undefined> =>
  ((await response.json()) as { errors?: { message: string }[] }).errors?.[0]?.message;

describe('withdrawal minimums', () => {
  it('cashback refuses R$ 19,99 and keeps the balance', async () => {
    const before = await balances();
    const response = await member.app.api(member.token, 'POST', '/cashback/withdraw', {
      ...PIX,
      value: 1999,
    });
    expect(response.status).toBe(422);
    expect(await message(response)).toBe('O valor mínimo para saque é R$ 20,00');
    expect(await balances()).toEqual(before);
  });

  it.each([
    ['awards', 'awards_balance'],
    ['engagement', 'engagement_balance'],
  ])('%s pays out R$ 5,00 and lowers only its own balance', async (endpoint, column) => {
    const before = await balances();
    const response = await member.app.api(member.token, 'POST', `/${endpoint}/withdraw`, {
      ...PIX,
      value: 500,
    });
    expect(response.status).toBe(200);
    expect(await balances()).toEqual({ ...before, [column]: before[column]! - 500 });
  });

  it('no balance pays out nothing or less than nothing', async () => {
    const before = await balances();
    for (const value of [0, -500]) {
      const response = await member.app.api(member.token, 'POST', '/engagement/withdraw', {
        ...PIX,
        value,
      });
      expect(response.status, String(value)).toBe(422);
      expect(await message(response)).toBe('Informe um valor para o saque');
    }
    expect(await balances()).toEqual(before);
  });
});
