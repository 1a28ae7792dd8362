import { assign, setup } from 'xstate';
import type { ToastInput } from '../notifications/toast.schema.ts';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import { message } from '../shared/message-keys.ts';
import { unprovided } from '../shared/unprovided.ts';
import type { Coin } from './coin.schema.ts';

/** Data only (it survives JSON): loading the coin and showing a toast are the flow's. */
export interface CoinContext {
  coin: Coin | null;
  error: ClubError | null;
}

export type CoinEvent = { type: 'LOAD' };

/** The engagement coin (SPEC §8): a failure tells the member to try again later. */
export const coinMachine = setup({
  types: {
    context: {} as CoinContext,
    events: {} as CoinEvent,
  },
  // Supplied by the flow (`coinEffects`).
  actors: {
    loadCoin: unprovided<Coin>('loadCoin'),
  },
  actions: {
    // Shows a toast; the flow provides the club's (without one, nothing is shown).
    notify: (_, _toast: ToastInput) => {},
  },
}).createMachine({
  id: 'coin',
  context: { coin: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'loadCoin',
        src: 'loadCoin',
        onDone: { target: 'ready', actions: assign({ coin: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => toClubError(event.error) }),
            {
              type: 'notify',
              params: { type: 'error', title: message('engagement.coinFailed') },
            },
          ],
        },
      },
    },
    ready: { on: { LOAD: 'loading' } },
    failed: { on: { LOAD: 'loading' } },
  },
});

export type CoinMachine = typeof coinMachine;
