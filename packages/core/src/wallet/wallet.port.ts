import type { Page } from '../paging/page.schema.ts';
import type { CashbackRecord } from './cashback-record.schema.ts';
import type { WithdrawRequest } from './withdraw.schema.ts';
import type { AbortSignalLike } from '../shared/abort-signal.ts';
import type { MoneyRequestOptions } from '../shared/idempotency-key.port.ts';

export interface CashbackQuery {
  page?: number;
  limit?: number;
  order?: 'asc' | 'desc';
  status?: string;
  partners?: string[];
  searchPerk?: string;
  advertiser?: string;
  between_date?: [string, string];
}

/** Balances going out: Pix withdrawals, cashback records and redemptions. */
export interface WalletPort {
  withdraw(
    request: WithdrawRequest,
    options?: MoneyRequestOptions,
    signal?: AbortSignalLike,
  ): Promise<void>;
  cashbackRecords(query: CashbackQuery, signal?: AbortSignalLike): Promise<Page<CashbackRecord>>;
  /** Creates a cashback redemption (POST perks/cashback); answers the server's message. */
  redeemCashback(
    payload: Record<string, unknown>,
    options?: MoneyRequestOptions,
    signal?: AbortSignalLike,
  ): Promise<{ message: string | null }>;
}

export const WalletPortToken = Symbol.for('clube.WalletPort');
