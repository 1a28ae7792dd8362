import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { PagingMachine } from '../paging/paging.machine.ts';
import { formatPoints } from '../shared/format.rules.ts';
import { formatBRL } from '../shared/money.rules.ts';
import { expiryOf, formatDayPtBr, type RedemptionExpiry } from './expiry.rules.ts';
import { readAtParts } from './kept-redemptions.rules.ts';
import type { PurchasesEvent, PurchasesMachine } from './purchases.machine.ts';
import type { RedemptionListQuery } from './redemption-lists.flow.ts';
import { hasGiftCard } from './transaction.rules.ts';
import type { Transaction } from './transaction.schema.ts';

/** Compras' paged list: a child actor a view connects with `connectPagedList`. */
export type PurchaseListActor = ActorRefFrom<PagingMachine<Transaction, RedemptionListQuery>>;

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

/** Compras as any view uses it (SPEC §2 resgates/compras; issue 23 offline). */
export interface PurchasesApi {
  /** The purchases, 9 a page, newest first. */
  readonly listActor: PurchaseListActor | null;
  /** The list cannot be reached: the view shows `kept` and an offline notice. */
  readonly offline: boolean;
  /**
   * What the device holds, shown while offline, with when it was read ('Atualizado em dd/mm
   * às hh:mm'); null when online or when nothing was kept.
   */
  readonly kept: { items: readonly Transaction[]; readAt: { day: string; time: string } } | null;
  /** One purchase in the member's words. */
  view(transaction: Transaction): PurchaseView;
  /** Asks the list again (the offline notice's retry). */
  retry(): void;
}

function purchaseView(transaction: Transaction, shownAt: number): PurchaseView {
  const type = transaction.type ?? '';
  const value = transaction.value ?? 0;
  return {
    transaction,
    type,
    status: transaction.status ?? '',
    amount: type === 'engagement' ? { points: formatPoints(value) } : { money: formatBRL(value) },
    boughtOn: formatDayPtBr(transaction.created_at) || null,
    codes: transaction.vouchers.flatMap((voucher) =>
      voucher.code
        ? [{ id: voucher.id, code: voucher.code, expiry: expiryOf(voucher.expire_date, shownAt) }]
        : [],
    ),
    giftCardId: hasGiftCard(transaction) ? (transaction.transaction_id ?? null) : null,
  };
}

/** Compras' view model; expiries count from when the screen opened (the club's clock). */
export function connectPurchases(
  snapshot: SnapshotFrom<PurchasesMachine>,
  send: (event: PurchasesEvent) => void,
): PurchasesApi {
  const { offline, kept, shownAt } = snapshot.context;
  return {
    listActor: (snapshot.children.list as PurchaseListActor | undefined) ?? null,
    offline,
    kept: offline && kept ? { items: kept.items, readAt: readAtParts(kept.readAt) } : null,
    view: (transaction) => purchaseView(transaction, shownAt),
    retry: () => send({ type: 'RETRY' }),
  };
}
