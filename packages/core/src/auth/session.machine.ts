import { assign, fromPromise, setup } from 'xstate';
import type { ClockPort } from '../shared/clock.port.ts';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import type { StoragePort } from '../shared/storage.port.ts';
import type { LocationPort } from '../location/location.port.ts';
import { storeCredentials, storeGenericAppUrl } from './generic-app.rules.ts';
import { followableRedirect } from '../shared/redirect.rules.ts';
import type { AuthState } from './auth-state.schema.ts';
import type { AuthPort, LoginRequest, TokenDecoderPort } from './auth.port.ts';
import {
  authStateFromToken,
  clearPersistedSession,
  isSessionValid,
  persistSession,
  restoreSession,
} from './session.rules.ts';

export interface SessionPorts {
  auth: AuthPort;
  tokenDecoder: TokenDecoderPort;
  storage: StoragePort;
  clock: ClockPort;
  /** Where a generic-app login's redirect is followed; without one the host follows it. */
  location?: LocationPort;
}

/** What a sign-in can lead to, once the token (if any) is decoded. */
export type SignInOutcome =
  { kind: 'signedIn'; auth: AuthState } | { kind: 'activate' } | { kind: 'redirect'; url: string };

export type SignedOutReason = 'logout' | 'expired' | 'authFailure';

export interface SessionContext {
  ports: SessionPorts;
  auth: AuthState | null;
  error: ClubError | null;
  /** The document typed at the last sign-in: the activation flow continues with it. */
  document: string | null;
  redirectUrl: string | null;
  signedOutReason: SignedOutReason | null;
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

/** For logs and hosts: a cancelled sign-in's error (kind `aborted`). */
export const SIGN_IN_CANCELLED = 'A entrada foi cancelada';

/** setTimeout cannot wait longer than 2^31 - 1 ms; a later expiry is re-checked then. */
const MAX_TIMER_MS = 2_147_483_647;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { ports: SessionPorts },
  },
  actors: {
    /** An asynchronous storage loads what it kept before the session reads it. */
    hydrateStorage: fromPromise<void, StoragePort>(async ({ input }) => {
      await input.hydrate?.();
    }),
    signIn: fromPromise<SignInOutcome, { ports: SessionPorts; request: LoginRequest }>(
      async ({ input, signal }) => {
        const answer = await input.ports.auth.login(input.request, signal);
        if (answer.kind === 'activate') return { kind: 'activate' };
        if (answer.kind === 'redirect') return { kind: 'redirect', url: answer.url };
        const payload = input.ports.tokenDecoder.decode(answer.token);
        return { kind: 'signedIn', auth: authStateFromToken(answer.token, payload) };
      },
    ),
  },
  actions: {
    persist: ({ context }) => {
      if (context.auth) persistSession(context.ports.storage, context.auth, context.ports.clock);
    },
    forget: ({ context }) => clearPersistedSession(context.ports.storage),
    /** The activation form continues with the typed document (never the password). */
    rememberActivation: ({ context }) => {
      if (context.document) {
        storeCredentials(context.ports.storage, { document: context.document, activate: true });
      }
    },
    /** A generic-app login's URL: kept for the next start-up, then followed (SPEC §2, §4). */
    followRedirect: ({ context }) => {
      const url = followableRedirect(context.redirectUrl);
      if (!url) return;
      storeGenericAppUrl(context.ports.storage, url);
      context.ports.location?.assign(url);
    },
  },
  guards: {
    storageNeedsHydration: ({ context }) => context.ports.storage.hydrate !== undefined,
    hasValidSession: ({ context }) => isSessionValid(context.auth, context.ports.clock.now()),
    holdsUnexpiredToken: ({ context }) => isSessionValid(context.auth, context.ports.clock.now()),
  },
  delays: {
    sessionExpiry: ({ context }) =>
      Math.min(
        MAX_TIMER_MS,
        Math.max(0, (context.auth?.expiresAt ?? 0) - context.ports.clock.now()),
      ),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    ports: input.ports,
    auth: restoreSession(input.ports.storage, input.ports.clock),
    error: null,
    document: null,
    redirectUrl: null,
    signedOutReason: null,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [
        { guard: 'storageNeedsHydration', target: 'hydrating' },
        { guard: 'hasValidSession', target: 'signedIn' },
        { target: 'signedOut' },
      ],
    },
    /**
     * Waiting for an asynchronous storage (React Native): neither signed in nor out yet. A
     * sign-in or a token received meanwhile wins over whatever the storage held.
     */
    hydrating: {
      invoke: {
        src: 'hydrateStorage',
        input: ({ context }) => context.ports.storage,
        onDone: {
          target: 'restored',
          actions: assign({
            auth: ({ context }) => restoreSession(context.ports.storage, context.ports.clock),
          }),
        },
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
      always: [{ guard: 'hasValidSession', target: 'signedIn' }, { target: 'signedOut' }],
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
        input: ({ context, event }) => ({
          ports: context.ports,
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
              'persist',
            ],
          },
          {
            guard: ({ event }) => event.output.kind === 'activate',
            target: 'needsActivation',
            actions: 'rememberActivation',
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
    receivingToken: {
      always: [
        {
          target: 'signedIn',
          guard: ({ context }) => isSessionValid(context.auth, context.ports.clock.now()),
          actions: 'persist',
        },
        { target: 'failed' },
      ],
      entry: assign(({ context, event }) => {
        if (event.type !== 'TOKEN_RECEIVED') return {};
        try {
          const payload = context.ports.tokenDecoder.decode(event.token);
          return { auth: authStateFromToken(event.token, payload), error: null };
        } catch (error) {
          return { auth: null, error: toClubError(error) };
        }
      }),
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
      entry: 'followRedirect',
      on: { SIGN_IN: 'signingIn', LOGOUT: 'signedOut' },
    },
    signedIn: {
      after: {
        sessionExpiry: [
          {
            guard: 'hasValidSession',
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
          guard: 'holdsUnexpiredToken',
          target: 'signedOut',
          actions: assign({ signedOutReason: 'authFailure' }),
        },
        TOKEN_RECEIVED: 'receivingToken',
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
