import type { PagedListApi } from '../paging/paging.connect.ts';
import type { Transaction } from '../redemptions/transaction.schema.ts';

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
