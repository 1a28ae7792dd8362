import { fromCallback, fromPromise } from 'xstate';
import type { ClockPort } from '../shared/clock.port.ts';
import { toClubError } from '../shared/club-error.ts';
import { followableRedirect } from '../shared/redirect.rules.ts';
import type { StoragePort } from '../shared/storage.port.ts';
import type { LocationPort } from '../location/location.port.ts';
import type { AuthState } from './auth-state.schema.ts';
import type { AuthPort, LoginRequest, TokenDecoderPort } from './auth.port.ts';
import { storeCredentials, storeGenericAppUrl } from './generic-app.rules.ts';
import type { SessionInput, SignInOutcome, TokenDecoded } from './session.machine.ts';
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

/** setTimeout cannot wait longer than 2^31 - 1 ms; a later expiry is re-checked then. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The session's effects over the club's ports, for `sessionMachine.provide(…)`: the login
 * (with its actor's signal), the storage it keeps the session in, the clock its expiry is
 * read by, the token decoder and where a generic-app redirect goes.
 */
export function sessionEffects(ports: SessionPorts) {
  const { auth, tokenDecoder, storage, clock } = ports;
  const decode = (token: string): AuthState =>
    authStateFromToken(token, tokenDecoder.decode(token));
  return {
    actors: {
      hydrate: fromPromise<AuthState | null, void>(async () => {
        await storage.hydrate?.();
        return restoreSession(storage, clock);
      }),
      signIn: fromPromise<SignInOutcome, { request: LoginRequest }>(async ({ input, signal }) => {
        const answer = await auth.login(input.request, signal);
        if (answer.kind === 'activate') return { kind: 'activate' };
        if (answer.kind === 'redirect') return { kind: 'redirect', url: answer.url };
        return { kind: 'signedIn', auth: decode(answer.token) };
      }),
      decodeToken: fromCallback<{ type: string }, { token: string }>(({ input, sendBack }) => {
        let answer: TokenDecoded;
        try {
          answer = { type: 'TOKEN.DECODED', auth: decode(input.token) };
        } catch (error) {
          answer = { type: 'TOKEN.REFUSED', error: toClubError(error) };
        }
        sendBack(answer);
      }),
    },
    actions: {
      persist: (_: unknown, params: { auth: AuthState | null }) => {
        if (params.auth) persistSession(storage, params.auth, clock);
      },
      forget: () => clearPersistedSession(storage),
      rememberActivation: (_: unknown, params: { document: string }) => {
        if (params.document)
          storeCredentials(storage, { document: params.document, activate: true });
      },
      followRedirect: (_: unknown, params: { url: string }) => {
        const url = followableRedirect(params.url);
        if (!url) return;
        storeGenericAppUrl(storage, url);
        ports.location?.assign(url);
      },
    },
    guards: {
      unexpired: (_: unknown, params: { auth: AuthState | null }) =>
        isSessionValid(params.auth, clock.now()),
    },
    delays: {
      sessionExpiry: ({ context }: { context: { auth: AuthState | null } }) =>
        Math.min(MAX_TIMER_MS, Math.max(0, (context.auth?.expiresAt ?? 0) - clock.now())),
    },
  };
}

/** The session's data-only input: what the storage held at start, and whether it loads first. */
export function sessionInput(ports: Pick<SessionPorts, 'storage' | 'clock'>): SessionInput {
  return {
    restored: restoreSession(ports.storage, ports.clock),
    hydrates: ports.storage.hydrate !== undefined,
  };
}
