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
  error: ClubError | null;
}

export type VouchersEvent =
  { type: 'LOAD'; searchPerk?: string } | { type: 'LOAD_MORE' } | { type: 'DELETE'; id: string };

/**
 * The member's vouchers: 9 a page, more only while total > from + per_page - 1 (SPEC §4);
 * a deleted voucher leaves the list. The list is the child actor `list`.
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
    ready: { on: { DELETE: 'deleting' } },
    deleting: {
      invoke: {
        id: 'deleteVoucher',
        src: 'deleteVoucher',
        input: ({ context, event }) => ({
          redemptions: context.redemptions,
          id: event.type === 'DELETE' ? event.id : '',
        }),
        onDone: {
          target: 'ready',
          actions: [
            sendTo('list', ({ event }) => ({ type: 'REMOVE' as const, key: event.output })),
            assign({ error: null }),
            'notifyDeleted',
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            assign({ error: ({ event }) => toClubError(event.error) }),
            'notifyDeleteFailed',
          ],
        },
      },
    },
  },
});

export type VouchersMachine = typeof vouchersMachine;
