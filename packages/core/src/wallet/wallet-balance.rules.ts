import type { User } from '../profile/user.schema.ts';
import { formatPoints } from '../shared/format.rules.ts';
import { formatBRL } from '../shared/money.rules.ts';
import type { Bank } from './banks.rules.ts';
import type { WithdrawEndpoint } from './withdraw.schema.ts';
import { balanceOf, withdrawalAllowed, withdrawalBanks } from './withdrawal.rules.ts';

/** One of the member's balances as a wallet tab or the profile menu shows it. */
export interface WalletBalance {
  readonly endpoint: WithdrawEndpoint;
  /** In cents (engagement points count in cents of the coin, as the API sends them). */
  readonly cents: number;
  /** As money (R$) and as points. */
  readonly moneyText: string;
  readonly pointsText: string;
  /** Cashback only: all the cashback earned so far, as money; null elsewhere or unknown. */
  readonly earnedText: string | null;
  /** The Pix withdrawal the company offers from it: the banks it may go to (empty: any). */
  readonly withdrawal: { readonly banks: readonly Bank[] } | null;
}

type BalanceUser = Pick<
  User,
  'cashback' | 'cashback_total' | 'awards_balance' | 'engagement_balance'
>;

/**
 * A balance of the member's (`balanceOf`), with whether the company lets it be withdrawn
 * (`withdrawalAllowed`, `withdrawalBanks`). Before the member has loaded, `fallbackCents`
 * stands in (the points tab has the coin's own balance).
 */
export function walletBalance(
  user: BalanceUser | null | undefined,
  config: Parameters<typeof withdrawalAllowed>[0],
  endpoint: WithdrawEndpoint,
  fallbackCents = 0,
): WalletBalance {
  const cents = user ? balanceOf(user, endpoint) : fallbackCents;
  return {
    endpoint,
    cents,
    moneyText: formatBRL(cents),
    pointsText: formatPoints(cents),
    earnedText: endpoint === 'cashback' && user ? formatBRL(user.cashback_total) : null,
    withdrawal: withdrawalAllowed(config, endpoint)
      ? { banks: withdrawalBanks(config, endpoint) }
      : null,
  };
}
