import { assign, fromPromise, setup } from 'xstate';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import type { MessageKey } from '../shared/message-keys.ts';
import type { PasswordResetPort } from './password-reset.port.ts';

export interface PasswordResetContext {
  passwordReset: PasswordResetPort;
  token: string | null;
  error: ClubError | null;
  messageKey: MessageKey | null;
}

export type PasswordResetEvent =
  | { type: 'REQUEST'; document?: string; email?: string }
  | { type: 'CHECK_TOKEN'; token: string | null }
  | { type: 'SUBMIT'; password: string; confirmation: string };

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
    input: {} as { passwordReset: PasswordResetPort },
  },
  actors: {
    request: fromPromise<void, { port: PasswordResetPort; document?: string; email?: string }>(
      ({ input }) =>
        input.port.request({
          ...(input.document ? { document: input.document } : {}),
          ...(input.email ? { email: input.email } : {}),
        }),
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
    token: null,
    error: null,
    messageKey: null,
  }),
  initial: 'idle',
  states: {
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
        onError: 'invalidToken',
      },
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
