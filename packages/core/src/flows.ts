import {
  accountValuesOf,
  activationFormMachine,
  companyConfirmFormMachine,
  documentCheckFormMachine,
  inviteFormMachine,
} from './activation/activation.forms.ts';
import { activationMachine } from './activation/activation.machine.ts';
import type { ActivationCredentials } from './activation/activation.port.ts';
import type { ActivationActor } from './activation/activation.steps.ts';
import { companyChoiceOf, type VerifiedMember } from './activation/verified-member.schema.ts';
import type { CompanyChoice } from './auth/auth-state.schema.ts';
import { passwordResetMachine } from './auth/password-reset.machine.ts';
import {
  forgotPasswordFormMachine,
  newPasswordFormMachine,
  type PasswordResetActor,
} from './auth/password-reset.forms.ts';
import type { Category } from './campaigns/category.schema.ts';
import { readStoredCredentials, storeCredentials } from './navigation/generic-app.rules.ts';
import { signInFormMachine } from './auth/sign-in.form.ts';
import type { Campaign } from './campaigns/campaign.schema.ts';
import { campaignPageSize } from './campaigns/campaign-page-size.rules.ts';
import { campaignMachine } from './campaigns/campaign.machine.ts';
import type { CampaignFilters } from './campaigns/campaigns.port.ts';
import { likeMachine, type LikeItem } from './campaigns/like.machine.ts';
import { listFiltersMachine } from './campaigns/list-filters.machine.ts';
import type { ListFilters } from './campaigns/list-filters.rules.ts';
import type { Club } from './club.ts';
import { canUse } from './company/permissions.rules.ts';
import { coinMachine } from './engagement/coin.machine.ts';
import type { Coin } from './engagement/coin.schema.ts';
import { loadRewardPartner, rewardPartnerMachine } from './engagement/reward-partner.machine.ts';
import { rewardRedemptionFormMachine } from './engagement/reward-redemption.form.ts';
import { awardPartnerMachine, loadAwardPartner } from './awards/award-partner.machine.ts';
import { awardRedemptionFormMachine } from './awards/award-redemption.form.ts';
import type { FavoritedCampaign } from './favorites/favorited-campaign.schema.ts';
import type { FavoritedCampaignsQuery } from './favorites/favorites.port.ts';
import { homeMachine } from './home/home.machine.ts';
import { nearbyMachine } from './location/nearby.machine.ts';
import { noticeMachine } from './notices/notice.machine.ts';
import type { Page } from './paging/page.schema.ts';
import { createPagingMachine, type PageRequest } from './paging/paging.machine.ts';
import type { PagingRule } from './paging/paging.rules.ts';
import type { Partner } from './partners/partner.schema.ts';
import {
  EMPTY_PARTNER_REQUEST,
  partnerRequestFormMachine,
} from './partners/partner-request.form.ts';
import { pharmacyCardFormMachine } from './pharmacy/pharmacy-card.form.ts';
import { changePasswordFormMachine } from './profile/change-password.form.ts';
import { profileEditFormMachine, profileValuesOf } from './profile/profile-edit.form.ts';
import { lettersMachine } from './redemptions/letters.machine.ts';
import type { Transaction } from './redemptions/transaction.schema.ts';
import type { Voucher } from './redemptions/voucher.schema.ts';
import { vouchersMachine } from './redemptions/vouchers.machine.ts';
import type { Banner } from './campaigns/banner.schema.ts';
import type { CampaignsPort } from './campaigns/campaigns.port.ts';
import { cardFormMachine } from './payment/card.form.ts';
import { paymentFormMachine } from './payment/payment.form.ts';
import { paymentMethodsOf, priceOptionsOf, quantityBoundsOf } from './payment/payment.rules.ts';
import { negativeExperienceFormMachine } from './campaigns/negative-experience.form.ts';
import type { GiftCard } from './redemptions/gift-card.schema.ts';
import { letterRequestFormMachine } from './redemptions/letter-request.form.ts';
import { letterSendFormMachine } from './redemptions/letter-send.form.ts';
import type { RedemptionsPort } from './redemptions/redemptions.port.ts';
import { searchSuggestionsMachine } from './search/search-suggestions.machine.ts';
import {
  searchRequestFor,
  searchResultPage,
  type SearchCampaignsQuery,
} from './search/search-page.rules.ts';
import { createLoadMachine } from './shared/load.machine.ts';
import { isoDayInSaoPaulo } from './shared/masks.rules.ts';
import { PAGE_SIZES } from './shared/constants.ts';
import { flow, type Flow } from './shared/flow.ts';
import { EMPTY_SUPPORT, supportFormMachine } from './support/support.form.ts';
import type { CashbackRecord } from './wallet/cashback-record.schema.ts';
import { cashbackRedemptionFormMachine } from './wallet/cashback-redemption.form.ts';
import type { CashbackQuery } from './wallet/wallet.port.ts';
import type { WithdrawEndpoint } from './wallet/withdraw.schema.ts';
import { EMPTY_WITHDRAWAL, withdrawalFormMachine } from './wallet/withdrawal.form.ts';
import { balanceOf } from './wallet/withdrawal.rules.ts';

/**
 * The per-screen flows, each built (logic + input + the club's clock) and never started here.
 * Every factory is its own export, so a host bundles only the flows its screens import;
 * `createClubFlows` gathers them for hosts that want them all (bots, tests).
 */

/** The paged lists a screen can open, with the item each holds and the query each takes. */
export interface PagedLists {
  campaigns: { item: Campaign; query: Omit<CampaignFilters, 'page' | 'limit'> };
  transactions: { item: Transaction; query: { searchPerk?: string } };
  uniqueCodes: { item: Voucher; query: { searchPerk?: string } };
  cashback: { item: CashbackRecord; query: Omit<CashbackQuery, 'page' | 'limit'> };
  awardPartners: { item: Partner; query: { slug?: string } };
  engagementPartners: { item: Partner; query: { slug?: string } };
  engagementCampaigns: { item: Campaign; query: { title?: string } };
  favoritedCampaigns: {
    item: FavoritedCampaign;
    query: Omit<FavoritedCampaignsQuery, 'page' | 'limit'>;
  };
  partners: { item: Partner; query: { is_main?: boolean } };
  /** Campanhas?query=: the search's results, with the list's sort and filters. */
  searchCampaigns: { item: Campaign; query: SearchCampaignsQuery };
}

export type PagedListKind = keyof PagedLists;
export type PagedListItem<K extends PagedListKind> = PagedLists[K]['item'];
export type PagedListQuery<K extends PagedListKind> = PagedLists[K]['query'];

type PageFetcher<K extends PagedListKind> = (
  request: PageRequest<PagedListQuery<K>>,
) => Promise<Page<PagedListItem<K>>>;

// One paging logic for every list: the item type only matters to the views.
const pagingMachine = createPagingMachine<unknown, Record<string, unknown>>();
export type PagedListMachine<K extends PagedListKind> = ReturnType<
  typeof createPagingMachine<PagedListItem<K>, PagedListQuery<K>>
>;

const keyOf = (item: unknown): string => {
  const { slug, id } = item as { slug?: string | null; id?: string | number | null };
  return String(slug ?? id ?? '');
};

function fetcherOf<K extends PagedListKind>(club: Club, kind: K): PageFetcher<K> {
  const { port } = club.runtime;
  const fetchers: { [L in PagedListKind]: PageFetcher<L> } = {
    campaigns: ({ page, query, signal }) =>
      port('campaigns').list({ ...query, page, limit: campaignPageSize(query) }, signal),
    transactions: ({ page, query, signal }) =>
      port('redemptions').transactions({ ...query, page, limit: PAGE_SIZES.transactions }, signal),
    uniqueCodes: ({ page, query, signal }) =>
      port('redemptions').vouchers(
        { ...query, page, limit: PAGE_SIZES.vouchers, type: UNIQUE_CODE_VOUCHER_TYPE },
        signal,
      ),
    cashback: ({ page, query, signal }) =>
      port('wallet').cashbackRecords({ ...query, page, limit: PAGE_SIZES.cashback }, signal),
    awardPartners: ({ page, query, signal }) =>
      port('awards').partners({ ...query, page, limit: PAGE_SIZES.awards }, signal),
    engagementPartners: ({ page, query, signal }) =>
      port('engagement').partners({ ...query, page, limit: PAGE_SIZES.engagement }, signal),
    engagementCampaigns: ({ page, query, signal }) =>
      port('engagement').campaigns({ ...query, page, limit: PAGE_SIZES.engagement }, signal),
    favoritedCampaigns: ({ page, query, signal }) =>
      port('favorites').campaigns({ ...query, page, limit: PAGE_SIZES.favorites }, signal),
    partners: ({ page, query, signal }) =>
      port('partners').list({ ...query, page, limit: PAGE_SIZES.shelfPartners }, signal),
    searchCampaigns: async ({ page, query, signal }) =>
      searchResultPage(
        await port('search').search(searchRequestFor(query, page), signal),
        PAGE_SIZES.searchHits,
      ),
  };
  return fetchers[kind];
}

/** Vouchers of type '1' are the member's unique codes (the Códigos tab). */
export const UNIQUE_CODE_VOUCHER_TYPE = '1';

/** A paged list of one kind; it loads page 1 as soon as it starts. */
export function pagedListFlow<K extends PagedListKind>(
  club: Club,
  kind: K,
  query: PagedListQuery<K> = {} as PagedListQuery<K>,
  rule: PagingRule = 'untilTotal',
): Flow<PagedListMachine<K>> {
  return flow(
    pagingMachine as unknown as PagedListMachine<K>,
    { fetchPage: fetcherOf(club, kind), keyOf, rule, query },
    club.runtime.clock,
  );
}

export function signInFlow(club: Club): Flow<typeof signInFormMachine> {
  const slug = club.companyConfig.getSnapshot().context.config?.slug ?? null;
  return flow(
    signInFormMachine,
    { values: { document: '', password: '' }, deps: { session: club.session, company: slug } },
    club.runtime.clock,
  );
}

/**
 * A Pix withdrawal from one balance (cashback, awards or engagement points). Without
 * `balanceCents` the value is held to the member's balance as it is at each check; after a
 * success (or a request that got no answer, or 'saldo insuficiente') the member is reloaded,
 * so the balance shown is the server's.
 */
export function withdrawalFlow(
  club: Club,
  endpoint: WithdrawEndpoint,
  balanceCents?: number,
): Flow<typeof withdrawalFormMachine> {
  const { member, port, clock } = club.runtime;
  return flow(
    withdrawalFormMachine,
    {
      values: EMPTY_WITHDRAWAL,
      deps: {
        wallet: port('wallet'),
        endpoint,
        balanceCents:
          balanceCents ?? (() => balanceOf(member.getSnapshot().context.user, endpoint)),
        notify: club.notify,
        onBalanceChanged: () => member.send({ type: 'LOAD' }),
      },
    },
    clock,
  );
}

/** The home's shelves and (with awards) the award shelf; the carousel is `bannersFlow(club, 0)`. */
export function homeFlow(club: Club): Flow<typeof homeMachine> {
  const { port, clock } = club.runtime;
  const config = club.companyConfig.getSnapshot().context.config;
  return flow(
    homeMachine,
    {
      campaigns: port('campaigns'),
      awards: port('awards'),
      withAwards: config ? canUse(config, 'awards') : false,
    },
    clock,
  );
}

/** Próximos a você: the member's position, then the partners near it. */
export function nearbyFlow(club: Club): Flow<typeof nearbyMachine> {
  const { port, clock } = club.runtime;
  return flow(
    nearbyMachine,
    { geolocation: port('geolocation'), campaigns: port('campaigns') },
    clock,
  );
}

const bannersMachine = createLoadMachine<
  Banner[],
  { campaigns: CampaignsPort; type: 0 | 1; tag?: string }
>('banners');
const giftCardMachine = createLoadMachine<
  GiftCard,
  { redemptions: RedemptionsPort; transactionId: string }
>('giftCard');

/**
 * Banners of one kind (SPEC §7 Banners): 0 for the home carousel, 1 for the banners a campaign
 * list shows after every 3 campaigns; a tag narrows them to a vitrine.
 */
export function bannersFlow(club: Club, type: 0 | 1, tag?: string): Flow<typeof bannersMachine> {
  const { port, clock } = club.runtime;
  return flow(
    bannersMachine,
    {
      load: (deps) =>
        deps.campaigns.banners({ type: deps.type, ...(deps.tag ? { tag: deps.tag } : {}) }),
      deps: { campaigns: port('campaigns'), type, ...(tag ? { tag } : {}) },
      eager: true,
    },
    clock,
  );
}

/** A purchase's gift card: asked for only when the member reveals it. */
export function giftCardFlow(club: Club, transactionId: string): Flow<typeof giftCardMachine> {
  const { port, clock } = club.runtime;
  return flow(
    giftCardMachine,
    {
      load: (deps) => deps.redemptions.giftCard(deps.transactionId),
      deps: { redemptions: port('redemptions'), transactionId },
      eager: false,
    },
    clock,
  );
}

/** The letter-data form of a letter campaign, prefilled with the member's name and e-mail. */
export function letterRequestFlow(
  club: Club,
  campaignId: string,
): Flow<typeof letterRequestFormMachine> {
  const { port, clock, member } = club.runtime;
  const user = member.getSnapshot().context.user;
  const name = [user?.name, user?.last_name].filter(Boolean).join(' ');
  return flow(
    letterRequestFormMachine,
    {
      values: { name, document: '', number: '', email: user?.email ?? '', statement: false },
      deps: { redemptions: port('redemptions'), campaignId, notify: club.notify },
    },
    clock,
  );
}

/** Sends one letter by e-mail, to `email` unless the member types another address. */
export function letterSendFlow(
  club: Club,
  letterId: string,
  email = '',
): Flow<typeof letterSendFormMachine> {
  const { port, clock } = club.runtime;
  return flow(
    letterSendFormMachine,
    { values: { email }, deps: { redemptions: port('redemptions'), letterId } },
    clock,
  );
}

/** Adds a card for a payment campaign with the given provider. */
export function cardFlow(club: Club, provider: string): Flow<typeof cardFormMachine> {
  const { port, clock } = club.runtime;
  return flow(
    cardFormMachine,
    { values: { cardNumber: '' }, deps: { campaigns: port('campaigns'), provider } },
    clock,
  );
}

/**
 * Paying for a payment campaign: its price options, quantity bounds and methods come from the
 * campaign as loaded; a campaign with one price starts with it picked.
 */
export function paymentFlow(club: Club, campaign: Campaign): Flow<typeof paymentFormMachine> {
  const { port, clock } = club.runtime;
  const options = priceOptionsOf(campaign);
  const methods = paymentMethodsOf(campaign);
  const quantity = quantityBoundsOf(campaign);
  return flow(
    paymentFormMachine,
    {
      values: {
        price: options.length === 1 ? (options[0] ?? null) : null,
        quantity: quantity.min,
        method: methods[0] ?? 'pix',
        cardId: '',
      },
      deps: { campaigns: port('campaigns'), campaignId: campaign.id, options, methods, quantity },
    },
    clock,
  );
}

/** Telling the club about a bad experience with a campaign. */
export function negativeExperienceFlow(
  club: Club,
  campaignId: string,
): Flow<typeof negativeExperienceFormMachine> {
  const { port, clock } = club.runtime;
  return flow(
    negativeExperienceFormMachine,
    {
      values: { typeId: '', message: '' },
      deps: { campaigns: port('campaigns'), campaignId, notify: club.notify },
    },
    clock,
  );
}

export function noticeFlow(club: Club): Flow<typeof noticeMachine> {
  return flow(noticeMachine, { notices: club.runtime.port('notices') }, club.runtime.clock);
}

export function searchSuggestionsFlow(
  club: Club,
  recent?: string[],
): Flow<typeof searchSuggestionsMachine> {
  const { port, options, clock } = club.runtime;
  return flow(
    searchSuggestionsMachine,
    {
      search: port('search'),
      ...(options.rxScheduler ? { scheduler: options.rxScheduler } : {}),
      ...(recent ? { recent } : {}),
    },
    clock,
  );
}

export function campaignFlow(club: Club, slug: string): Flow<typeof campaignMachine> {
  const { port, clock } = club.runtime;
  return flow(campaignMachine, { campaigns: port('campaigns'), slug, notify: club.notify }, clock);
}

export function likeFlow(club: Club, item: LikeItem): Flow<typeof likeMachine> {
  const { port, clock } = club.runtime;
  return flow(likeMachine, { campaigns: port('campaigns'), item, notify: club.notify }, clock);
}

export function listFiltersFlow(
  club: Club,
  initial?: Partial<ListFilters>,
): Flow<typeof listFiltersMachine> {
  const config = club.companyConfig.getSnapshot().context.config;
  return flow(
    listFiltersMachine,
    {
      cashbackAllowed: config ? canUse(config, 'cashbackFilter') : false,
      ...(initial ? { initial } : {}),
    },
    club.runtime.clock,
  );
}

export function lettersFlow(club: Club): Flow<typeof lettersMachine> {
  const { port, clock } = club.runtime;
  return flow(lettersMachine, { redemptions: port('redemptions'), notify: club.notify }, clock);
}

export function vouchersFlow(club: Club): Flow<typeof vouchersMachine> {
  const { port, clock } = club.runtime;
  return flow(vouchersMachine, { redemptions: port('redemptions'), notify: club.notify }, clock);
}

/** Editing the member's own data, starting from the member as loaded now. */
export function profileEditFlow(club: Club): Flow<typeof profileEditFormMachine> {
  const { port, clock, member, ports } = club.runtime;
  const original = profileValuesOf(member.getSnapshot().context.user);
  return flow(
    profileEditFormMachine,
    {
      values: original,
      deps: {
        account: port('memberAccount'),
        postalCode: port('postalCode'),
        original,
        today: isoDayInSaoPaulo(ports.clock.now()),
        notify: club.notify,
        onSaved: () => member.send({ type: 'LOAD' }),
      },
    },
    clock,
  );
}

/** Alterar senha: the signed-in member's new password, proven by the current one. */
export function changePasswordFlow(club: Club): Flow<typeof changePasswordFormMachine> {
  const { port, clock } = club.runtime;
  return flow(
    changePasswordFormMachine,
    {
      values: { current: '', password: '', confirmation: '' },
      deps: { account: port('memberAccount'), notify: club.notify },
    },
    clock,
  );
}

/** Suporte: subject and message to the club's support. */
export function supportFlow(club: Club): Flow<typeof supportFormMachine> {
  const { port, clock } = club.runtime;
  return flow(
    supportFormMachine,
    { values: EMPTY_SUPPORT, deps: { support: port('support'), notify: club.notify } },
    clock,
  );
}

/** Seja parceiro: a company asks to join the club (its failures are silent: no toast). */
export function partnerRequestFlow(club: Club): Flow<typeof partnerRequestFormMachine> {
  const { port, clock } = club.runtime;
  return flow(
    partnerRequestFormMachine,
    { values: EMPTY_PARTNER_REQUEST, deps: { partners: port('partners') } },
    clock,
  );
}

/** Cartão farmácia: activates the member's card, then reloads the member (its expiry). */
export function pharmacyCardFlow(club: Club): Flow<typeof pharmacyCardFormMachine> {
  const { port, clock, member } = club.runtime;
  return flow(
    pharmacyCardFormMachine,
    {
      values: {},
      deps: {
        pharmacy: port('pharmacy'),
        notify: club.notify,
        onActivated: () => member.send({ type: 'LOAD' }),
      },
    },
    clock,
  );
}

export function coinFlow(club: Club): Flow<typeof coinMachine> {
  const { port, clock } = club.runtime;
  return flow(coinMachine, { engagement: port('engagement'), notify: club.notify }, clock);
}

/** Detalhes da recompensa: the engagement partner of that slug, with its rewards. */
export function rewardPartnerFlow(
  club: Club,
  partnerSlug: string,
): Flow<typeof rewardPartnerMachine> {
  const { port, clock } = club.runtime;
  return flow(
    rewardPartnerMachine,
    {
      load: loadRewardPartner,
      deps: { engagement: port('engagement'), slug: partnerSlug },
      eager: true,
    },
    clock,
  );
}

/**
 * Resgate de Recompensas: the chosen reward paid in the coin as the member opened it, after
 * a confirmation; the member's balances are read again after any answer.
 */
export function rewardRedemptionFlow(
  club: Club,
  reward: Campaign,
  coin: Coin,
): Flow<typeof rewardRedemptionFormMachine> {
  const { port, clock, member } = club.runtime;
  const reloadMember = () => member.send({ type: 'LOAD' });
  return flow(
    rewardRedemptionFormMachine,
    {
      values: { reward: reward.slug },
      deps: {
        campaigns: port('campaigns'),
        reward,
        coin,
        onRedeemed: reloadMember,
        onFailed: reloadMember,
      },
    },
    clock,
  );
}

/** The award detail: the award partner of that slug, with its award campaigns. */
export function awardPartnerFlow(
  club: Club,
  partnerSlug: string,
): Flow<typeof awardPartnerMachine> {
  const { port, clock } = club.runtime;
  return flow(
    awardPartnerMachine,
    { load: loadAwardPartner, deps: { awards: port('awards'), slug: partnerSlug }, eager: true },
    clock,
  );
}

/** An award redeemed for one of its amounts, checked against the member's award balance. */
export function awardRedemptionFlow(
  club: Club,
  award: Campaign,
): Flow<typeof awardRedemptionFormMachine> {
  const { port, clock, member } = club.runtime;
  return flow(
    awardRedemptionFormMachine,
    {
      values: { value: null },
      deps: {
        campaigns: port('campaigns'),
        award,
        balance: () => member.getSnapshot().context.user?.awards_balance ?? null,
        onRedeemed: () => member.send({ type: 'LOAD' }),
      },
    },
    clock,
  );
}

/**
 * Redeems the available cashback after the member confirms, then reloads the balance (and
 * calls `onRedeemed`, e.g. a screen's list of records, whose statuses changed).
 */
export function cashbackRedemptionFlow(
  club: Club,
  options: { onRedeemed?: () => void } = {},
): Flow<typeof cashbackRedemptionFormMachine> {
  const { port, clock, member } = club.runtime;
  return flow(
    cashbackRedemptionFormMachine,
    {
      values: {},
      deps: {
        wallet: port('wallet'),
        notify: club.notify,
        onRedeemed: () => {
          member.send({ type: 'LOAD' });
          options.onRedeemed?.();
        },
      },
    },
    clock,
  );
}

/**
 * Account activation (check, verify, activate); given credentials, it checks and verifies
 * them as soon as it starts (the activation form does, with `storedActivation`).
 */
export function activationFlow(
  club: Club,
  credentials?: ActivationCredentials | null,
): Flow<typeof activationMachine> {
  const { port, clock, onToken } = club.runtime;
  return flow(
    activationMachine,
    { activation: port('activation'), onToken, ...(credentials ? { credentials } : {}) },
    clock,
  );
}

/** What the activation pages go on with, as the sign-in or /ativar-conta stored it. */
export interface StoredActivation {
  document: string;
  /** What the form checks: the document at the confirmed company, else the club's own. */
  credentials: ActivationCredentials;
  /** The companies /verificacao offers (with their titles when verify sent them). */
  companies: CompanyChoice[];
  /** The confirmed company, if the member chose one. */
  company: string | null;
  /**
   * The member sets a password (activate) — unless the company vouched for them at start-up
   * (activate=true and a token: credentials flagged api), when activate-authenticate is used.
   */
  withPassword: boolean;
}

export function storedActivation(club: Club): StoredActivation | null {
  const stored = readStoredCredentials(club.runtime.ports.storage);
  if (!stored?.document) return null;
  const company = stored.company ?? club.companyConfig.getSnapshot().context.config?.slug ?? null;
  return {
    document: stored.document,
    credentials: { document: stored.document, ...(company ? { company } : {}) },
    companies: (stored.companies ?? []).map(companyChoiceOf),
    company: stored.company ?? null,
    withPassword: stored.api !== true,
  };
}

/** Ativar conta: the CPF checked and verified through `activation`; kept for /verificacao. */
export function documentCheckFlow(
  club: Club,
  activation: ActivationActor,
): Flow<typeof documentCheckFormMachine> {
  const { ports, clock } = club.runtime;
  return flow(
    documentCheckFormMachine,
    {
      values: { document: '' },
      deps: {
        activation,
        company: club.companyConfig.getSnapshot().context.config?.slug ?? null,
        remember: (credentials) => storeCredentials(ports.storage, credentials),
      },
    },
    clock,
  );
}

/** Confirmação de cadastro: the company chosen among the stored ones (the only one, chosen). */
export function companyConfirmFlow(club: Club): Flow<typeof companyConfirmFormMachine> {
  const { ports, clock } = club.runtime;
  const stored = readStoredCredentials(ports.storage);
  const companies = stored?.companies ?? [];
  const only = companies.length === 1 && companies[0] ? companyChoiceOf(companies[0]).slug : '';
  return flow(
    companyConfirmFormMachine,
    {
      values: { company: stored?.company ?? only },
      deps: {
        credentials: stored ?? { document: '' },
        remember: (credentials) => storeCredentials(ports.storage, credentials),
      },
    },
    clock,
  );
}

/** The activation form's fields, starting from the verified member; sent through `activation`. */
export function activationFormFlow(
  club: Club,
  activation: ActivationActor,
  member: VerifiedMember | null,
  withPassword: boolean,
): Flow<typeof activationFormMachine> {
  const { port, clock } = club.runtime;
  return flow(
    activationFormMachine,
    {
      values: accountValuesOf(member, withPassword),
      deps: { activation, account: port('memberAccount'), originalEmail: member?.email ?? '' },
    },
    clock,
  );
}

/** The HR-card invitation's form: a CPF and a new account, sent through `activation`. */
export function inviteFlow(
  club: Club,
  activation: ActivationActor,
  inviteToken: string,
): Flow<typeof inviteFormMachine> {
  const { port, clock } = club.runtime;
  return flow(
    inviteFormMachine,
    {
      values: { document: '', ...accountValuesOf(null, true) },
      deps: { activation, inviteToken, account: port('memberAccount'), originalEmail: '' },
    },
    clock,
  );
}

const interestsMachine = createLoadMachine<Category[], { campaigns: CampaignsPort }>('interests');

/** The interests an activating member may pick: the club's public categories, loaded at once. */
export function interestOptionsFlow(club: Club): Flow<typeof interestsMachine> {
  const { port, clock } = club.runtime;
  return flow(
    interestsMachine,
    {
      load: (deps) => deps.campaigns.publicCategories(),
      deps: { campaigns: port('campaigns') },
      eager: true,
    },
    clock,
  );
}

/**
 * Password reset. Without a token it waits for a request (Esqueci minha senha); given the
 * address's token — `null` when it has none — it checks it at once (Nova senha).
 */
export function passwordResetFlow(
  club: Club,
  tokenToCheck?: string | null,
): Flow<typeof passwordResetMachine> {
  const { port, clock } = club.runtime;
  return flow(
    passwordResetMachine,
    {
      passwordReset: port('passwordReset'),
      ...(tokenToCheck === undefined ? {} : { tokenToCheck }),
    },
    clock,
  );
}

/** Esqueci minha senha: the CPF, sent through `passwordReset`. */
export function forgotPasswordFlow(
  club: Club,
  passwordReset: PasswordResetActor,
): Flow<typeof forgotPasswordFormMachine> {
  return flow(
    forgotPasswordFormMachine,
    { values: { document: '' }, deps: { passwordReset } },
    club.runtime.clock,
  );
}

/** Nova senha: the new password and its confirmation, sent through `passwordReset`. */
export function newPasswordFlow(
  club: Club,
  passwordReset: PasswordResetActor,
): Flow<typeof newPasswordFormMachine> {
  return flow(
    newPasswordFormMachine,
    { values: { password: '', confirmation: '' }, deps: { passwordReset } },
    club.runtime.clock,
  );
}

/** Every flow of the club, bound to it: for bots and tests that use many. */
export function createClubFlows(club: Club) {
  return {
    pagedList: <K extends PagedListKind>(kind: K, query?: PagedListQuery<K>, rule?: PagingRule) =>
      pagedListFlow(club, kind, query, rule),
    signIn: () => signInFlow(club),
    withdrawal: (endpoint: WithdrawEndpoint, balanceCents?: number) =>
      withdrawalFlow(club, endpoint, balanceCents),
    home: () => homeFlow(club),
    nearby: () => nearbyFlow(club),
    notice: () => noticeFlow(club),
    banners: (type: 0 | 1, tag?: string) => bannersFlow(club, type, tag),
    giftCard: (transactionId: string) => giftCardFlow(club, transactionId),
    letterRequest: (campaignId: string) => letterRequestFlow(club, campaignId),
    letterSend: (letterId: string, email?: string) => letterSendFlow(club, letterId, email),
    card: (provider: string) => cardFlow(club, provider),
    payment: (campaign: Campaign) => paymentFlow(club, campaign),
    negativeExperience: (campaignId: string) => negativeExperienceFlow(club, campaignId),
    searchSuggestions: (recent?: string[]) => searchSuggestionsFlow(club, recent),
    campaign: (slug: string) => campaignFlow(club, slug),
    like: (item: LikeItem) => likeFlow(club, item),
    listFilters: (initial?: Partial<ListFilters>) => listFiltersFlow(club, initial),
    letters: () => lettersFlow(club),
    vouchers: () => vouchersFlow(club),
    profileEdit: () => profileEditFlow(club),
    changePassword: () => changePasswordFlow(club),
    support: () => supportFlow(club),
    partnerRequest: () => partnerRequestFlow(club),
    pharmacyCard: () => pharmacyCardFlow(club),
    coin: () => coinFlow(club),
    rewardPartner: (partnerSlug: string) => rewardPartnerFlow(club, partnerSlug),
    rewardRedemption: (reward: Campaign, coin: Coin) => rewardRedemptionFlow(club, reward, coin),
    awardPartner: (partnerSlug: string) => awardPartnerFlow(club, partnerSlug),
    awardRedemption: (award: Campaign) => awardRedemptionFlow(club, award),
    cashbackRedemption: (options?: { onRedeemed?: () => void }) =>
      cashbackRedemptionFlow(club, options),
    activation: () => activationFlow(club),
    passwordReset: () => passwordResetFlow(club),
  };
}

export type ClubFlows = ReturnType<typeof createClubFlows>;
