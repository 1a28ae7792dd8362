import { assign, fromPromise, sendTo, setup } from 'xstate';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import { PAGE_SIZES } from '../shared/constants.ts';
import { message } from '../shared/message-keys.ts';
import type { Notify } from '../notifications/toasts.machine.ts';
import { createPagingMachine, type PageRequest } from '../paging/paging.machine.ts';
import type { Letter } from './letter.schema.ts';
import type { RedemptionsPort } from './redemptions.port.ts';

const letterPages = createPagingMachine<Letter, { searchPerk: string }>();

export interface LettersContext {
  redemptions: RedemptionsPort;
  notify: Notify | null;
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
}

export type LettersEvent =
  | { type: 'LOAD'; searchPerk?: string }
  | { type: 'LOAD_MORE' }
  | { type: 'OPEN'; id: string }
  | { type: 'RETRY_OPEN' }
  | { type: 'CLOSE' }
  /** Asks the member to confirm the deletion first (a view shows the question). */
  | { type: 'ASK_DELETE'; id: string }
  | { type: 'CONFIRM_DELETE' }
  | { type: 'CANCEL_DELETE' }
  /** Deletes at once, without asking (bots, scripts). */
  | { type: 'DELETE'; id: string }
  | { type: 'SEND'; id: string; email: string };

const closed = { openId: null, opened: null, openError: null } as const;

/**
 * The member's link letters (SPEC §4 "Letters"): listed 9 a page, opened, sent by e-mail and
 * deleted after the member confirms; a deleted letter leaves the list (and the reading view,
 * if it was the one open) with the toasts of SPEC §8. The list is the child actor `list`.
 */
export const lettersMachine = setup({
  types: {
    context: {} as LettersContext,
    events: {} as LettersEvent,
    input: {} as { redemptions: RedemptionsPort; notify?: Notify },
  },
  actors: {
    list: letterPages,
    openLetter: fromPromise<Letter, { redemptions: RedemptionsPort; id: string }>(({ input }) =>
      input.redemptions.letter(input.id),
    ),
    deleteLetter: fromPromise<string, { redemptions: RedemptionsPort; id: string }>(
      async ({ input }) => {
        await input.redemptions.deleteLetter(input.id);
        return input.id;
      },
    ),
    sendLetter: fromPromise<boolean, { redemptions: RedemptionsPort; id: string; email: string }>(
      ({ input }) => input.redemptions.sendLetter(input.id, input.email),
    ),
  },
  guards: {
    openFailed: ({ context }) => context.openId !== null && context.openError !== null,
  },
  actions: {
    notifyDeleted: ({ context }) =>
      context.notify?.({ type: 'success', title: message('letters.deleted') }),
    notifyDeleteFailed: ({ context }) =>
      context.notify?.({ type: 'error', title: message('letters.deleteFailed') }),
  },
}).createMachine({
  id: 'letters',
  context: ({ input }) => ({
    redemptions: input.redemptions,
    notify: input.notify ?? null,
    searchPerk: '',
    ...closed,
    pendingDelete: null,
    sent: null,
    error: null,
  }),
  invoke: {
    id: 'list',
    src: 'list',
    input: ({ context }) => ({
      fetchPage: ({ page, query, signal }: PageRequest<{ searchPerk: string }>) =>
        context.redemptions.letters({ page, limit: PAGE_SIZES.letters, ...query }, signal),
      keyOf: (letter: Letter) => letter.id,
      query: { searchPerk: context.searchPerk },
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
    ready: {
      on: {
        OPEN: {
          target: 'opening',
          actions: assign({
            openId: ({ event }) => event.id,
            opened: null,
            openError: null,
            sent: null,
          }),
        },
        RETRY_OPEN: { guard: 'openFailed', target: 'opening' },
        CLOSE: { actions: assign({ ...closed, sent: null }) },
        ASK_DELETE: {
          target: 'confirmingDelete',
          actions: assign({ pendingDelete: ({ event }) => event.id }),
        },
        DELETE: {
          target: 'deleting',
          actions: assign({ pendingDelete: ({ event }) => event.id }),
        },
        SEND: 'sending',
      },
    },
    opening: {
      entry: assign({ openError: null }),
      on: { CLOSE: { target: 'ready', actions: assign(closed) } },
      invoke: {
        id: 'openLetter',
        src: 'openLetter',
        input: ({ context }) => ({ redemptions: context.redemptions, id: context.openId ?? '' }),
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
        input: ({ context }) => ({
          redemptions: context.redemptions,
          id: context.pendingDelete ?? '',
        }),
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
        input: ({ context, event }) => ({
          redemptions: context.redemptions,
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
