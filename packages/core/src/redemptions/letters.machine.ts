import { assign, fromPromise, sendTo, setup } from 'xstate';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import { createPagingMachine } from '../paging/paging.machine.ts';
import type { KeptList } from './kept-redemptions.rules.ts';
import { keepAndReconnect } from './kept-list-snapshot.ts';
import { keepNothing, type KeptEvent } from './keeper.actor.ts';
import type { Letter } from './letter.schema.ts';
import { neverReconnect } from '../shared/reconnect.actor.ts';

/** The letters' pages; the flow provides its `fetchPage` actor over the redemptions port. */
export const letterPages = createPagingMachine<Letter, { searchPerk: string }>();

/** Data only: it survives JSON (the effects are the actors a flow provides). */
export interface LettersContext {
  searchPerk: string;
  /** The letter the member asked to read (its reading view is open), if any. */
  openId: string | null;
  /** That letter, once it has arrived. */
  opened: Letter | null;
  /** Why the letter asked for could not be read; RETRY_OPEN asks again. */
  openError: ClubError | null;
  /** The letter whose deletion waits for the member's confirmation, or is under way. */
  pendingDelete: string | null;
  /** The e-mail send's outcome, when one was asked. */
  sent: boolean | null;
  /** The last failure of any action. */
  error: ClubError | null;
  /** The last list read (this visit or an earlier one), kept on the device for offline use. */
  kept: KeptList<Letter> | null;
  /** The list could not be reached: the view shows `kept` and blocks what needs the network. */
  offline: boolean;
}

export interface LettersInput {
  kept?: KeptList<Letter> | null;
}

export type LettersEvent =
  | { type: 'LOAD'; searchPerk?: string }
  | { type: 'LOAD_MORE' }
  /** Asks the list again (after being offline; the reconnect actor sends it by itself). */
  | { type: 'RETRY' }
  | { type: 'OPEN'; id: string }
  | { type: 'RETRY_OPEN' }
  | { type: 'CLOSE' }
  /** Asks the member to confirm the deletion first (a view shows the question). */
  | { type: 'ASK_DELETE'; id: string }
  | { type: 'CONFIRM_DELETE' }
  | { type: 'CANCEL_DELETE' }
  /** Deletes at once, without asking (bots, scripts). */
  | { type: 'DELETE'; id: string }
  | { type: 'SEND'; id: string; email: string }
  | KeptEvent<Letter>;

const closed = { openId: null, opened: null, openError: null } as const;

/** The kept letter of that id: offline, a letter opens from the device. */
const keptLetter = (context: LettersContext, id: string): Letter | null =>
  context.kept?.items.find((letter) => letter.id === id) ?? null;

/** What the machine does without its flow: nothing reaches the API (the flow provides it). */
const notProvided = (effect: string) => (): Promise<never> =>
  Promise.reject({
    kind: 'network',
    message: `letters: ${effect} not provided`,
  } satisfies ClubError);

/**
 * The member's link letters (SPEC §4 "Letters"): listed 9 a page, opened, sent by e-mail and
 * deleted after the member confirms; a deleted letter leaves the list (and the reading view,
 * if it was the one open) with the toasts of SPEC §8. The list is the child actor `list`;
 * each list it reads goes to the `keeper`, which keeps it on the device. When the list cannot
 * be reached the machine is `offline`: the kept letters open from the device, deleting and
 * sending are refused, and the `reconnect` actor asks again once the connection is back.
 */
export const lettersMachine = setup({
  types: {
    context: {} as LettersContext,
    events: {} as LettersEvent,
    input: {} as LettersInput,
  },
  actors: {
    list: letterPages,
    keeper: keepNothing<Letter>(),
    reconnect: neverReconnect,
    openLetter: fromPromise<Letter, { id: string }>(notProvided('openLetter')),
    deleteLetter: fromPromise<string, { id: string }>(notProvided('deleteLetter')),
    sendLetter: fromPromise<boolean, { id: string; email: string }>(notProvided('sendLetter')),
  },
  guards: {
    online: ({ context }) => !context.offline,
    openFailed: ({ context }) => context.openId !== null && context.openError !== null,
    keptWhileOffline: ({ context, event }) =>
      context.offline && event.type === 'OPEN' && keptLetter(context, event.id) !== null,
  },
  actions: {
    notifyDeleted: () => {},
    notifyDeleteFailed: () => {},
  },
}).createMachine({
  id: 'letters',
  context: ({ input }) => ({
    searchPerk: '',
    ...closed,
    pendingDelete: null,
    sent: null,
    error: null,
    kept: input.kept ?? null,
    offline: false,
  }),
  invoke: [
    { id: 'keeper', src: 'keeper' },
    {
      id: 'list',
      src: 'list',
      input: ({ context }) => ({ query: { searchPerk: context.searchPerk } }),
      onSnapshot: keepAndReconnect<LettersContext, LettersEvent, Letter>(),
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
        OPEN: [
          {
            // Offline, a letter the device kept opens from it; any other waits for the network.
            guard: 'keptWhileOffline',
            actions: assign(({ context, event }) => ({
              openId: event.id,
              opened: keptLetter(context, event.id),
              openError: null,
              sent: null,
            })),
          },
          {
            target: 'opening',
            actions: assign({
              openId: ({ event }) => event.id,
              opened: null,
              openError: null,
              sent: null,
            }),
          },
        ],
        RETRY_OPEN: { guard: 'openFailed', target: 'opening' },
        CLOSE: { actions: assign({ ...closed, sent: null }) },
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
        SEND: { guard: 'online', target: 'sending' },
      },
    },
    opening: {
      entry: assign({ openError: null }),
      on: { CLOSE: { target: 'ready', actions: assign(closed) } },
      invoke: {
        id: 'openLetter',
        src: 'openLetter',
        input: ({ context }) => ({ id: context.openId ?? '' }),
        onDone: {
          target: 'ready',
          actions: assign({ opened: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'ready',
          actions: assign(({ event }) => {
            const error = toClubError(event.error);
            return { openError: error, error };
          }),
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
        id: 'deleteLetter',
        src: 'deleteLetter',
        input: ({ context }) => ({ id: context.pendingDelete ?? '' }),
        onDone: {
          target: 'ready',
          actions: [
            sendTo('list', ({ event }) => ({ type: 'REMOVE' as const, key: event.output })),
            assign(({ context, event }) => ({
              ...(context.openId === event.output ? closed : {}),
              pendingDelete: null,
              error: null,
            })),
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
    sending: {
      entry: assign({ sent: null }),
      invoke: {
        id: 'sendLetter',
        src: 'sendLetter',
        input: ({ event }) => ({
          id: event.type === 'SEND' ? event.id : '',
          email: event.type === 'SEND' ? event.email : '',
        }),
        onDone: { target: 'ready', actions: assign({ sent: ({ event }) => event.output }) },
        onError: {
          target: 'ready',
          actions: assign({ sent: false, error: ({ event }) => toClubError(event.error) }),
        },
      },
    },
  },
});

export type LettersMachine = typeof lettersMachine;
