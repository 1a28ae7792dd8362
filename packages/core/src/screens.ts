import type { ActorRefFrom } from 'xstate';
import { activationMachine } from './activation/activation.machine.ts';
import { passwordResetMachine } from './auth/password-reset.machine.ts';
import type { Campaign } from './campaigns/campaign.schema.ts';
import { campaignMachine } from './campaigns/campaign.machine.ts';
import type { CampaignFilters } from './campaigns/campaigns.port.ts';
import { likeMachine, type LikeItem } from './campaigns/like.machine.ts';
import { listFiltersMachine } from './campaigns/list-filters.machine.ts';
import type { ListFilters } from './campaigns/list-filters.rules.ts';
import type { Club } from './club.ts';
import { coinMachine } from './engagement/coin.machine.ts';
import type { FavoritedCampaign } from './favorites/favorited-campaign.schema.ts';
import type { FavoritedCampaignsQuery } from './favorites/favorites.port.ts';
import { noticeMachine } from './notices/notice.machine.ts';
import type { Page } from './paging/page.schema.ts';
import { createPagingMachine } from './paging/paging.machine.ts';
import type { PagingRule } from './paging/paging.rules.ts';
import type { Partner } from './partners/partner.schema.ts';
import { partnerRequestMachine } from './partners/partner-request.machine.ts';
import { pharmacyCardMachine } from './pharmacy/pharmacy-card.machine.ts';
import { profileEditMachine } from './profile/profile-edit.machine.ts';
import { lettersMachine } from './redemptions/letters.machine.ts';
import type { Transaction } from './redemptions/transaction.schema.ts';
import { vouchersMachine } from './redemptions/vouchers.machine.ts';
import { searchSuggestionsMachine } from './search/search-suggestions.machine.ts';
import { PAGE_SIZES } from './shared/constants.ts';
import { supportMachine } from './support/support.machine.ts';
import type { CashbackRecord } from './wallet/cashback-record.schema.ts';
import { cashbackRedemptionMachine } from './wallet/cashback-redemption.machine.ts';
import { withdrawalMachine } from './wallet/withdrawal.machine.ts';
import type { WithdrawEndpoint } from './wallet/withdraw.schema.ts';

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

export interface PagedListItem {
  campaigns: Campaign;
  transactions: Transaction;
  cashback: CashbackRecord;
  awardPartners: Partner;
  engagementPartners: Partner;
  engagementCampaigns: Campaign;
  favoritedCampaigns: FavoritedCampaign;
  partners: Partner;
}

export interface PagedListQuery {
  campaigns: CampaignFilters;
  transactions: { searchPerk?: string };
  cashback: { searchPerk?: string; status?: string };
  awardPartners: { slug?: string };
  engagementPartners: { slug?: string };
  engagementCampaigns: { title?: string };
  favoritedCampaigns: FavoritedCampaignsQuery;
  partners: { is_main?: boolean };
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
 * The factories of per-screen actors (a campaign, a paged list, a withdrawal…), each started
 * on the club's clock with the club's ports. Kept out of `createClub` so that a host bundles
 * only what its screens use; a bot that wants them all calls this once.
 */
export function createClubScreens(club: Club): ClubScreens {
  const { port, start, member, companyConfig, options, onToken } = club.runtime;
  const { notify } = club;
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

  return {
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
        onToken,
      }),
    passwordReset: () => start(passwordResetMachine, { passwordReset: port('passwordReset') }),
  };
}
