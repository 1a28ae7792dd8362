import { fromPromise } from 'xstate';
import type { SessionHost } from '../auth/session.host.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import type { Notify } from '../notifications/toasts.machine.ts';
import { DEFAULT_VOUCHER_TYPE, PAGE_SIZES } from '../shared/constants.ts';
import { flow, type Flow } from '../shared/flow.ts';
import { message } from '../shared/message-keys.ts';
import { UNIQUE_CODE_VOUCHER_TYPE } from './redemption-lists.flow.ts';
import type { KeeperLogic } from './keeper.actor.ts';
import { keeperOf } from './keeper.actor.ts';
import { keptRedemptions, redemptionsOwnerOf } from './kept-redemptions.rules.ts';
import type { ReconnectLogic } from '../shared/reconnect.actor.ts';
import type { RedemptionsPort } from './redemptions.port.ts';
import type { Voucher } from './voucher.schema.ts';
import { voucherPages, vouchersMachine } from './vouchers.machine.ts';

/** The effects of the vouchers machine: the port it reads and deletes through, its toasts. */
export interface VoucherEffects {
  redemptions: RedemptionsPort;
  /** The voucher type the list asks for (vouchers by default, '1' for unique codes). */
  type: string;
  notify?: Notify;
  keeper?: KeeperLogic<Voucher>;
  /** Asks the list again once the device is back online (the host's connection events). */
  reconnect?: ReconnectLogic | undefined;
}

/** The vouchers machine with its effects provided (flows and tests). */
export function vouchersWithEffects({
  redemptions,
  type,
  notify,
  keeper,
  reconnect,
}: VoucherEffects) {
  return vouchersMachine.provide({
    actors: {
      list: voucherPages.provide({
        actors: {
          fetchPage: fromPromise(({ input, signal }) =>
            redemptions.vouchers(
              { page: input.page, limit: PAGE_SIZES.vouchers, type, ...input.query },
              signal,
            ),
          ),
        },
      }),
      deleteVoucher: fromPromise<string, { id: string }>(async ({ input, signal }) => {
        await redemptions.deleteVoucher(input.id, signal);
        return input.id;
      }),
      ...(keeper ? { keeper } : {}),
      ...(reconnect ? { reconnect } : {}),
    },
    actions: {
      notifyDeleted: () => notify?.({ type: 'success', title: message('vouchers.deleted') }),
      notifyDeleteFailed: () =>
        notify?.({ type: 'error', title: message('vouchers.deleteFailed') }),
    },
  });
}

/** What the vouchers' flows read: the redemptions port, the session (whose codes), toasts. */
type VouchersHost = FlowHost<{ redemptions: RedemptionsPort }> & SessionHost & Notifier;

/** What a screen may add to a vouchers' flow: the host's way to hear the connection return. */
export interface VouchersFlowOptions {
  reconnect?: ReconnectLogic;
}

function voucherListFlow(
  club: VouchersHost,
  type: string,
  kind: 'vouchers' | 'uniqueCodes',
  options: VouchersFlowOptions,
) {
  const { port, clock, storage } = club.runtime;
  const owner = redemptionsOwnerOf(club.session.getSnapshot().context.auth);
  const now = () => club.runtime.now();
  const logic = vouchersWithEffects({
    redemptions: port('redemptions'),
    type,
    notify: club.notify,
    keeper: keeperOf(storage, owner, kind, now),
    reconnect: options.reconnect ?? club.runtime.reconnect,
  });
  return flow(
    logic,
    { type, kept: keptRedemptions(storage, owner, kind), shownAt: now() },
    clock,
  ) as Flow<typeof vouchersMachine>;
}

/** Os vouchers: read through the redemptions port, kept on the device for offline use. */
export function vouchersFlow(
  club: VouchersHost,
  options: VouchersFlowOptions = {},
): Flow<typeof vouchersMachine> {
  return voucherListFlow(club, DEFAULT_VOUCHER_TYPE, 'vouchers', options);
}

/** Os códigos únicos (vouchers of type '1'), kept on the device like the vouchers. */
export function uniqueCodesFlow(
  club: VouchersHost,
  options: VouchersFlowOptions = {},
): Flow<typeof vouchersMachine> {
  return voucherListFlow(club, UNIQUE_CODE_VOUCHER_TYPE, 'uniqueCodes', options);
}
