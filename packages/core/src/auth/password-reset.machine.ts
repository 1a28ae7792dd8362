import { assign, fromPromise, setup } from 'xstate';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import type { MessageKey } from '../shared/message-keys.ts';
import type { PasswordResetPort } from './password-reset.port.ts';
import { revealsNoMember } from './password-reset.rules.ts';

export interface PasswordResetContext {
  passwordReset: PasswordResetPort;
  token: string | null;
  /** This is the new password page: its token is checked at start (a missing one is invalid). */
  checksToken: boolean;
  error: ClubError | null;
  messageKey: MessageKey | null;
}

export type PasswordResetEvent =
  | { type: 'REQUEST'; document?: string; email?: string }
  | { type: 'CHECK_TOKEN'; token: string | null }
  | { type: 'SUBMIT'; password: string; confirmation: string }
  /** Checks the token again after the check itself failed. */
  | { type: 'RETRY' };

/**
 * Forgot password and new password (SPEC §2, §7, §8): asking for the e-mail; on the new
 * password page the token is checked first — a missing or invalid one ends in `invalidToken`
 * (the host goes to Entrar) — then the new password is sent, or 'Não foi possível alterar
 * sua senha'.
 */
export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as {
      passwordReset: PasswordResetPort;
      /**
       * The new password page's token (null when the address has none): checked as soon as
       * the flow starts. Absent on the forgot-password page.
       */
      tokenToCheck?: string | null;
    },
  },
  actors: {
    request: fromPromise<void, { port: PasswordResetPort; document?: string; email?: string }>(
      async ({ input }) => {
        try {
          await input.port.request({
            ...(input.document ? { document: input.document } : {}),
            ...(input.email ? { email: input.email } : {}),
          });
        } catch (error) {
          // An unknown document reads as a sent e-mail: the page never says who is a member.
          if (!revealsNoMember(toClubError(error))) throw error;
        }
      },
    ),
    checkToken: fromPromise<boolean, { port: PasswordResetPort; token: string }>(({ input }) =>
      input.port.checkToken(input.token),
    ),
    reset: fromPromise<
      void,
      { port: PasswordResetPort; token: string; password: string; confirmation: string }
    >(({ input }) =>
      input.port.reset(input.token, {
        password: input.password,
        password_confirmation: input.confirmation,
      }),
    ),
  },
  guards: {
    hasToken: ({ event }) => event.type === 'CHECK_TOKEN' && Boolean(event.token),
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    passwordReset: input.passwordReset,
    token: input.tokenToCheck || null,
    checksToken: input.tokenToCheck !== undefined,
    error: null,
    messageKey: null,
  }),
  initial: 'starting',
  states: {
    /** The new password page checks its token at once; the forgot-password page waits. */
    starting: {
      always: [
        { guard: ({ context }) => Boolean(context.token), target: 'checkingToken' },
        { guard: ({ context }) => context.checksToken, target: 'invalidToken' },
        { target: 'idle' },
      ],
    },
    idle: {
      on: {
        REQUEST: 'requesting',
        CHECK_TOKEN: [
          {
            guard: 'hasToken',
            target: 'checkingToken',
            actions: assign({ token: ({ event }) => event.token }),
          },
          { target: 'invalidToken' },
        ],
      },
    },
    requesting: {
      invoke: {
        id: 'request',
        src: 'request',
        input: ({ context, event }) => ({
          port: context.passwordReset,
          ...(event.type === 'REQUEST' && event.document ? { document: event.document } : {}),
          ...(event.type === 'REQUEST' && event.email ? { email: event.email } : {}),
        }),
        onDone: 'requested',
        onError: {
          target: 'idle',
          actions: assign({ error: ({ event }) => toClubError(event.error) }),
        },
      },
    },
    requested: {},
    checkingToken: {
      invoke: {
        id: 'checkToken',
        src: 'checkToken',
        input: ({ context }) => ({ port: context.passwordReset, token: context.token ?? '' }),
        onDone: [
          { guard: ({ event }) => event.output, target: 'ready' },
          { target: 'invalidToken' },
        ],
        // The check itself failed (network, 5xx): not an invalid token; the member may retry.
        onError: {
          target: 'checkFailed',
          actions: assign({ error: ({ event }) => toClubError(event.error) }),
        },
      },
    },
    checkFailed: {
      on: { RETRY: { target: 'checkingToken', actions: assign({ error: null }) } },
    },
    invalidToken: { type: 'final' },
    ready: {
      on: {
        SUBMIT: {
          guard: ({ event }) => event.password !== '' && event.password === event.confirmation,
          target: 'resetting',
        },
      },
    },
    resetting: {
      entry: assign({ error: null, messageKey: null }),
      invoke: {
        id: 'reset',
        src: 'reset',
        input: ({ context, event }) => ({
          port: context.passwordReset,
          token: context.token ?? '',
          password: event.type === 'SUBMIT' ? event.password : '',
          confirmation: event.type === 'SUBMIT' ? event.confirmation : '',
        }),
        onDone: 'done',
        onError: {
          target: 'ready',
          actions: assign({
            error: ({ event }) => toClubError(event.error),
            messageKey: 'passwordReset.failed',
          }),
        },
      },
    },
    done: { type: 'final' },
  },
});

export type PasswordResetMachine = typeof passwordResetMachine;
