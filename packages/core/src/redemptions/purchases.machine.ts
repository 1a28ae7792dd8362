import { assign, sendTo, setup } from 'xstate';
import { createPagingMachine } from '../paging/paging.machine.ts';
import { neverReconnect } from '../shared/reconnect.actor.ts';
import { keepAndReconnect } from './kept-list-snapshot.ts';
import { keepNothing, type KeptEvent } from './keeper.actor.ts';
import type { KeptList } from './kept-redemptions.rules.ts';
import type { RedemptionListQuery } from './redemption-lists.flow.ts';
import type { Transaction } from './transaction.schema.ts';

/** Compras' pages; the flow provides its `fetchPage` actor over the redemptions port. */
export const purchasePages = createPagingMachine<Transaction, RedemptionListQuery>();

/** Data only: it survives JSON (the effects are the actors a flow provides). */
export interface PurchasesContext {
  /** The last list read (this visit or an earlier one), kept on the device for offline use. */
  kept: KeptList<Transaction> | null;
  /** The list could not be reached: the view shows `kept` and blocks what needs the network. */
  offline: boolean;
  /** When the screen opened (the club's clock): the codes' expiries are counted from it. */
  shownAt: number;
}

export interface PurchasesInput {
  kept?: KeptList<Transaction> | null;
  shownAt: number;
}

export type PurchasesEvent =
  | { type: 'LOAD_MORE' }
  /** Asks the list again (after being offline; the reconnect actor sends it by itself). */
  | { type: 'RETRY' }
  | KeptEvent<Transaction>;

/**
 * Compras, the member's purchases (SPEC §2 resgates/compras): the list is the child actor
 * `list`; each list it reads goes to the `keeper`, which keeps it on the device for its owner;
 * when the list cannot be reached the machine is `offline` (the view shows what was kept, with
 * when it was read) and the `reconnect` actor asks again once the connection is back.
 */
export const purchasesMachine = setup({
  types: {
    context: {} as PurchasesContext,
    events: {} as PurchasesEvent,
    input: {} as PurchasesInput,
  },
  actors: {
    list: purchasePages,
    keeper: keepNothing<Transaction>(),
    reconnect: neverReconnect,
  },
}).createMachine({
  id: 'purchases',
  context: ({ input }) => ({ kept: input.kept ?? null, offline: false, shownAt: input.shownAt }),
  invoke: [
    { id: 'keeper', src: 'keeper' },
    {
      id: 'list',
      src: 'list',
      input: { query: {} },
      onSnapshot: keepAndReconnect<PurchasesContext, PurchasesEvent, Transaction>(),
    },
  ],
  on: {
    LOAD_MORE: { actions: sendTo('list', { type: 'LOAD_MORE' }) },
    RETRY: { actions: sendTo('list', { type: 'RETRY' }) },
    KEPT: { actions: assign({ kept: ({ event }) => event.kept }) },
  },
});

export type PurchasesMachine = typeof purchasesMachine;
