import { assign, fromPromise, sendTo, setup } from 'xstate';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import { DEFAULT_VOUCHER_TYPE, PAGE_SIZES } from '../shared/constants.ts';
import { message } from '../shared/message-keys.ts';
import type { Notify } from '../notifications/toasts.machine.ts';
import { createPagingMachine, type PageRequest } from '../paging/paging.machine.ts';
import type { RedemptionsPort } from './redemptions.port.ts';
import type { Voucher } from './voucher.schema.ts';

const voucherPages = createPagingMachine<Voucher, { searchPerk: string }>();

export interface VouchersContext {
  redemptions: RedemptionsPort;
  notify: Notify | null;
  type: string;
  searchPerk: string;
  /** The voucher whose deletion waits for the member's confirmation, or is under way. */
  pendingDelete: string | null;
  error: ClubError | null;
}

export type VouchersEvent =
  | { type: 'LOAD'; searchPerk?: string }
  | { type: 'LOAD_MORE' }
  /** Asks the member to confirm the deletion first (a view shows the question). */
  | { type: 'ASK_DELETE'; id: string }
  | { type: 'CONFIRM_DELETE' }
  | { type: 'CANCEL_DELETE' }
  /** Deletes at once, without asking (bots, scripts). */
  | { type: 'DELETE'; id: string };

/**
 * The member's vouchers: 9 a page, more only while total > from + per_page - 1 (SPEC §4);
 * a voucher is deleted after the member confirms, and leaves the list with the toasts of
 * SPEC §8. The list is the child actor `list`.
 */
export const vouchersMachine = setup({
  types: {
    context: {} as VouchersContext,
    events: {} as VouchersEvent,
    input: {} as { redemptions: RedemptionsPort; notify?: Notify; type?: string },
  },
  actors: {
    list: voucherPages,
    deleteVoucher: fromPromise<string, { redemptions: RedemptionsPort; id: string }>(
      async ({ input }) => {
        await input.redemptions.deleteVoucher(input.id);
        return input.id;
      },
    ),
  },
  actions: {
    notifyDeleted: ({ context }) =>
      context.notify?.({ type: 'success', title: message('vouchers.deleted') }),
    notifyDeleteFailed: ({ context }) =>
      context.notify?.({ type: 'error', title: message('vouchers.deleteFailed') }),
  },
}).createMachine({
  id: 'vouchers',
  context: ({ input }) => ({
    redemptions: input.redemptions,
    notify: input.notify ?? null,
    type: input.type ?? DEFAULT_VOUCHER_TYPE,
    searchPerk: '',
    pendingDelete: null,
    error: null,
  }),
  invoke: {
    id: 'list',
    src: 'list',
    input: ({ context }) => ({
      fetchPage: ({ page, query, signal }: PageRequest<{ searchPerk: string }>) =>
        context.redemptions.vouchers(
          { page, limit: PAGE_SIZES.vouchers, type: context.type, ...query },
          signal,
        ),
      query: { searchPerk: context.searchPerk },
      keyOf: (voucher: Voucher) => voucher.id,
      rule: 'vouchers' as const,
    }),
  },
  initial: 'ready',
  on: {
    LOAD: {
      actions: [
        assign({ searchPerk: ({ context, event }) => event.searchPerk ?? context.searchPerk }),
        sendTo('list', ({ context }) => ({
          type: 'SET_QUERY' as const,
          query: { searchPerk: context.searchPerk },
        })),
      ],
    },
    LOAD_MORE: { actions: sendTo('list', { type: 'LOAD_MORE' }) },
  },
  states: {
    ready: {
      on: {
        ASK_DELETE: {
          target: 'confirmingDelete',
          actions: assign({ pendingDelete: ({ event }) => event.id }),
        },
        DELETE: { target: 'deleting', actions: assign({ pendingDelete: ({ event }) => event.id }) },
      },
    },
    confirmingDelete: {
      on: {
        CONFIRM_DELETE: 'deleting',
        CANCEL_DELETE: { target: 'ready', actions: assign({ pendingDelete: null }) },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteVoucher',
        src: 'deleteVoucher',
        input: ({ context }) => ({
          redemptions: context.redemptions,
          id: context.pendingDelete ?? '',
        }),
        onDone: {
          target: 'ready',
          actions: [
            sendTo('list', ({ event }) => ({ type: 'REMOVE' as const, key: event.output })),
            assign({ pendingDelete: null, error: null }),
            'notifyDeleted',
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            assign({ pendingDelete: null, error: ({ event }) => toClubError(event.error) }),
            'notifyDeleteFailed',
          ],
        },
      },
    },
  },
});

export type VouchersMachine = typeof vouchersMachine;
