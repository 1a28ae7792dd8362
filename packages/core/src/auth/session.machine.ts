import { assign, fromCallback, setup } from 'xstate';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import { unprovided } from '../shared/unprovided.ts';
import type { AuthState } from './auth-state.schema.ts';
import type { LoginRequest } from './auth.port.ts';
import { isSessionValid } from './session.rules.ts';

/** What a sign-in can lead to, once the token (if any) is decoded. */
export type SignInOutcome =
  { kind: 'signedIn'; auth: AuthState } | { kind: 'activate' } | { kind: 'redirect'; url: string };

export type SignedOutReason = 'logout' | 'expired' | 'authFailure';

/** Data only: the effects are actors, actions and guards the club provides (`sessionEffects`). */
export interface SessionContext {
  auth: AuthState | null;
  /** The storage loads asynchronously (React Native): the session waits for it at start. */
  hydrates: boolean;
  error: ClubError | null;
  /** The document typed at the last sign-in: the activation flow continues with it. */
  document: string | null;
  redirectUrl: string | null;
  signedOutReason: SignedOutReason | null;
}

export interface SessionInput {
  /** The session the storage held at start (the club reads it: `restoreSession`). */
  restored: AuthState | null;
  /** The storage must load before it can be read (`StoragePort.hydrate`). */
  hydrates?: boolean;
}

export type SessionEvent =
  | { type: 'SIGN_IN'; request: LoginRequest }
  /** Ends the sign-in in flight (its request is aborted): failed with the `aborted` kind. */
  | { type: 'CANCEL_SIGN_IN' }
  /** A token obtained elsewhere (activation, invite, a token in the address). */
  | { type: 'TOKEN_RECEIVED'; token: string }
  | { type: 'LOGOUT' }
  /** The API answered with an auth failure (SPEC §8). */
  | { type: 'AUTH_FAILURE' }
  | { type: 'DISMISS_ERROR' };

/** What the `decodeToken` actor answers, at once, about a received token. */
export type TokenDecoded =
  { type: 'TOKEN.DECODED'; auth: AuthState } | { type: 'TOKEN.REFUSED'; error: ClubError };

/** For logs and hosts: a cancelled sign-in's error (kind `aborted`). */
export const SIGN_IN_CANCELLED = 'A entrada foi cancelada';

/** setTimeout cannot wait longer than 2^31 - 1 ms; a later expiry is re-checked then. */
const MAX_TIMER_MS = 2_147_483_647;

/** The stand-ins until the club provides its effects: nothing is kept, no token is read. */
const NO_TOKEN_DECODER = fromCallback<{ type: string }, { token: string }>(({ sendBack }) => {
  sendBack({
    type: 'TOKEN.REFUSED',
    error: { kind: 'network', message: "Efeito 'session.decodeToken' não fornecido" },
  } satisfies TokenDecoded);
});

/**
 * The member's session (SPEC §4): restored from storage, signed in by a login or a token
 * received, signed out by a logout, an auth failure or the token's expiry. The machine holds
 * data only; the storage, the clock, the decoder and the API are the club's (`sessionEffects`).
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent | TokenDecoded,
    input: {} as SessionInput,
  },
  actors: {
    /** An asynchronous storage loads what it kept; answers the session it holds. */
    hydrate: unprovided<AuthState | null, void>('session.hydrate'),
    signIn: unprovided<SignInOutcome, { request: LoginRequest }>('session.signIn'),
    /** Reads a token's claims and answers at once (`TokenDecoded`). */
    decodeToken: NO_TOKEN_DECODER,
  },
  actions: {
    /** Keeps the session for the next start-up. */
    persist: (_, _params: { auth: AuthState | null }) => {},
    forget: () => {},
    /** The activation form continues with the typed document (never the password). */
    rememberActivation: (_, _params: { document: string }) => {},
    /** A generic-app login's URL: kept for the next start-up, then followed (SPEC §2, §4). */
    followRedirect: (_, _params: { url: string }) => {},
  },
  guards: {
    /** Whether the token is unexpired now (the club's clock). */
    unexpired: (_, params: { auth: AuthState | null }) => isSessionValid(params.auth, Date.now()),
  },
  delays: {
    /** Until the token expires (the club's clock), capped at what a timer can wait. */
    sessionExpiry: ({ context }) =>
      Math.min(MAX_TIMER_MS, Math.max(0, (context.auth?.expiresAt ?? 0) - Date.now())),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    auth: input.restored,
    hydrates: input.hydrates ?? false,
    error: null,
    document: null,
    redirectUrl: null,
    signedOutReason: null,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [
        { guard: ({ context }) => context.hydrates, target: 'hydrating' },
        {
          guard: { type: 'unexpired', params: ({ context }) => ({ auth: context.auth }) },
          target: 'signedIn',
        },
        { target: 'signedOut' },
      ],
    },
    /**
     * Waiting for an asynchronous storage (React Native): neither signed in nor out yet. A
     * sign-in or a token received meanwhile wins over whatever the storage held.
     */
    hydrating: {
      invoke: {
        src: 'hydrate',
        onDone: { target: 'restored', actions: assign({ auth: ({ event }) => event.output }) },
        // A storage that cannot be read holds no session.
        onError: 'restored',
      },
      on: {
        SIGN_IN: 'signingIn',
        TOKEN_RECEIVED: 'receivingToken',
        LOGOUT: { target: 'signedOut', actions: assign({ signedOutReason: 'logout' }) },
      },
    },
    restored: {
      always: [
        {
          guard: { type: 'unexpired', params: ({ context }) => ({ auth: context.auth }) },
          target: 'signedIn',
        },
        { target: 'signedOut' },
      ],
    },
    signedOut: {
      entry: ['forget', assign({ auth: null })],
      on: {
        SIGN_IN: 'signingIn',
        TOKEN_RECEIVED: 'receivingToken',
      },
    },
    signingIn: {
      entry: assign(({ event }) => ({
        error: null,
        redirectUrl: null,
        signedOutReason: null,
        document: event.type === 'SIGN_IN' ? event.request.document : null,
      })),
      on: {
        // Leaving the state stops the `signIn` actor, which aborts its signal (the request).
        CANCEL_SIGN_IN: {
          target: 'failed',
          actions: assign({ error: { kind: 'aborted', message: SIGN_IN_CANCELLED } }),
        },
      },
      invoke: {
        src: 'signIn',
        input: ({ event }) => ({
          request: event.type === 'SIGN_IN' ? event.request : { document: '', password: '' },
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'signedIn',
            target: 'signedIn',
            actions: [
              assign({
                auth: ({ event }) => (event.output.kind === 'signedIn' ? event.output.auth : null),
              }),
              { type: 'persist', params: ({ context }) => ({ auth: context.auth }) },
            ],
          },
          {
            guard: ({ event }) => event.output.kind === 'activate',
            target: 'needsActivation',
            actions: {
              type: 'rememberActivation',
              params: ({ context }) => ({ document: context.document ?? '' }),
            },
          },
          {
            target: 'redirecting',
            actions: assign({
              redirectUrl: ({ event }) =>
                event.output.kind === 'redirect' ? event.output.url : null,
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => toClubError(event.error) }),
        },
      },
    },
    /** The token is read at once: the state is left before `send` returns. */
    receivingToken: {
      invoke: {
        src: 'decodeToken',
        input: ({ event }) => ({ token: event.type === 'TOKEN_RECEIVED' ? event.token : '' }),
      },
      on: {
        'TOKEN.DECODED': [
          {
            guard: { type: 'unexpired', params: ({ event }) => ({ auth: event.auth }) },
            target: 'signedIn',
            actions: [
              assign({ auth: ({ event }) => event.auth, error: null }),
              { type: 'persist', params: ({ context }) => ({ auth: context.auth }) },
            ],
          },
          { target: 'failed', actions: assign({ auth: ({ event }) => event.auth, error: null }) },
        ],
        'TOKEN.REFUSED': {
          target: 'failed',
          actions: assign({ auth: null, error: ({ event }) => event.error }),
        },
      },
    },
    failed: {
      on: {
        SIGN_IN: 'signingIn',
        TOKEN_RECEIVED: 'receivingToken',
        DISMISS_ERROR: { target: 'signedOut', actions: assign({ error: null }) },
      },
    },
    needsActivation: {
      on: { SIGN_IN: 'signingIn', LOGOUT: 'signedOut' },
    },
    /** A generic-app login answered a URL: stored and followed through the location port. */
    redirecting: {
      entry: {
        type: 'followRedirect',
        params: ({ context }) => ({ url: context.redirectUrl ?? '' }),
      },
      on: { SIGN_IN: 'signingIn', LOGOUT: 'signedOut' },
    },
    signedIn: {
      after: {
        sessionExpiry: [
          {
            guard: { type: 'unexpired', params: ({ context }) => ({ auth: context.auth }) },
            // A timer capped at MAX_TIMER_MS fired before the expiry: wait again.
            target: 'signedIn',
            reenter: true,
          },
          { target: 'signedOut', actions: assign({ signedOutReason: 'expired' }) },
        ],
      },
      on: {
        LOGOUT: { target: 'signedOut', actions: assign({ signedOutReason: 'logout' }) },
        AUTH_FAILURE: {
          guard: { type: 'unexpired', params: ({ context }) => ({ auth: context.auth }) },
          target: 'signedOut',
          actions: assign({ signedOutReason: 'authFailure' }),
        },
        TOKEN_RECEIVED: 'receivingToken',
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
