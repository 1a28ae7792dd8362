import { assign, fromCallback, sendTo, setup } from 'xstate';
import type { ClubError } from '../shared/club-error.ts';
import { checkRedirect } from '../shared/redirect.rules.ts';
import type { LoginRequest } from './auth.port.ts';
import type { SignInResult } from './sign-in-result.ts';
import {
  loginRequestOf,
  signInFormMachine,
  withCompanyWords,
  type SignInEnd,
  type SignInValues,
} from './sign-in.form.ts';

/** Data only: the session is reached through the `club` actor a flow provides (`signInEffects`). */
export interface SignInContext {
  /** The company's slug, when the club knows it: it goes with the login. */
  company: string | null;
  /** The company's words for wrong credentials (SPEC §3), as its config says now. */
  negativeFeedback: string | null;
  /** The places the company config vouches for: a generic-app redirect elsewhere is refused. */
  redirectOrigins: string[];
  end: SignInEnd | null;
  error: ClubError | null;
}

export interface SignInInput {
  company: string | null;
}

/** What the task asks of the club (the `club` actor). */
export type SignInToClub = { type: 'SIGN_IN'; request: LoginRequest };

/** What the club tells the task. */
export type SignInFromClub =
  /** The company config, at start and on every change. */
  | { type: 'CLUB.CONFIG'; negativeFeedback: string | null; redirectOrigins: string[] }
  /** How the session's sign-in ended. */
  | { type: 'CLUB.SIGN_IN_ENDED'; result: SignInResult };

export type SignInEvent =
  /** The form's checked values (see `FormSubmitted`). */
  | { type: 'FORM.SUBMITTED'; form: string; values: unknown; idempotencyKey: string | null }
  | SignInFromClub;

type Ended = Extract<SignInEvent, { type: 'CLUB.SIGN_IN_ENDED' }>;
const resultOf = (event: SignInEvent): SignInResult | null =>
  event.type === 'CLUB.SIGN_IN_ENDED' ? (event as Ended).result : null;

/** How an answered sign-in ended; a redirect elsewhere than the config vouches for is refused. */
function endOf(result: SignInResult, redirectOrigins: readonly string[]): SignInEnd {
  if (result.status === 'signedIn') return 'signedIn';
  if (result.status === 'mustActivate') return 'needsActivation';
  if (result.status === 'redirect' && checkRedirect(result.url, { origins: redirectOrigins }))
    return 'redirecting';
  return 'redirectRefused';
}

/** Without the club's session nothing signs in: every try is refused, saying so. */
const NO_CLUB = fromCallback<SignInToClub>(({ receive, sendBack }) => {
  receive(() =>
    sendBack({
      type: 'CLUB.SIGN_IN_ENDED',
      result: {
        status: 'refused',
        error: { kind: 'network', message: "Efeito 'signIn.club' não fornecido" },
      },
    } satisfies SignInFromClub),
  );
});

/**
 * Entrar (SPEC §2, §4) as one task: its form (`form`) checks the fields and hands them on;
 * the task asks the club's session to sign in (`club`) and answers the form how it ended —
 * signed in, activation first, a generic-app redirect (followed only to a place the config
 * vouches for) — or refuses it with the session's error, in the company's words when it
 * wrote some. The session stays the one owner of the token.
 */
export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as SignInInput,
  },
  actors: {
    form: signInFormMachine,
    club: NO_CLUB,
  },
  actions: {
    answerForm: sendTo('form', ({ context }) => ({ type: 'FORM.DONE', output: context.end })),
    refuseForm: sendTo('form', ({ context }) => ({ type: 'FORM.FAILED', error: context.error })),
  },
  guards: {
    /** The session signed in, asks for activation or sends away: not a refusal. */
    answered: ({ event }) => {
      const status = resultOf(event)?.status;
      return status !== undefined && status !== 'refused';
    },
  },
}).createMachine({
  id: 'signInTask',
  context: ({ input }) => ({
    company: input.company,
    negativeFeedback: null,
    redirectOrigins: [],
    end: null,
    error: null,
  }),
  invoke: [
    { id: 'club', src: 'club' },
    { id: 'form', src: 'form', input: { values: { document: '', password: '' }, deps: {} } },
  ],
  on: {
    'CLUB.CONFIG': {
      actions: assign({
        negativeFeedback: ({ event }) => event.negativeFeedback,
        redirectOrigins: ({ event }) => event.redirectOrigins,
      }),
    },
    // The form sends once per submission; after any end the member may send again.
    'FORM.SUBMITTED': '.signingIn',
  },
  initial: 'editing',
  states: {
    editing: {},
    signingIn: {
      entry: [
        assign({ end: null, error: null }),
        sendTo('club', ({ context, event }) => ({
          type: 'SIGN_IN',
          request: loginRequestOf(
            (event as Extract<SignInEvent, { type: 'FORM.SUBMITTED' }>).values as SignInValues,
            context.company,
          ),
        })),
      ],
      on: {
        'CLUB.SIGN_IN_ENDED': [
          {
            guard: 'answered',
            target: 'ended',
            actions: [
              assign({ end: ({ context, event }) => endOf(event.result, context.redirectOrigins) }),
              'answerForm',
            ],
          },
          {
            target: 'editing',
            actions: [
              assign({
                error: ({ context, event }) => {
                  const result = event.result;
                  const error =
                    result.status === 'refused'
                      ? result.error
                      : ({ kind: 'network', message: 'Não foi possível entrar' } as const);
                  return withCompanyWords(error, context.negativeFeedback);
                },
              }),
              'refuseForm',
            ],
          },
        ],
      },
    },
    ended: {},
  },
});

export type SignInMachine = typeof signInMachine;
