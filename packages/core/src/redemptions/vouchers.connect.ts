import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { PagingMachine } from '../paging/paging.machine.ts';
import type { ClubError } from '../shared/club-error.ts';
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
  return {
    listActor: (snapshot.children.list as VoucherListActor | undefined) ?? null,
    pendingDelete: snapshot.context.pendingDelete,
    confirmingDelete: snapshot.matches('confirmingDelete'),
    deleting: snapshot.matches('deleting'),
    error: snapshot.context.error,
    askDelete: (id) => send({ type: 'ASK_DELETE', id }),
    confirmDelete: () => send({ type: 'CONFIRM_DELETE' }),
    cancelDelete: () => send({ type: 'CANCEL_DELETE' }),
    remove: (id) => send({ type: 'DELETE', id }),
    search: (searchPerk) => send({ type: 'LOAD', searchPerk }),
  };
}
