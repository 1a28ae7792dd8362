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
  readonly deleting: boolean;
  readonly error: ClubError | null;
  remove(id: string): void;
  search(searchPerk: string): void;
}

export function connectVouchers(
  snapshot: SnapshotFrom<VouchersMachine>,
  send: (event: VouchersEvent) => void,
): VouchersApi {
  return {
    listActor: (snapshot.children.list as VoucherListActor | undefined) ?? null,
    deleting: snapshot.matches('deleting'),
    error: snapshot.context.error,
    remove: (id) => send({ type: 'DELETE', id }),
    search: (searchPerk) => send({ type: 'LOAD', searchPerk }),
  };
}
