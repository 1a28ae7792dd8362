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
  /** The letter opened for reading. */
  opened: Letter | null;
  /** The e-mail send's outcome, when one was asked. */
  sent: boolean | null;
  error: ClubError | null;
}

export type LettersEvent =
  | { type: 'LOAD'; searchPerk?: string }
  | { type: 'LOAD_MORE' }
  | { type: 'OPEN'; id: string }
  | { type: 'CLOSE' }
  | { type: 'DELETE'; id: string }
  | { type: 'SEND'; id: string; email: string };

/**
 * The member's link letters (SPEC §4 "Letters"): listed 9 a page, opened, sent by e-mail and
 * deleted; a deleted letter leaves the list. The list itself is the child actor `list`.
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
    opened: null,
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
        OPEN: 'opening',
        CLOSE: { actions: assign({ opened: null }) },
        DELETE: 'deleting',
        SEND: 'sending',
      },
    },
    opening: {
      invoke: {
        id: 'openLetter',
        src: 'openLetter',
        input: ({ context, event }) => ({
          redemptions: context.redemptions,
          id: event.type === 'OPEN' ? event.id : '',
        }),
        onDone: {
          target: 'ready',
          actions: assign({ opened: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => toClubError(event.error) }),
        },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteLetter',
        src: 'deleteLetter',
        input: ({ context, event }) => ({
          redemptions: context.redemptions,
          id: event.type === 'DELETE' ? event.id : '',
        }),
        onDone: {
          target: 'ready',
          actions: [
            sendTo('list', ({ event }) => ({ type: 'REMOVE' as const, key: event.output })),
            assign({
              opened: ({ context, event }) =>
                context.opened?.id === event.output ? null : context.opened,
              error: null,
            }),
            'notifyDeleted',
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            assign({ error: ({ event }) => toClubError(event.error) }),
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
