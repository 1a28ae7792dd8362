import { assign, sendTo, setup } from 'xstate';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import { cpfDigits } from '../shared/cpf-field.rules.ts';
import type { MessageKey } from '../shared/message-keys.ts';
import { unprovided } from '../shared/unprovided.ts';
import {
  forgotPasswordFormMachine,
  newPasswordFormMachine,
  type ForgotPasswordValues,
  type NewPasswordValues,
} from './password-reset.forms.ts';
import { revealsNoMember } from './password-reset.rules.ts';

/** Data only: the effects are actors a flow provides (`passwordResetActors`). */
export interface PasswordResetContext {
  token: string | null;
  /** This is the new password page: its token is checked at start (a missing one is invalid). */
  checksToken: boolean;
  error: ClubError | null;
  messageKey: MessageKey | null;
}

export type PasswordResetEvent =
  /** Asks for the e-mail without the form (bots, scripts). */
  | { type: 'REQUEST'; document?: string; email?: string }
  | { type: 'CHECK_TOKEN'; token: string | null }
  /** Sends the new password without the form (bots, scripts). */
  | { type: 'SUBMIT'; password: string; confirmation: string }
  /** Checks the token again after the check itself failed. */
  | { type: 'RETRY' }
  /** A child form's checked values (see `FormSubmitted`). */
  | { type: 'FORM.SUBMITTED'; form: string; values: unknown; idempotencyKey: string | null };

export interface PasswordResetInput {
  /**
   * The new password page's token (null when the address has none): checked as soon as the
   * task starts. Absent on the forgot-password page.
   */
  tokenToCheck?: string | null;
}

type Who = { document?: string; email?: string };

/** Who a request is for, from the form's CPF or the bare REQUEST event. */
function whoOf(event: PasswordResetEvent): Who {
  if (event.type === 'FORM.SUBMITTED') {
    return { document: cpfDigits((event.values as ForgotPasswordValues).document) };
  }
  if (event.type !== 'REQUEST') return {};
  return {
    ...(event.document ? { document: event.document } : {}),
    ...(event.email ? { email: event.email } : {}),
  };
}

function newPasswordOf(event: PasswordResetEvent): { password: string; confirmation: string } {
  if (event.type === 'FORM.SUBMITTED') return event.values as NewPasswordValues;
  if (event.type === 'SUBMIT')
    return { password: event.password, confirmation: event.confirmation };
  return { password: '', confirmation: '' };
}

/**
 * Forgot password and new password (SPEC §2, §7, §8) as one task with its form as a child
 * actor (`form`). Forgot password: the CPF asks for the e-mail, and an unknown document reads
 * as a sent e-mail. New password: the token is checked first — a missing or invalid one ends
 * in `invalidToken` (the host goes to Entrar), a failed check may be retried — then the new
 * password is sent, or 'Não foi possível alterar sua senha'.
 */
export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
  },
  actors: {
    forgotForm: forgotPasswordFormMachine,
    newPasswordForm: newPasswordFormMachine,
    request: unprovided<void, Who>('passwordReset.request'),
    checkToken: unprovided<boolean, { token: string }>('passwordReset.checkToken'),
    reset: unprovided<void, { token: string; password: string; confirmation: string }>(
      'passwordReset.reset',
    ),
  },
  actions: {
    /** The task's answers to its form's submission. */
    answerForm: sendTo('form', { type: 'FORM.DONE', output: undefined }),
    refuseForm: sendTo('form', ({ event }) => ({
      type: 'FORM.FAILED',
      error: (event as { error?: unknown }).error,
    })),
  },
  guards: {
    hasToken: ({ event }) => event.type === 'CHECK_TOKEN' && Boolean(event.token),
    sameNewPassword: ({ event }) =>
      event.type === 'SUBMIT' && event.password !== '' && event.password === event.confirmation,
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
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
        { target: 'forgot' },
      ],
    },
    /** Esqueci minha senha, with its form. */
    forgot: {
      invoke: {
        id: 'form',
        src: 'forgotForm',
        input: { values: { document: '' }, deps: {} },
      },
      initial: 'idle',
      states: {
        idle: {
          on: {
            REQUEST: 'requesting',
            'FORM.SUBMITTED': 'requesting',
            CHECK_TOKEN: [
              {
                guard: 'hasToken',
                target: '#passwordReset.checkingToken',
                actions: assign({ token: ({ event }) => event.token }),
              },
              { target: '#passwordReset.invalidToken' },
            ],
          },
        },
        requesting: {
          entry: assign({ error: null }),
          invoke: {
            id: 'request',
            src: 'request',
            input: ({ event }) => whoOf(event),
            onDone: { target: 'requested', actions: 'answerForm' },
            onError: [
              // An unknown document reads as a sent e-mail: the page never says who is a member.
              {
                guard: ({ event }) => revealsNoMember(toClubError(event.error)),
                target: 'requested',
                actions: 'answerForm',
              },
              {
                target: 'idle',
                actions: [assign({ error: ({ event }) => toClubError(event.error) }), 'refuseForm'],
              },
            ],
          },
        },
        requested: {},
      },
    },
    checkingToken: {
      invoke: {
        id: 'checkToken',
        src: 'checkToken',
        input: ({ context }) => ({ token: context.token ?? '' }),
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
    /** Nova senha, with its form, once the token is valid. */
    ready: {
      invoke: {
        id: 'form',
        src: 'newPasswordForm',
        input: { values: { password: '', confirmation: '' }, deps: {} },
      },
      initial: 'editing',
      states: {
        editing: {
          on: {
            SUBMIT: { guard: 'sameNewPassword', target: 'resetting' },
            'FORM.SUBMITTED': 'resetting',
          },
        },
        resetting: {
          entry: assign({ error: null, messageKey: null }),
          invoke: {
            id: 'reset',
            src: 'reset',
            input: ({ context, event }) => ({
              token: context.token ?? '',
              ...newPasswordOf(event),
            }),
            onDone: { target: 'done', actions: 'answerForm' },
            onError: {
              target: 'editing',
              actions: [
                assign({
                  error: ({ event }) => toClubError(event.error),
                  messageKey: 'passwordReset.failed',
                }),
                'refuseForm',
              ],
            },
          },
        },
        done: {},
      },
    },
  },
});

export type PasswordResetMachine = typeof passwordResetMachine;
