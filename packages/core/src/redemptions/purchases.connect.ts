import type { SnapshotFrom } from 'xstate';
import { connectPagedList, type PagedListApi } from '../paging/paging.connect.ts';
import type { PagingEvent, PagingMachine } from '../paging/paging.machine.ts';
import { formatPoints } from '../shared/format.rules.ts';
import { formatBRL } from '../shared/money.rules.ts';
import { expiryOf, formatDayPtBr, type RedemptionExpiry } from './expiry.rules.ts';
import type { RedemptionListQuery } from './redemption-lists.flow.ts';
import { hasGiftCard } from './transaction.rules.ts';
import type { Transaction } from './transaction.schema.ts';

/** One purchase as Compras shows it: every value already in the member's words. */
export interface PurchaseView {
  readonly transaction: Transaction;
  /** The purchase's kind (a key of the texts; an unknown kind reads as 'other'). */
  readonly type: string;
  readonly status: string;
  /** Points for an engagement, reais for anything else. */
  readonly amount: { readonly points: string } | { readonly money: string };
  readonly boughtOn: string | null;
  /** Its codes, with their expiries counted from when the list was first shown. */
  readonly codes: readonly { id: string; code: string; expiry: RedemptionExpiry | null }[];
  /** The transaction id its gift card is read by, when it holds one. */
  readonly giftCardId: string | null;
}

/** Compras as any view uses it: the paged list and each purchase's view. */
export interface PurchasesApi {
  readonly list: PagedListApi<Transaction, RedemptionListQuery>;
  view(transaction: Transaction): PurchaseView;
}

/** Compras' view model; `shownAt` is the club's time when the list was first shown. */
export function connectPurchases(
  snapshot: SnapshotFrom<PagingMachine<Transaction, RedemptionListQuery>>,
  send: (event: PagingEvent<RedemptionListQuery>) => void,
  shownAt: number,
): PurchasesApi {
  return {
    list: connectPagedList(snapshot, send),
    view: (transaction) => {
      const type = transaction.type ?? '';
      const value = transaction.value ?? 0;
      return {
        transaction,
        type,
        status: transaction.status ?? '',
        amount:
          type === 'engagement' ? { points: formatPoints(value) } : { money: formatBRL(value) },
        boughtOn: formatDayPtBr(transaction.created_at) || null,
        codes: transaction.vouchers.flatMap((voucher) =>
          voucher.code
            ? [
                {
                  id: voucher.id,
                  code: voucher.code,
                  expiry: expiryOf(voucher.expire_date, shownAt),
                },
              ]
            : [],
        ),
        giftCardId: hasGiftCard(transaction) ? (transaction.transaction_id ?? null) : null,
      };
    },
  };
}
