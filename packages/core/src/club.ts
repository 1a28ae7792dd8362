import { distinctUntilChanged, map, skip, type Observable } from 'rxjs';
import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { AuthPort, LoginRequest, TokenDecoderPort } from './auth/auth.port.ts';
import { sessionMachine } from './auth/session.machine.ts';
import { isSessionValid } from './auth/session.rules.ts';
import { companyConfigMachine } from './company/company-config.machine.ts';
import type { CompanyPort } from './company/company.port.ts';
import { memberMachine } from './profile/member.machine.ts';
import type { ProfilePort } from './profile/profile.port.ts';
import type { ClockPort } from './shared/clock.port.ts';
import { observe } from './shared/observe.ts';
import type { StoragePort } from './shared/storage.port.ts';

/** Every port the club needs; adapters (or `@clube/core/testing`) provide them. */
export interface ClubPorts {
  auth: AuthPort;
  tokenDecoder: TokenDecoderPort;
  company: CompanyPort;
  profile: ProfilePort;
  storage: StoragePort;
  clock: ClockPort;
}

/** Where the club's actors schedule their timers (xstate's `Clock`). */
export interface ActorScheduler {
  setTimeout(callback: (...args: unknown[]) => void, timeout: number): unknown;
  clearTimeout(id: unknown): void;
}

export interface ClubOptions {
  /** The company slug for the public config; absent lets the API's host decide. */
  company?: string;
  /**
   * Timers for the actors (session expiry, toasts…). Tests pass xstate's `SimulatedClock`
   * here and as the clock port, so that time is simulated everywhere at once.
   */
  scheduler?: ActorScheduler;
}

export interface Club {
  readonly session: ActorRefFrom<typeof sessionMachine>;
  readonly companyConfig: ActorRefFrom<typeof companyConfigMachine>;
  readonly member: ActorRefFrom<typeof memberMachine>;
  readonly session$: Observable<SnapshotFrom<typeof sessionMachine>>;
  readonly companyConfig$: Observable<SnapshotFrom<typeof companyConfigMachine>>;
  readonly member$: Observable<SnapshotFrom<typeof memberMachine>>;
  signIn(request: LoginRequest): void;
  logout(): void;
  /** Whether a token exists and has not expired, by the club's clock. */
  isAuthenticated(): boolean;
  /** The current bearer token, for the HTTP adapter. */
  token(): string | null;
  stop(): void;
}

/**
 * Builds a club: the long-lived actors (session, company config, member) wired together.
 * Nothing is module-level, so two clubs in one process are independent.
 */
export function createClub(ports: ClubPorts, options: ClubOptions = {}): Club {
  const timers = options.scheduler ? { clock: options.scheduler } : {};
  const session = createActor(sessionMachine, { input: { ports }, ...timers }).start();
  const restored = session.getSnapshot().matches('signedIn');
  const companyConfig = createActor(companyConfigMachine, {
    input: {
      company: ports.company,
      ...(options.company === undefined ? {} : { slug: options.company }),
      audience: restored ? 'member' : 'public',
    },
    ...timers,
  }).start();
  const member = createActor(memberMachine, {
    input: { profile: ports.profile },
    ...timers,
  }).start();
  if (restored) member.send({ type: 'LOAD' });

  const session$ = observe(session);
  // Each change after the first is a sign-in or a sign-out: reload what depends on it.
  const wiring = session$
    .pipe(
      map((snapshot) => snapshot.matches('signedIn')),
      distinctUntilChanged(),
      skip(1),
    )
    .subscribe((signedIn) => {
      if (signedIn) {
        companyConfig.send({ type: 'LOAD', audience: 'member' });
        member.send({ type: 'LOAD' });
      } else {
        member.send({ type: 'CLEAR' });
        companyConfig.send({ type: 'LOAD', audience: 'public' });
      }
    });

  return {
    session,
    companyConfig,
    member,
    session$,
    companyConfig$: observe(companyConfig),
    member$: observe(member),
    signIn: (request) => session.send({ type: 'SIGN_IN', request }),
    logout: () => session.send({ type: 'LOGOUT' }),
    isAuthenticated: () => isSessionValid(session.getSnapshot().context.auth, ports.clock.now()),
    token: () => session.getSnapshot().context.auth?.token ?? null,
    stop: () => {
      wiring.unsubscribe();
      member.stop();
      companyConfig.stop();
      session.stop();
    },
  };
}
