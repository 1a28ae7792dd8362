import { distinctUntilChanged, map, skip, type Observable, type SchedulerLike } from 'rxjs';
import {
  createActor,
  type ActorRefFrom,
  type AnyActorLogic,
  type AnyActorRef,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import { activationMachine } from './activation/activation.machine.ts';
import type { LoginRequest } from './auth/auth.port.ts';
import { passwordResetMachine } from './auth/password-reset.machine.ts';
import { sessionMachine } from './auth/session.machine.ts';
import { isSessionValid } from './auth/session.rules.ts';
import type { Campaign } from './campaigns/campaign.schema.ts';
import { campaignMachine } from './campaigns/campaign.machine.ts';
import type { CampaignFilters } from './campaigns/campaigns.port.ts';
import { likeMachine, type LikeItem } from './campaigns/like.machine.ts';
import { listFiltersMachine } from './campaigns/list-filters.machine.ts';
import type { ListFilters } from './campaigns/list-filters.rules.ts';
import { missingPort, type ClubPorts, type CorePorts, type FeaturePorts } from './club-ports.ts';
import { companyConfigMachine } from './company/company-config.machine.ts';
import { coinMachine } from './engagement/coin.machine.ts';
import type { FavoritedCampaign } from './favorites/favorited-campaign.schema.ts';
import { favoritesMachine } from './favorites/favorites.machine.ts';
import type { FavoritedCampaignsQuery } from './favorites/favorites.port.ts';
import { logoutDestination } from './navigation/logout.rules.ts';
import { noticeMachine } from './notices/notice.machine.ts';
import { notificationsMachine } from './notifications/notifications.machine.ts';
import type { ToastInput } from './notifications/toast.schema.ts';
import { toastsMachine } from './notifications/toasts.machine.ts';
import type { Page } from './paging/page.schema.ts';
import { createPagingMachine } from './paging/paging.machine.ts';
import type { PagingRule } from './paging/paging.rules.ts';
import type { Partner } from './partners/partner.schema.ts';
import { partnerRequestMachine } from './partners/partner-request.machine.ts';
import { pharmacyCardMachine } from './pharmacy/pharmacy-card.machine.ts';
import { memberMachine } from './profile/member.machine.ts';
import { profileEditMachine } from './profile/profile-edit.machine.ts';
import { lettersMachine } from './redemptions/letters.machine.ts';
import type { Transaction } from './redemptions/transaction.schema.ts';
import { vouchersMachine } from './redemptions/vouchers.machine.ts';
import { searchSuggestionsMachine } from './search/search-suggestions.machine.ts';
import { PAGE_SIZES } from './shared/constants.ts';
import { observe } from './shared/observe.ts';
import { supportMachine } from './support/support.machine.ts';
import type { CashbackRecord } from './wallet/cashback-record.schema.ts';
import { cashbackRedemptionMachine } from './wallet/cashback-redemption.machine.ts';
import { withdrawalMachine } from './wallet/withdrawal.machine.ts';
import type { WithdrawEndpoint } from './wallet/withdraw.schema.ts';

export type { ClubPorts, CorePorts, FeaturePorts };

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
  /** Where rxjs streams (the suggestion debounce) run; tests pass a virtual-time scheduler. */
  rxScheduler?: SchedulerLike;
  /** The external club sign-in page of generic apps (for the logout destination). */
  genericSignInUrl?: string;
}

/** The paged lists a screen can open. */
export type PagedListKind =
  | 'campaigns'
  | 'transactions'
  | 'cashback'
  | 'awardPartners'
  | 'engagementPartners'
  | 'engagementCampaigns'
  | 'favoritedCampaigns'
  | 'partners';

interface PagedListItem {
  campaigns: Campaign;
  transactions: Transaction;
  cashback: CashbackRecord;
  awardPartners: Partner;
  engagementPartners: Partner;
  engagementCampaigns: Campaign;
  favoritedCampaigns: FavoritedCampaign;
  partners: Partner;
}

interface PagedListQuery {
  campaigns: CampaignFilters;
  transactions: { searchPerk?: string };
  cashback: { searchPerk?: string; status?: string };
  awardPartners: { slug?: string };
  engagementPartners: { slug?: string };
  engagementCampaigns: { title?: string };
  favoritedCampaigns: FavoritedCampaignsQuery;
  partners: { is_main?: boolean };
}

export interface Club {
  readonly session: ActorRefFrom<typeof sessionMachine>;
  readonly companyConfig: ActorRefFrom<typeof companyConfigMachine>;
  readonly member: ActorRefFrom<typeof memberMachine>;
  readonly notifications: ActorRefFrom<typeof notificationsMachine>;
  readonly favorites: ActorRefFrom<typeof favoritesMachine>;
  readonly toasts: ActorRefFrom<typeof toastsMachine>;
  readonly session$: Observable<SnapshotFrom<typeof sessionMachine>>;
  readonly companyConfig$: Observable<SnapshotFrom<typeof companyConfigMachine>>;
  readonly member$: Observable<SnapshotFrom<typeof memberMachine>>;
  readonly notifications$: Observable<SnapshotFrom<typeof notificationsMachine>>;
  readonly favorites$: Observable<SnapshotFrom<typeof favoritesMachine>>;
  readonly toasts$: Observable<SnapshotFrom<typeof toastsMachine>>;
  signIn(request: LoginRequest): void;
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
  /** Per-screen actors, started; the screen stops them when it leaves. */
  readonly screens: ClubScreens;
  stop(): void;
}

export interface ClubScreens {
  campaign(slug: string): ActorRefFrom<typeof campaignMachine>;
  like(item: LikeItem): ActorRefFrom<typeof likeMachine>;
  listFilters(initial?: Partial<ListFilters>): ActorRefFrom<typeof listFiltersMachine>;
  pagedList<K extends PagedListKind>(
    kind: K,
    query?: PagedListQuery[K],
  ): ActorRefFrom<ReturnType<typeof createPagingMachine<PagedListItem[K]>>>;
  withdrawal(
    endpoint: WithdrawEndpoint,
    balanceCents: number,
  ): ActorRefFrom<typeof withdrawalMachine>;
  letters(): ActorRefFrom<typeof lettersMachine>;
  vouchers(): ActorRefFrom<typeof vouchersMachine>;
  profileEdit(): ActorRefFrom<typeof profileEditMachine>;
  support(): ActorRefFrom<typeof supportMachine>;
  partnerRequest(): ActorRefFrom<typeof partnerRequestMachine>;
  pharmacyCard(): ActorRefFrom<typeof pharmacyCardMachine>;
  searchSuggestions(recent?: string[]): ActorRefFrom<typeof searchSuggestionsMachine>;
  notice(): ActorRefFrom<typeof noticeMachine>;
  coin(): ActorRefFrom<typeof coinMachine>;
  cashbackRedemption(): ActorRefFrom<typeof cashbackRedemptionMachine>;
  activation(): ActorRefFrom<typeof activationMachine>;
  passwordReset(): ActorRefFrom<typeof passwordResetMachine>;
}

/**
 * Builds a club: the long-lived actors (session, company config, member, notifications,
 * favorites, toasts) wired together, and factories for per-screen actors. Nothing is
 * module-level, so two clubs in one process are independent.
 */
export function createClub(ports: ClubPorts, options: ClubOptions = {}): Club {
  const timers = options.scheduler ? { clock: options.scheduler } : {};
  const port = <K extends keyof FeaturePorts>(name: K): FeaturePorts[K] =>
    (ports[name] as FeaturePorts[K] | undefined) ?? missingPort<FeaturePorts[K]>(name);
  const start = <TLogic extends AnyActorLogic>(logic: TLogic, input: InputFrom<TLogic>) =>
    createActor(logic, { input, ...timers } as never).start() as ActorRefFrom<TLogic>;

  const toasts = createActor(toastsMachine, timers).start();
  // Flows call notify from inside their own actions: the toast is delivered right after, so
  // that one actor's transition never runs inside another's action.
  const notify = (toast: ToastInput): void => {
    void Promise.resolve().then(() => toasts.send({ type: 'SHOW', toast }));
  };

  const session = createActor(sessionMachine, { input: { ports }, ...timers }).start();
  const restored = session.getSnapshot().matches('signedIn');
  const companyConfig = start(companyConfigMachine, {
    company: ports.company,
    ...(options.company === undefined ? {} : { slug: options.company }),
    audience: restored ? 'member' : 'public',
  });
  const member = start(memberMachine, { profile: ports.profile });
  const notifications = start(notificationsMachine, { notifications: port('notifications') });
  const favorites = start(favoritesMachine, { favorites: port('favorites'), notify });
  const loadMemberData = (): void => {
    member.send({ type: 'LOAD' });
    favorites.send({ type: 'LOAD' });
    notifications.send({ type: 'CHECK' });
  };
  if (restored) loadMemberData();

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
        loadMemberData();
      } else {
        member.send({ type: 'CLEAR' });
        favorites.send({ type: 'CLEAR' });
        notifications.send({ type: 'CLEAR' });
        companyConfig.send({ type: 'LOAD', audience: 'public' });
      }
    });

  const pageFetchers: {
    [K in PagedListKind]: (
      query: PagedListQuery[K],
    ) => (page: number) => Promise<Page<PagedListItem[K]>>;
  } = {
    campaigns: (query) => (page) => port('campaigns').list({ ...query, page }),
    transactions: (query) => (page) =>
      port('redemptions').transactions({ ...query, page, limit: PAGE_SIZES.transactions }),
    cashback: (query) => (page) =>
      port('wallet').cashbackRecords({ ...query, page, limit: PAGE_SIZES.cashback }),
    awardPartners: (query) => (page) =>
      port('awards').partners({ ...query, page, limit: PAGE_SIZES.awards }),
    engagementPartners: (query) => (page) =>
      port('engagement').partners({ ...query, page, limit: PAGE_SIZES.engagement }),
    engagementCampaigns: (query) => (page) =>
      port('engagement').campaigns({ ...query, page, limit: PAGE_SIZES.engagement }),
    favoritedCampaigns: (query) => (page) =>
      port('favorites').campaigns({ ...query, page, limit: PAGE_SIZES.favorites }),
    partners: (query) => (page) =>
      port('partners').list({ ...query, page, limit: PAGE_SIZES.shelfPartners }),
  };
  const keyOf = (item: { slug?: string; id?: string | null }): string =>
    String(item.slug ?? item.id ?? '');

  const screens: ClubScreens = {
    campaign: (slug) => start(campaignMachine, { campaigns: port('campaigns'), slug, notify }),
    like: (item) => start(likeMachine, { campaigns: port('campaigns'), item, notify }),
    listFilters: (initial) =>
      start(listFiltersMachine, {
        cashbackAllowed:
          companyConfig.getSnapshot().context.config?.permissions.includes('cashback_tab') ?? false,
        ...(initial ? { initial } : {}),
      }),
    pagedList: <K extends PagedListKind>(kind: K, query?: PagedListQuery[K]) => {
      const rule: PagingRule = 'untilTotal';
      const actor = start(createPagingMachine<PagedListItem[K]>(), {
        fetchPage: pageFetchers[kind]((query ?? {}) as PagedListQuery[K]),
        keyOf: keyOf as (item: PagedListItem[K]) => string,
        rule,
      });
      actor.send({ type: 'LOAD' });
      return actor;
    },
    withdrawal: (endpoint, balanceCents) =>
      start(withdrawalMachine, { wallet: port('wallet'), endpoint, balanceCents, notify }),
    letters: () => {
      const actor = start(lettersMachine, { redemptions: port('redemptions'), notify });
      actor.send({ type: 'LOAD' });
      return actor;
    },
    vouchers: () => {
      const actor = start(vouchersMachine, { redemptions: port('redemptions'), notify });
      actor.send({ type: 'LOAD' });
      return actor;
    },
    profileEdit: () => {
      return start(profileEditMachine, {
        account: port('memberAccount'),
        postalCode: port('postalCode'),
        user: member.getSnapshot().context.user,
        notify,
        onSaved: () => member.send({ type: 'LOAD' }),
      });
    },
    support: () => start(supportMachine, { port: port('support'), notify }),
    partnerRequest: () => start(partnerRequestMachine, { port: port('partners'), notify }),
    pharmacyCard: () => start(pharmacyCardMachine, { port: port('pharmacy'), notify }),
    searchSuggestions: (recent) =>
      start(searchSuggestionsMachine, {
        search: port('search'),
        ...(options.rxScheduler ? { scheduler: options.rxScheduler } : {}),
        ...(recent ? { recent } : {}),
      }),
    notice: () => {
      const actor = start(noticeMachine, { notices: port('notices') });
      actor.send({ type: 'LOAD' });
      return actor;
    },
    coin: () => start(coinMachine, { engagement: port('engagement'), notify }),
    cashbackRedemption: () => start(cashbackRedemptionMachine, { port: port('wallet'), notify }),
    activation: () =>
      start(activationMachine, {
        activation: port('activation'),
        onToken: (token) => session.send({ type: 'TOKEN_RECEIVED', token }),
      }),
    passwordReset: () => start(passwordResetMachine, { passwordReset: port('passwordReset') }),
  };

  return {
    session,
    companyConfig,
    member,
    notifications,
    favorites,
    toasts,
    session$,
    companyConfig$: observe(companyConfig),
    member$: observe(member),
    notifications$: observe(notifications),
    favorites$: observe(favorites),
    toasts$: observe(toasts),
    signIn: (request) => session.send({ type: 'SIGN_IN', request }),
    logout: () => {
      const config = companyConfig.getSnapshot().context.config;
      session.send({ type: 'LOGOUT' });
      const location = ports.location;
      if (!location) return;
      const destination = logoutDestination(config, options.genericSignInUrl ?? null);
      if (destination.kind === 'external') location.assign(destination.url);
      else location.reload();
    },
    isAuthenticated: () => isSessionValid(session.getSnapshot().context.auth, ports.clock.now()),
    token: () => session.getSnapshot().context.auth?.token ?? null,
    notify,
    observe,
    screens,
    stop: () => {
      wiring.unsubscribe();
      for (const actor of [favorites, notifications, member, companyConfig, session, toasts]) {
        actor.stop();
      }
    },
  };
}
