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
  return sessionEffectsBy(() => ports, ports.clock);
}

/**
 * The same effects, finding the club's ports through the actor's system, for one provided
 * machine per process and clock (a `provide` per club rebuilds the whole state tree, ≈ 25
 * KiB). Guards and delays are not given the system: they read the shared clock.
 */
export function sessionEffectsBy(portsOf: (system: unknown) => SessionPorts, clock: ClockPort) {
  const decode = (ports: SessionPorts, token: string): AuthState =>
    authStateFromToken(token, ports.tokenDecoder.decode(token));
  return {
    actors: {
      hydrate: fromPromise<AuthState | null, void>(async ({ system }) => {
        const { storage } = portsOf(system);
        await storage.hydrate?.();
        return restoreSession(storage, clock);
      }),
      signIn: fromPromise<SignInOutcome, { request: LoginRequest }>(
        async ({ input, signal, system }) => {
          const ports = portsOf(system);
          const answer = await ports.auth.login(input.request, signal);
          if (answer.kind === 'activate') return { kind: 'activate' };
          if (answer.kind === 'redirect') return { kind: 'redirect', url: answer.url };
          return { kind: 'signedIn', auth: decode(ports, answer.token) };
        },
      ),
      decodeToken: fromCallback<{ type: string }, { token: string }>(
        ({ input, sendBack, system }) => {
          let answer: TokenDecoded;
          try {
            answer = { type: 'TOKEN.DECODED', auth: decode(portsOf(system), input.token) };
          } catch (error) {
            answer = { type: 'TOKEN.REFUSED', error: toClubError(error) };
          }
          sendBack(answer);
        },
      ),
    },
    actions: {
      persist: ({ system }: { system: unknown }, params: { auth: AuthState | null }) => {
        if (params.auth) persistSession(portsOf(system).storage, params.auth, clock);
      },
      forget: ({ system }: { system: unknown }) => clearPersistedSession(portsOf(system).storage),
      rememberActivation: ({ system }: { system: unknown }, params: { document: string }) => {
        if (params.document)
          storeCredentials(portsOf(system).storage, { document: params.document, activate: true });
      },
      followRedirect: ({ system }: { system: unknown }, params: { url: string }) => {
        const url = followableRedirect(params.url);
        if (!url) return;
        const ports = portsOf(system);
        storeGenericAppUrl(ports.storage, url);
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
