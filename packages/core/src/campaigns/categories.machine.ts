import { assign, setup } from 'xstate';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import { neverReconnect } from '../shared/reconnect.actor.ts';
import { unprovided } from '../shared/unprovided.ts';
import type { Category } from './category.schema.ts';

/** Data only (it survives JSON): the request is the club's, given with provide. */
export interface CategoriesContext {
  categories: Category[];
  error: ClubError | null;
}

export type CategoriesEvent =
  | { type: 'LOAD' }
  | { type: 'CLEAR' }
  /** The reconnect's: the device is back online after a failure. */
  | { type: 'RETRY' };

/**
 * The campaign categories of the signed-in member (SPEC §2 start-up: "when logged in, also
 * load categories"), read by the category menu. Signing out clears them; a failure keeps
 * the last list and the error, and LOAD tries again; so does the `reconnect` actor (RETRY)
 * once the device is back online.
 */
export const categoriesMachine = setup({
  types: {
    context: {} as CategoriesContext,
    events: {} as CategoriesEvent,
  },
  // Supplied by the club (`categoriesEffects`): the member's categories.
  actors: {
    load: unprovided<Category[]>('load'),
    // While failed: RETRY once the device is back online (the club provides the host's).
    reconnect: neverReconnect,
  },
}).createMachine({
  id: 'categories',
  context: { categories: [], error: null },
  initial: 'idle',
  on: {
    CLEAR: { target: '.idle', actions: assign({ categories: [], error: null }) },
  },
  states: {
    idle: { on: { LOAD: 'loading' } },
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: {
          target: 'ready',
          actions: assign({ categories: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => toClubError(event.error) }),
        },
      },
    },
    ready: { on: { LOAD: 'loading' } },
    failed: { invoke: { src: 'reconnect' }, on: { LOAD: 'loading', RETRY: 'loading' } },
  },
});

export type CategoriesMachine = typeof categoriesMachine;
