import { assign, fromPromise, setup } from 'xstate';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import type { MessageKey } from '../shared/message-keys.ts';
import { messagePtBr } from '../shared/messages.pt-BR.ts';
import type { Notify } from '../notifications/toasts.machine.ts';
import type { WalletPort } from './wallet.port.ts';
import type { PixType, WithdrawEndpoint, WithdrawPayload } from './withdraw.schema.ts';
import { withdrawFailureKeys, withdrawPayload } from './withdrawal.rules.ts';

export interface WithdrawalContext {
  wallet: WalletPort;
  notify: Notify | null;
  endpoint: WithdrawEndpoint;
  balanceCents: number;
  pixType: PixType;
  pixKey: string;
  /** What the member typed, in reais. */
  valueReais: number;
  /** Why the draft cannot be sent, or why the server refused it. */
  errorKeys: MessageKey[];
  error: ClubError | null;
  /** The payload of the request in flight or sent. */
  sent: WithdrawPayload | null;
}

export type WithdrawalEvent =
  | { type: 'SET_PIX_TYPE'; pixType: PixType }
  | { type: 'SET_PIX_KEY'; pixKey: string }
  | { type: 'SET_VALUE'; valueReais: number }
  | { type: 'SUBMIT' }
  | { type: 'RESET' };

/**
 * A Pix withdrawal (SPEC §5, §8): the key by type, the value × 100, at least R$ 20. SUBMIT
 * is ignored while a request is in flight, so one click never sends twice.
 */
export const withdrawalMachine = setup({
  types: {
    context: {} as WithdrawalContext,
    events: {} as WithdrawalEvent,
    input: {} as {
      wallet: WalletPort;
      endpoint: WithdrawEndpoint;
      balanceCents: number;
      notify?: Notify;
    },
  },
  actors: {
    withdraw: fromPromise<
      void,
      { wallet: WalletPort; endpoint: WithdrawEndpoint; payload: WithdrawPayload }
    >(({ input }) => input.wallet.withdraw({ endpoint: input.endpoint, payload: input.payload })),
  },
  actions: {
    notifySuccess: ({ context }) =>
      context.notify?.({ type: 'success', title: messagePtBr('withdraw.success') }),
    notifyFailure: ({ context }, keys: MessageKey[]) =>
      context.notify?.({
        type: 'error',
        title: keys.map((key) => messagePtBr(key)).join(''),
      }),
  },
}).createMachine({
  id: 'withdrawal',
  context: ({ input }) => ({
    wallet: input.wallet,
    notify: input.notify ?? null,
    endpoint: input.endpoint,
    balanceCents: input.balanceCents,
    pixType: 'email',
    pixKey: '',
    valueReais: 0,
    errorKeys: [],
    error: null,
    sent: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        SET_PIX_TYPE: { actions: assign({ pixType: ({ event }) => event.pixType, errorKeys: [] }) },
        SET_PIX_KEY: { actions: assign({ pixKey: ({ event }) => event.pixKey, errorKeys: [] }) },
        SET_VALUE: {
          actions: assign({ valueReais: ({ event }) => event.valueReais, errorKeys: [] }),
        },
        SUBMIT: [
          {
            guard: ({ context }) => withdrawPayload(context).ok,
            target: 'submitting',
            actions: assign({
              sent: ({ context }) => {
                const draft = withdrawPayload(context);
                return draft.ok ? draft.payload : null;
              },
              errorKeys: [],
              error: null,
            }),
          },
          {
            actions: assign({
              errorKeys: ({ context }) => {
                const draft = withdrawPayload(context);
                return draft.ok ? [] : [draft.error];
              },
            }),
          },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'withdraw',
        src: 'withdraw',
        input: ({ context }) => ({
          wallet: context.wallet,
          endpoint: context.endpoint,
          payload: context.sent as WithdrawPayload,
        }),
        onDone: { target: 'succeeded', actions: 'notifySuccess' },
        onError: {
          target: 'failed',
          actions: [
            assign(({ event }) => {
              const error = toClubError(event.error);
              return { error, errorKeys: withdrawFailureKeys(error) };
            }),
            {
              type: 'notifyFailure',
              params: ({ event }) => withdrawFailureKeys(toClubError(event.error)),
            },
          ],
        },
      },
    },
    succeeded: {
      on: { RESET: { target: 'editing', actions: assign({ sent: null, valueReais: 0 }) } },
    },
    failed: {
      on: {
        RESET: { target: 'editing', actions: assign({ sent: null, errorKeys: [], error: null }) },
      },
    },
  },
});

export type WithdrawalMachine = typeof withdrawalMachine;
