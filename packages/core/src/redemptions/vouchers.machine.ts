import { assign, fromPromise, sendTo, setup } from 'xstate';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import { DEFAULT_VOUCHER_TYPE } from '../shared/constants.ts';
import { createPagingMachine } from '../paging/paging.machine.ts';
import type { KeptList } from './kept-redemptions.rules.ts';
import { keepAndReconnect } from './kept-list-snapshot.ts';
import { keepNothing, type KeptEvent } from './keeper.actor.ts';
import { neverReconnect } from '../shared/reconnect.actor.ts';
import type { Voucher } from './voucher.schema.ts';

/** The vouchers' pages; the flow provides its `fetchPage` actor over the redemptions port. */
export const voucherPages = createPagingMachine<Voucher, { searchPerk: string }>();

/** Data only: it survives JSON (the effects are the actors a flow provides). */
export interface VouchersContext {
  type: string;
  searchPerk: string;
  /** The voucher whose deletion waits for the member's confirmation, or is under way. */
  pendingDelete: string | null;
  error: ClubError | null;
  /** The last list read (this visit or an earlier one), kept on the device for offline use. */
  kept: KeptList<Voucher> | null;
  /** The list could not be reached: the view shows `kept` and blocks what needs the network. */
  offline: boolean;
  /** When the screen opened (the club's clock): expiries are counted from it. */
  shownAt: number;
}

export interface VouchersInput {
  /** Vouchers by default; '1' lists the unique codes (the Códigos tab). */
  type?: string;
  kept?: KeptList<Voucher> | null;
  shownAt: number;
}

export type VouchersEvent =
  | { type: 'LOAD'; searchPerk?: string }
  | { type: 'LOAD_MORE' }
  /** Asks the list again (after being offline; the reconnect actor sends it by itself). */
  | { type: 'RETRY' }
  /** Asks the member to confirm the deletion first (a view shows the question). */
  | { type: 'ASK_DELETE'; id: string }
  | { type: 'CONFIRM_DELETE' }
  | { type: 'CANCEL_DELETE' }
  /** Deletes at once, without asking (bots, scripts). */
  | { type: 'DELETE'; id: string }
  | KeptEvent<Voucher>;

/** What the machine does without its flow: nothing reaches the API (the flow provides it). */
const notProvided = (effect: string) => (): Promise<never> =>
  Promise.reject({
    kind: 'network',
    message: `vouchers: ${effect} not provided`,
  } satisfies ClubError);

/**
 * The member's vouchers (or unique codes): 9 a page, more only while total > from + per_page - 1
 * (SPEC §4); a voucher is deleted after the member confirms, and leaves the list with the
 * toasts of SPEC §8. The list is the child actor `list`; each list it reads is handed to the
 * `keeper`, which keeps it on the device; when the list cannot be reached the machine is
 * `offline` and deleting is refused until it is reached again; the `reconnect` actor asks again
 * once the connection is back.
 */
export const vouchersMachine = setup({
  types: {
    context: {} as VouchersContext,
    events: {} as VouchersEvent,
    input: {} as VouchersInput,
  },
  actors: {
    list: voucherPages,
    keeper: keepNothing<Voucher>(),
    reconnect: neverReconnect,
    deleteVoucher: fromPromise<string, { id: string }>(notProvided('deleteVoucher')),
  },
  guards: {
    online: ({ context }) => !context.offline,
  },
  actions: {
    notifyDeleted: () => {},
    notifyDeleteFailed: () => {},
  },
}).createMachine({
  id: 'vouchers',
  context: ({ input }) => ({
    type: input.type ?? DEFAULT_VOUCHER_TYPE,
    searchPerk: '',
    pendingDelete: null,
    error: null,
    kept: input.kept ?? null,
    offline: false,
    shownAt: input.shownAt,
  }),
  invoke: [
    { id: 'keeper', src: 'keeper' },
    {
      id: 'list',
      src: 'list',
      input: ({ context }) => ({
        query: { searchPerk: context.searchPerk },
        rule: 'vouchers' as const,
      }),
      onSnapshot: keepAndReconnect<VouchersContext, VouchersEvent, Voucher>(),
    },
  ],
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
    RETRY: { actions: sendTo('list', { type: 'RETRY' }) },
    KEPT: { actions: assign({ kept: ({ event }) => event.kept }) },
  },
  states: {
    ready: {
      on: {
        ASK_DELETE: {
          guard: 'online',
          target: 'confirmingDelete',
          actions: assign({ pendingDelete: ({ event }) => event.id }),
        },
        DELETE: {
          guard: 'online',
          target: 'deleting',
          actions: assign({ pendingDelete: ({ event }) => event.id }),
        },
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
        input: ({ context }) => ({ id: context.pendingDelete ?? '' }),
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
