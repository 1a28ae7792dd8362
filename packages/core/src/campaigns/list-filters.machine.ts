import { assign, setup } from 'xstate';
import type { CampaignOrdering } from './campaigns.port.ts';
import { DEFAULT_LIST_FILTERS, type ListFilters } from './list-filters.rules.ts';

export interface ListFiltersContext extends ListFilters {
  /** The cashback filter needs the cashback_tab permission. */
  cashbackAllowed: boolean;
}

export type ListFiltersEvent =
  | { type: 'SET_ORDINATOR'; ordinator: CampaignOrdering | '' }
  | { type: 'TOGGLE_CASHBACK' }
  | { type: 'TOGGLE_EXCLUSIVE' }
  | { type: 'RESET' };

/** The list filters (SPEC §4): cashback and exclusive off, ordinator empty by default. */
export const listFiltersMachine = setup({
  types: {
    context: {} as ListFiltersContext,
    events: {} as ListFiltersEvent,
    input: {} as { cashbackAllowed: boolean; initial?: Partial<ListFilters> },
  },
}).createMachine({
  id: 'listFilters',
  context: ({ input }) => ({
    ...DEFAULT_LIST_FILTERS,
    ...input.initial,
    cashback: input.cashbackAllowed && (input.initial?.cashback ?? false),
    cashbackAllowed: input.cashbackAllowed,
  }),
  initial: 'active',
  states: {
    active: {
      on: {
        SET_ORDINATOR: { actions: assign({ ordinator: ({ event }) => event.ordinator }) },
        TOGGLE_CASHBACK: {
          guard: ({ context }) => context.cashbackAllowed,
          actions: assign({ cashback: ({ context }) => !context.cashback }),
        },
        TOGGLE_EXCLUSIVE: { actions: assign({ exclusive: ({ context }) => !context.exclusive }) },
        RESET: { actions: assign({ ...DEFAULT_LIST_FILTERS }) },
      },
    },
  },
});

export type ListFiltersMachine = typeof listFiltersMachine;
