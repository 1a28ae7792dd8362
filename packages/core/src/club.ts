import { defer, type Observable, type SchedulerLike } from 'rxjs';
import { randomIdempotencyKeys } from './shared/idempotency-key.port.ts';
import {
  createActor,
  type ActorRefFrom,
  type AnyActorLogic,
  type AnyActorRef,
  type InputFrom,
  type InspectionEvent,
  type Observer,
  type SnapshotFrom,
} from 'xstate';
import type { LoginRequest } from './auth/auth.port.ts';
import { sessionEffectsBy, sessionInput, type SessionPorts } from './auth/session.effects.ts';
import type { ClockPort } from './shared/clock.port.ts';
import { sessionMachine } from './auth/session.machine.ts';
import { signInResultOf, type SignInResult } from './auth/sign-in-result.ts';
import { categoriesEffects } from './campaigns/categories.flow.ts';
import { categoriesMachine } from './campaigns/categories.machine.ts';
import { isSessionValid } from './auth/session.rules.ts';
import { missingPort, type ClubPorts, type CorePorts, type FeaturePorts } from './club-ports.ts';
import type { StoragePort } from './shared/storage.port.ts';
import { companyConfigEffectsBy } from './company/company-config.effects.ts';
import type { CompanyPort } from './company/company.port.ts';
import { companyConfigMachine } from './company/company-config.machine.ts';
import { forgetMemberCompanyConfig, keepingCompanyConfig } from './company/kept-company-config.ts';
import { favoritesEffects } from './favorites/favorites.flow.ts';
import { favoritesMachine } from './favorites/favorites.machine.ts';
import { logoutDestination } from './navigation/logout.rules.ts';
import { HOME_PATH } from './navigation/public-routes.ts';
import { notificationsEffects } from './notifications/notifications.flow.ts';
import { notificationsMachine } from './notifications/notifications.machine.ts';
import type { ToastInput } from './notifications/toast.schema.ts';
import { toastsMachine } from './notifications/toasts.machine.ts';
import { memberEffectsBy } from './profile/member.effects.ts';
import type { ProfilePort } from './profile/profile.port.ts';
import { memberMachine } from './profile/member.machine.ts';
import {
  clearKeptRedemptions,
  forgetOtherOwners,
  redemptionsOwnerOf,
} from './redemptions/kept-redemptions-owner.ts';
import type { FlowClock } from './shared/flow.ts';
import type { AbortSignalLike } from './shared/abort-signal.ts';
import { lazily } from './shared/lazily.ts';
import { observe } from './shared/observe.ts';
import { waitFor } from './shared/wait-for.ts';
import {
  reconnecting,
  retryWhenOnline,
  type ConnectivitySource,
  type ReconnectLogic,
} from './shared/reconnect.actor.ts';

export type { ClubPorts, CorePorts, FeaturePorts };

/** Where the club's actors schedule their timers (xstate's `Clock`). */
export interface ActorScheduler {
  setTimeout(callback: (...args: unknown[]) => void, timeout: number): unknown;
  clearTimeout(id: unknown): void;
}

/** XState's inspection API: every event, transition and snapshot of the actors it is given. */
export type ClubInspector = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

export interface ClubOptions {
  /** The company slug for the public config; absent lets the API's host decide. */
  company?: string;
  /**
   * Timers for the actors (session expiry, toasts…). Tests pass xstate's `SimulatedClock`
   * here and as the clock port, so that time is simulated everywhere at once.
   */
  scheduler?: ActorScheduler;
  /** Where rxjs streams (the suggestion debounce) run; tests pass a virtual-time scheduler. */
  rxScheduler?: SchedulerLike;
  /** The external club sign-in page of generic apps (for the logout destination). */
  genericSignInUrl?: string;
  /**
   * Handed to XState's `inspect` for every actor the club starts (session, member,
   * notifications…), and kept as `runtime.inspect` for the flows a host starts
   * (`startFlow(flow, { inspect: club.runtime.inspect })`). For logging and debugging tools.
   */
  inspect?: ClubInspector;
  /**
   * The device's connection events (a browser's online/offline): a list or a read that failed
   * while offline asks again by itself once the device is back online. Absent (a bot, a
   * script), a failed read waits for a retry.
   */
  connectivity?: ConnectivitySource;
}

/**
 * What per-screen flows are built with: the club's ports, its clock and the long-lived actors
 * a flow reads. The flow factories live apart (flows.ts), so that a host bundles only the
 * flows its screens use; they build, and the host starts.
 */
export interface ClubRuntime {
  readonly ports: ClubPorts;
  readonly options: ClubOptions;
  /** A feature port, or one that fails every call with a ClubError naming it. */
  port<K extends keyof FeaturePorts>(name: K): FeaturePorts[K];
  /** The clock every flow's actor runs on (absent: the real timers). */
  readonly clock?: FlowClock;
  /** The club's `inspect` option, for the flows a host starts. */
  readonly inspect?: ClubInspector;
  /** The club's current time in ms (its clock port: real, or simulated in tests). */
  now(): number;
  /** A new `Idempotency-Key` for one member confirmation of a money-moving request. */
  newIdempotencyKey(): string;
  /** Where the club keeps what survives a reload (session, activation credentials). */
  readonly storage: StoragePort;
  /** Asks a failed read again once the device is back online (`options.connectivity`). */
  readonly reconnect?: ReconnectLogic;
  readonly member: ActorRefFrom<typeof memberMachine>;
  readonly companyConfig: ActorRefFrom<typeof companyConfigMachine>;
  /** Hands a token obtained by a flow (activation, invite) to the session. */
  onToken(token: string): void;
}

/** What `club.signIn` uses of an AbortSignal (the core has no DOM types). */
export interface SignInSignal extends AbortSignalLike {
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

export interface Club {
  readonly session: ActorRefFrom<typeof sessionMachine>;
  readonly companyConfig: ActorRefFrom<typeof companyConfigMachine>;
  readonly member: ActorRefFrom<typeof memberMachine>;
  readonly notifications: ActorRefFrom<typeof notificationsMachine>;
  readonly favorites: ActorRefFrom<typeof favoritesMachine>;
  readonly toasts: ActorRefFrom<typeof toastsMachine>;
  /** The campaign categories, loaded while a member is signed in (the category menu). */
  readonly categories: ActorRefFrom<typeof categoriesMachine>;
  readonly session$: Observable<SnapshotFrom<typeof sessionMachine>>;
  readonly companyConfig$: Observable<SnapshotFrom<typeof companyConfigMachine>>;
  readonly member$: Observable<SnapshotFrom<typeof memberMachine>>;
  readonly notifications$: Observable<SnapshotFrom<typeof notificationsMachine>>;
  readonly favorites$: Observable<SnapshotFrom<typeof favoritesMachine>>;
  readonly toasts$: Observable<SnapshotFrom<typeof toastsMachine>>;
  readonly categories$: Observable<SnapshotFrom<typeof categoriesMachine>>;
  /**
   * Signs in and resolves once the API has answered: signed in, must activate, a redirect,
   * or refused with the ClubError (a wrong password is `{ status: 'refused', error }`).
   * The session actor and `session$` show the same, for hosts that observe instead. Aborting
   * `signal` ends it at once, refused with the `aborted` kind (the request is cancelled).
   */
  signIn(request: LoginRequest, options?: { signal?: SignInSignal }): Promise<SignInResult>;
  /** Logs out, then goes where SPEC §4 says (through the location port, when provided). */
  logout(): void;
  /** Whether a token exists and has not expired, by the club's clock. */
  isAuthenticated(): boolean;
  /** The current bearer token, for the HTTP adapter. */
  token(): string | null;
  /** Shows a feedback toast. */
  notify(toast: ToastInput): void;
  /** Any actor's snapshots as an rxjs stream (starting with the current one). */
  observe<TActor extends AnyActorRef>(actor: TActor): Observable<SnapshotFrom<TActor>>;
  /** What per-screen flows (flows.ts) are built with. */
  readonly runtime: ClubRuntime;
  stop(): void;
}

/** The ports a club lends its member and company-config actors, keyed by their actor system. */
interface LentPorts {
  profile: ProfilePort;
  company: CompanyPort;
  session: SessionPorts;
}
const lentPorts = new WeakMap<object, LentPorts>();
const lentTo = (system: unknown): LentPorts => lentPorts.get(system as object)!;

/**
 * The member and company-config machines with their effects, built once per process: each
 * actor reaches its own club's ports through its system (`lentPorts`). A `provide` per club
 * rebuilt both state trees for every club (≈ 13 KiB of heap each; SDK capacity).
 */
let processMachines: {
  member: typeof memberMachine;
  companyConfig: typeof companyConfigMachine;
} | null = null;
function sharedMachines(): NonNullable<typeof processMachines> {
  processMachines ??= {
    member: memberMachine.provide({ actors: memberEffectsBy((system) => lentTo(system).profile) }),
    companyConfig: companyConfigMachine.provide({
      actors: companyConfigEffectsBy((system) => lentTo(system).company),
    }),
  };
  return processMachines;
}

/** The session machine with its effects, built once per process and clock (see above, ≈ 25 KiB). */
const sessionMachines = new WeakMap<ClockPort, typeof sessionMachine>();
function sharedSessionMachine(clock: ClockPort): typeof sessionMachine {
  let machine = sessionMachines.get(clock);
  if (!machine) {
    machine = sessionMachine.provide(sessionEffectsBy((system) => lentTo(system).session, clock));
    sessionMachines.set(clock, machine);
  }
  return machine;
}

/**
 * Builds a club: the long-lived actors (session, company config, member, notifications,
 * favorites, toasts) wired together. Per-screen flows come from the factories of flows.ts.
 * Nothing is module-level, so two clubs in one process are independent.
 */
export function createClub(ports: ClubPorts, options: ClubOptions = {}): Club {
  const timers = {
    ...(options.scheduler ? { clock: options.scheduler } : {}),
    ...(options.inspect ? { inspect: options.inspect } : {}),
  };
  const port = <K extends keyof FeaturePorts>(name: K): FeaturePorts[K] =>
    (ports[name] as FeaturePorts[K] | undefined) ?? missingPort<FeaturePorts[K]>(name);
  const start = <TLogic extends AnyActorLogic>(logic: TLogic, input: InputFrom<TLogic>) =>
    createActor(logic, { input, ...timers } as never).start() as ActorRefFrom<TLogic>;

  // Started on first read: a program that never reads the toasts, favorites, notifications
  // or categories (a bot) does not pay for them (SDK capacity).
  const toasts = lazily(() => createActor(toastsMachine, timers).start());
  // Flows call notify from inside their own actions: the toast is delivered right after, so
  // that one actor's transition never runs inside another's action.
  let stopped = false;
  const notify = (toast: ToastInput): void => {
    void Promise.resolve().then(() => {
      if (!stopped) toasts.get().send({ type: 'SHOW', toast });
    });
  };

  const lent: LentPorts = {
    profile: ports.profile,
    company: keepingCompanyConfig(ports.company, ports.storage),
    session: ports,
  };
  // The ports are lent before the actor starts: a load may begin at once.
  const startLending = <TLogic extends AnyActorLogic>(logic: TLogic, input: InputFrom<TLogic>) => {
    const actor = createActor(logic, { input, ...timers } as never);
    lentPorts.set(actor.system, lent);
    return actor.start() as ActorRefFrom<TLogic>;
  };
  const session = startLending(sharedSessionMachine(ports.clock), sessionInput(ports));
  const signedIn = (): boolean => session.getSnapshot().matches('signedIn');
  const restored = signedIn();
  const companyConfig = startLending(sharedMachines().companyConfig, {
    ...(options.company === undefined ? {} : { slug: options.company }),
    audience: restored ? 'member' : 'public',
  });
  // A failed read of the member's data asks again once the device is back online.
  const reconnect = options.connectivity ? retryWhenOnline(options.connectivity) : undefined;
  const member = startLending(reconnecting(sharedMachines().member, reconnect), undefined);
  // Each member-data actor, once started, loads at once if a member is signed in.
  const notifications = lazily(() =>
    loadedIf(
      start(notificationsMachine.provide(notificationsEffects(port('notifications'))), undefined),
      'CHECK',
    ),
  );
  const favorites = lazily(() =>
    loadedIf(
      start(favoritesMachine.provide(favoritesEffects(port('favorites'), { notify })), undefined),
      'LOAD',
    ),
  );
  const categories = lazily(() =>
    loadedIf(
      start(
        reconnecting(categoriesMachine.provide(categoriesEffects(port('campaigns'))), reconnect),
        undefined,
      ),
      'LOAD',
    ),
  );
  function loadedIf<TActor extends AnyActorRef>(actor: TActor, event: 'LOAD' | 'CHECK'): TActor {
    if (signedIn()) actor.send({ type: event });
    return actor;
  }
  const loadMemberData = (): void => {
    member.send({ type: 'LOAD' });
    favorites.ifStarted()?.send({ type: 'LOAD' });
    categories.ifStarted()?.send({ type: 'LOAD' });
    notifications.ifStarted()?.send({ type: 'CHECK' });
  };
  // The redemptions kept for offline use belong to one member of one company: nobody else's
  // are ever left on the device, and signing out leaves none. (Not cleared before a session is
  // restored: a storage still hydrating has not said yet whose they are.)
  const keepOnlyTheMembers = (): void => {
    if (signedIn()) {
      forgetOtherOwners(ports.storage, redemptionsOwnerOf(session.getSnapshot().context.auth));
      return;
    }
    clearKeptRedemptions(ports.storage);
    forgetMemberCompanyConfig(ports.storage);
  };
  if (restored) keepOnlyTheMembers();
  if (restored) loadMemberData();

  // Each change of signed-in-ness is a sign-in or a sign-out: reload what depends on it. A plain
  // subscription, not an rxjs pipe over session$ (three operator subscribers per club).
  let wasSignedIn = signedIn();
  const wiring = session.subscribe((snapshot) => {
    const isSignedIn = snapshot.matches('signedIn');
    if (isSignedIn === wasSignedIn) return;
    wasSignedIn = isSignedIn;
    keepOnlyTheMembers();
    if (isSignedIn) {
      companyConfig.send({ type: 'LOAD', audience: 'member' });
      loadMemberData();
    } else {
      member.send({ type: 'CLEAR' });
      favorites.ifStarted()?.send({ type: 'CLEAR' });
      categories.ifStarted()?.send({ type: 'CLEAR' });
      notifications.ifStarted()?.send({ type: 'CLEAR' });
      companyConfig.send({ type: 'LOAD', audience: 'public' });
    }
  });

  return {
    session,
    companyConfig,
    member,
    get notifications() {
      return notifications.get();
    },
    get favorites() {
      return favorites.get();
    },
    get toasts() {
      return toasts.get();
    },
    get categories() {
      return categories.get();
    },
    session$: observe(session),
    companyConfig$: observe(companyConfig),
    member$: observe(member),
    // Deferred: the actor starts when the stream is subscribed to, not when it is read.
    notifications$: defer(() => observe(notifications.get())),
    favorites$: defer(() => observe(favorites.get())),
    toasts$: defer(() => observe(toasts.get())),
    categories$: defer(() => observe(categories.get())),
    signIn: (request, { signal } = {}) => {
      session.send({ type: 'SIGN_IN', request });
      const cancel = () => session.send({ type: 'CANCEL_SIGN_IN' });
      if (signal?.aborted) cancel();
      else signal?.addEventListener('abort', cancel, { once: true });
      return waitFor(session, (snapshot) => !snapshot.matches('signingIn'))
        .then(signInResultOf)
        .finally(() => signal?.removeEventListener('abort', cancel));
    },
    logout: () => {
      const config = companyConfig.getSnapshot().context.config;
      session.send({ type: 'LOGOUT' });
      const location = ports.location;
      if (!location) return;
      const destination = logoutDestination(config, options.genericSignInUrl ?? null);
      if (destination.kind === 'external') location.assign(destination.url);
      // The reload starts at Home: reloading the page the member was on would meet the guard's
      // 'Você precisa estar logado…' there, and signing out is no error.
      else location.assign(HOME_PATH);
    },
    isAuthenticated: () => isSessionValid(session.getSnapshot().context.auth, ports.clock.now()),
    token: () => session.getSnapshot().context.auth?.token ?? null,
    notify,
    observe,
    runtime: {
      ports,
      options,
      port,
      ...(options.scheduler ? { clock: options.scheduler } : {}),
      ...(options.inspect ? { inspect: options.inspect } : {}),
      now: () => ports.clock.now(),
      newIdempotencyKey: () => (ports.idempotencyKeys ?? randomIdempotencyKeys).newKey(),
      storage: ports.storage,
      ...(reconnect ? { reconnect } : {}),
      member,
      companyConfig,
      onToken: (token) => session.send({ type: 'TOKEN_RECEIVED', token }),
    },
    stop: () => {
      stopped = true;
      wiring.unsubscribe();
      for (const actor of [
        categories.ifStarted(),
        favorites.ifStarted(),
        notifications.ifStarted(),
        member,
        companyConfig,
        session,
        toasts.ifStarted(),
      ]) {
        actor?.stop();
      }
    },
  };
}
