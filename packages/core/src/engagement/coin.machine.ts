import { assign, fromPromise, setup } from 'xstate';
import type { Notify } from '../notifications/toasts.machine.ts';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import { message } from '../shared/message-keys.ts';
import type { Coin } from './coin.schema.ts';
import type { EngagementPort } from './engagement.port.ts';

export interface CoinContext {
  engagement: EngagementPort;
  notify: Notify | null;
  coin: Coin | null;
  error: ClubError | null;
}

export type CoinEvent = { type: 'LOAD' };

/** The engagement coin (SPEC §8): a failure tells the member to try again later. */
export const coinMachine = setup({
  types: {
    context: {} as CoinContext,
    events: {} as CoinEvent,
    input: {} as { engagement: EngagementPort; notify?: Notify },
  },
  actors: {
    loadCoin: fromPromise<Coin, EngagementPort>(({ input }) => input.coin()),
  },
  actions: {
    notifyFailure: ({ context }) =>
      context.notify?.({ type: 'error', title: message('engagement.coinFailed') }),
  },
}).createMachine({
  id: 'coin',
  context: ({ input }) => ({
    engagement: input.engagement,
    notify: input.notify ?? null,
    coin: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'loadCoin',
        src: 'loadCoin',
        input: ({ context }) => context.engagement,
        onDone: { target: 'ready', actions: assign({ coin: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: [assign({ error: ({ event }) => toClubError(event.error) }), 'notifyFailure'],
        },
      },
    },
    ready: { on: { LOAD: 'loading' } },
    failed: { on: { LOAD: 'loading' } },
  },
});

export type CoinMachine = typeof coinMachine;
