import { assign, setup } from 'xstate';
import type { ToastInput } from '../notifications/toast.schema.ts';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import { message } from '../shared/message-keys.ts';
import { isOfflineError } from '../shared/offline.rules.ts';
import { neverReconnect } from '../shared/reconnect.actor.ts';
import { unprovided } from '../shared/unprovided.ts';
import type { Coin } from './coin.schema.ts';

/** Data only (it survives JSON): loading the coin and showing a toast are the flow's. */
export interface CoinContext {
  coin: Coin | null;
  error: ClubError | null;
}

export type CoinEvent =
  | { type: 'LOAD' }
  /** The reconnect's: the device is back online after a failure. */
  | { type: 'RETRY' };

/**
 * The engagement coin (SPEC §8): a failure of the API tells the member to try again later; no
 * connection is no fault of the club (no toast), and the `reconnect` actor asks again once the
 * device is back online.
 */
export const coinMachine = setup({
  types: {
    context: {} as CoinContext,
    events: {} as CoinEvent,
  },
  // Supplied by the flow (`coinEffects`).
  actors: {
    loadCoin: unprovided<Coin>('loadCoin'),
    // While failed: RETRY once the device is back online (a flow provides the host's).
    reconnect: neverReconnect,
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
        onError: [
          {
            guard: ({ event }) => isOfflineError(toClubError(event.error)),
            target: 'failed',
            actions: assign({ error: ({ event }) => toClubError(event.error) }),
          },
          {
            target: 'failed',
            actions: [
              assign({ error: ({ event }) => toClubError(event.error) }),
              {
                type: 'notify',
                params: { type: 'error', title: message('engagement.coinFailed') },
              },
            ],
          },
        ],
      },
    },
    ready: { on: { LOAD: 'loading' } },
    failed: { invoke: { src: 'reconnect' }, on: { LOAD: 'loading', RETRY: 'loading' } },
  },
});

export type CoinMachine = typeof coinMachine;
