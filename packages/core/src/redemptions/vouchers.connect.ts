import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { PagingMachine } from '../paging/paging.machine.ts';
import type { ClubError } from '../shared/club-error.ts';
import { expiryOf, type RedemptionExpiry } from './expiry.rules.ts';
import { readAtParts } from './kept-redemptions.rules.ts';
import type { BlockedReason } from './offline.rules.ts';
import type { Voucher } from './voucher.schema.ts';
import type { VouchersEvent, VouchersMachine } from './vouchers.machine.ts';

/** The vouchers' paged list: a child actor a view connects with `connectPagedList`. */
export type VoucherListActor = ActorRefFrom<PagingMachine<Voucher, { searchPerk: string }>>;

/** The Vouchers tab as any view uses it (SPEC §2 resgates/vouchers, §4 "Voucher delete"). */
export interface VouchersApi {
  /** The vouchers, paged by the vouchers rule of SPEC §4; a deleted voucher leaves it. */
  readonly listActor: VoucherListActor | null;
  /** The voucher whose deletion waits for confirmation (or is under way), if any. */
  readonly pendingDelete: string | null;
  /** The member is asked whether to delete `pendingDelete`. */
  readonly confirmingDelete: boolean;
  readonly deleting: boolean;
  readonly error: ClubError | null;
  /** The list cannot be reached: the view shows `kept` and an offline notice. */
  readonly offline: boolean;
  /**
   * What the device holds, shown while offline, with when it was read ('Atualizado em dd/mm
   * às hh:mm'); null when online or when nothing was kept.
   */
  readonly kept: { items: readonly Voucher[]; readAt: { day: string; time: string } } | null;
  /** Why deleting is not possible now (offline: it needs the network); null when it is. */
  readonly deleteBlocked: BlockedReason;
  /** A voucher's expiry, counted from the moment the screen opened. */
  expiry(expireDate: string | null | undefined): RedemptionExpiry | null;
  /** Asks the list again (the offline notice's retry). */
  retry(): void;
  /** Asks the member to confirm the deletion of one voucher. */
  askDelete(id: string): void;
  confirmDelete(): void;
  cancelDelete(): void;
  /** Deletes at once, without asking. */
  remove(id: string): void;
  search(searchPerk: string): void;
}

export function connectVouchers(
  snapshot: SnapshotFrom<VouchersMachine>,
  send: (event: VouchersEvent) => void,
): VouchersApi {
  const { offline, kept, shownAt } = snapshot.context;
  return {
    listActor: (snapshot.children.list as VoucherListActor | undefined) ?? null,
    pendingDelete: snapshot.context.pendingDelete,
    confirmingDelete: snapshot.matches('confirmingDelete'),
    deleting: snapshot.matches('deleting'),
    error: snapshot.context.error,
    offline,
    kept: offline && kept ? { items: kept.items, readAt: readAtParts(kept.readAt) } : null,
    deleteBlocked: offline ? 'offline' : snapshot.matches('deleting') ? 'busy' : null,
    expiry: (expireDate) => expiryOf(expireDate, shownAt),
    retry: () => send({ type: 'RETRY' }),
    askDelete: (id) => send({ type: 'ASK_DELETE', id }),
    confirmDelete: () => send({ type: 'CONFIRM_DELETE' }),
    cancelDelete: () => send({ type: 'CANCEL_DELETE' }),
    remove: (id) => send({ type: 'DELETE', id }),
    search: (searchPerk) => send({ type: 'LOAD', searchPerk }),
  };
}
