import type { PagedListApi } from '../paging/paging.connect.ts';
import type { Transaction } from '../redemptions/transaction.schema.ts';
import { formatDatePtBr } from '../shared/dates.rules.ts';
import { partnerDisplayName } from '../shared/display-name.rules.ts';
import { formatPoints } from '../shared/format.rules.ts';
import { formatBRL } from '../shared/money.rules.ts';

/** The balances with a history of what was spent from them. */
export type HistoryBalance = 'award' | 'engagement';

/** Transactions paid in money (a payment campaign, a gift card bought by ePay): no balance spent. */
const PAID_IN_MONEY: ReadonlySet<string> = new Set(['payment', 'gift_card']);

/**
 * Whether a transaction spent the given balance: an award redemption (Carteira Prêmios) or a
 * reward paid in the coin (points), by its type or by its campaign's event. A purchase paid in
 * money spent no balance, whatever its campaign's event (a gift card of a rewards partner costs
 * reais, not points).
 */
export function spentFrom(balance: HistoryBalance, transaction: Transaction): boolean {
  const type = transaction.type?.trim().toLowerCase();
  if (type !== undefined && PAID_IN_MONEY.has(type)) return false;
  const event = transaction.campaign?.event?.trim().toLowerCase();
  return type === balance || event === balance;
}

/**
 * A paged list showing only the items `keep` accepts. The server cannot filter the member's
 * transactions by kind, so the pages come whole and the view shows the matching ones: the list
 * is empty only once every page has come without one, and its total is known only then.
 */
export function narrowPagedList<T, Q>(
  list: PagedListApi<T, Q>,
  keep: (item: T) => boolean,
): PagedListApi<T, Q> {
  const items = list.items.filter(keep);
  const settled = !list.loading && !list.loadingMore && list.error === null && !list.hasMore;
  return {
    ...list,
    items,
    total: settled ? items.length : null,
    empty: settled && items.length === 0,
  };
}

/** The history of one balance: the member's transactions that spent it (see `spentFrom`). */
export function spentHistory<Q>(
  list: PagedListApi<Transaction, Q>,
  balance: HistoryBalance,
): PagedListApi<Transaction, Q> {
  return narrowPagedList(list, (item) => spentFrom(balance, item));
}

/** One entry of a balance's history as a view shows it. */
export interface HistoryEntry {
  /** The partner's name; null when the answer gave none (the view says "Parceiro"). */
  readonly partnerName: string | null;
  readonly logo: string | null;
  /** The day it was spent, dd/mm/yyyy; '' when unknown. */
  readonly dateText: string;
  /** What was spent: money from the awards balance, points from the engagement one. */
  readonly amountText: string;
  /** How many were bought, when more than one. */
  readonly quantity: number | null;
}

export function historyEntryOf(transaction: Transaction, balance: HistoryBalance): HistoryEntry {
  const partner = transaction.campaign?.partner;
  const value = transaction.value ?? 0;
  return {
    partnerName: partnerDisplayName(partner),
    logo: partner?.logo ?? null,
    dateText: transaction.created_at ? formatDatePtBr(transaction.created_at) : '',
    amountText: balance === 'award' ? formatBRL(value) : formatPoints(value),
    quantity: transaction.quantity && transaction.quantity > 1 ? transaction.quantity : null,
  };
}
