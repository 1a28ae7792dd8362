import type { ActivationPort } from '../activation/activation.port.ts';
import { verifiedMemberOf } from '../activation/verified-member.schema.ts';
import type { PasswordResetPort } from '../auth/password-reset.port.ts';
import type { CampaignEventRequest } from '../campaigns/campaigns.port.ts';
import type { NegativeExperienceReport } from '../campaigns/negative-experience.schema.ts';
import type { FeaturePorts } from '../club-ports.ts';
import { cardBrandOf } from '../payment/card.rules.ts';
import { favoritedCampaignSchema } from '../favorites/favorited-campaign.schema.ts';
import type { PartnerRequest } from '../partners/partners.port.ts';
import { PAGE_SIZES } from '../shared/constants.ts';
import type { ClubError } from '../shared/club-error.ts';
import { normaliseForSearch } from '../shared/select-search.rules.ts';
import { compareByDiscount } from '../campaigns/discount.rules.ts';
import type { SupportRequest } from '../support/support.port.ts';
import type { WithdrawRequest } from '../wallet/withdraw.schema.ts';
import type { FakeMember } from './fake-world.ts';
import { pageOf } from './fake-pages.ts';
import type { FakeWorldData } from './fake-seed.ts';

/** What the fake server was asked to do: tests assert on it. */
export interface FakeRecordings {
  /** Every call, as 'port.method', in order. */
  calls: string[];
  withdrawals: WithdrawRequest[];
  supportRequests: SupportRequest[];
  partnerRequests: PartnerRequest[];
  tracked: { campaignId: string; payload: Record<string, unknown> }[];
  negativeExperiences: { campaignId: string; report: NegativeExperienceReport }[];
  events: { campaignId: string; request: CampaignEventRequest }[];
  /** The Idempotency-Key of every money-moving call, in order (null: sent without one). */
  idempotencyKeys: { call: string; key: string | null }[];
  /** Card numbers sent to add a payment card, as sent. */
  cards: { provider: string; cardNumber: string }[];
  profileUpdates: Record<string, unknown>[];
  analytics: { event: string; properties?: Record<string, unknown> }[];
  /** Where the location port was sent ('reload' for a reload). */
  locations: string[];
  searches: { query: string; aborted: () => boolean }[];
}

export interface FeatureDeps {
  world: FakeWorldData;
  members: FakeMember[];
  /** Signs a member in as the login would: the token of the fake auth port. */
  issueToken(document: string): string;
  /** The failure planned for a call key ('campaigns.get', 'wallet.withdraw'…), taken once. */
  takeFailure(key: string): ClubError | undefined;
  /** The signed-in member (a 401 without one), as the API reads it from the token. */
  currentMember(): FakeMember;
}

const notFound = (what: string): ClubError => ({
  kind: 'server',
  status: 404,
  message: `${what} não encontrado`,
});
const codeError = (code: number, message: string): ClubError => ({
  kind: 'server',
  status: 422,
  code,
  message,
});

/** In-memory implementations of every feature port over one world. */
export function createFeaturePorts(
  deps: FeatureDeps,
): FeaturePorts & { recordings: FakeRecordings } {
  const { world } = deps;
  const recordings: FakeRecordings = {
    calls: [],
    withdrawals: [],
    supportRequests: [],
    partnerRequests: [],
    tracked: [],
    negativeExperiences: [],
    events: [],
    idempotencyKeys: [],
    cards: [],
    profileUpdates: [],
    analytics: [],
    locations: [],
    searches: [],
  };
  /**
   * Partners with campaigns of one event, each carrying those campaigns (as the API's
   * partners/awards and partners/engagement answer); `slug` narrows them to one partner.
   */
  const partnersWithEvent = (event: 'award' | 'engagement', slug?: string) =>
    world.partners
      .filter((partner) => slug === undefined || partner.slug === slug)
      .map((partner) => ({
        ...partner,
        campaigns: world.campaigns
          .filter((campaign) => campaign.event === event && campaign.partner?.slug === partner.slug)
          .map(({ id, slug, name, title, image, eventData }) => ({
            id,
            slug,
            name,
            title,
            image,
            eventData: { price: eventData?.price ?? null },
          })),
      }))
      .filter((partner) => partner.campaigns.length > 0);
  /**
   * A money-moving call as the API runs it: a key seen before answers its first answer and
   * has no second effect (per port method; the fake has one member at a time).
   */
  const firstAnswers = new Map<string, unknown>();
  const once = async <T>(call: string, key: string | undefined, run: () => Promise<T>) => {
    const id = key === undefined ? null : `${call} ${key}`;
    if (id !== null && firstAnswers.has(id)) return firstAnswers.get(id) as T;
    const answer = await run();
    if (id !== null) firstAnswers.set(id, answer);
    return answer;
  };
  /** Records the call and throws the planned failure, if any. */
  const enter = (key: string): void => {
    recordings.calls.push(key);
    const failure = deps.takeFailure(key);
    if (failure) throw failure;
  };
  const find = <T extends { id: string }>(list: readonly T[], id: string, what: string): T => {
    const item = list.find((entry) => entry.id === id);
    if (!item) throw notFound(what);
    return item;
  };
  const memberOf = (document: string): FakeMember | undefined =>
    deps.members.find((member) => member.document === document);

  const activation: ActivationPort = {
    async userByDocument(document) {
      enter('activation.userByDocument');
      const member = memberOf(document);
      if (!member) throw codeError(2, 'Usuário não encontrado');
      return { document: member.document, name: member.name };
    },
    async check(credentials) {
      enter('activation.check');
      const member = memberOf(credentials.document);
      if (!member) throw codeError(2, 'Usuário não encontrado');
      if (member.activated !== false) throw codeError(3, 'Usuário já ativado');
      return verifiedMemberOf({ document: member.document });
    },
    async verify(credentials) {
      enter('activation.verify');
      const member = memberOf(credentials.document);
      if (!member) throw codeError(2, 'Usuário não encontrado');
      return verifiedMemberOf({ document: member.document, name: member.name });
    },
    async activate(fields) {
      enter('activation.activate');
      return activateMember(fields);
    },
    async activateAuthenticate(fields) {
      enter('activation.activateAuthenticate');
      return activateMember(fields);
    },
    async acceptInvite(inviteToken, fields) {
      enter('activation.acceptInvite');
      if (!world.inviteTokens.includes(inviteToken)) throw notFound('Convite');
      return activateMember(fields);
    },
  };
  function activateMember(fields: Record<string, string>): string {
    const member = memberOf(fields['document'] ?? '');
    if (!member) throw codeError(2, 'Usuário não encontrado');
    member.activated = true;
    if (fields['password']) member.password = fields['password'];
    return deps.issueToken(member.document);
  }

  const passwordReset: PasswordResetPort = {
    async request() {
      enter('passwordReset.request');
    },
    async checkToken(token) {
      enter('passwordReset.checkToken');
      return world.resetTokens.includes(token);
    },
    async reset(token) {
      enter('passwordReset.reset');
      if (!world.resetTokens.includes(token))
        throw { kind: 'server', status: 422, message: 'Token inválido' } satisfies ClubError;
      world.resetTokens = world.resetTokens.filter((entry) => entry !== token);
    },
  };

  const withLikes = (slug: string, liked: boolean): void => {
    world.campaigns = world.campaigns.map((campaign) =>
      campaign.slug === slug
        ? {
            ...campaign,
            is_liked: liked,
            liked_count: Math.max(0, campaign.liked_count + (liked ? 1 : -1)),
          }
        : campaign,
    );
  };

  const ports: FeaturePorts = {
    activation,
    passwordReset,
    memberAccount: {
      async update(fields) {
        enter('memberAccount.update');
        recordings.profileUpdates.push(fields);
      },
      async checkEmail(email) {
        enter('memberAccount.checkEmail');
        return !world.takenEmails.includes(email.toLowerCase());
      },
      async changePassword(change) {
        enter('memberAccount.changePassword');
        const member = deps.currentMember();
        if (member.password !== change.current_password) {
          throw codeError(1, 'Senha atual incorreta');
        }
        member.password = change.password;
      },
    },
    campaigns: {
      async list(filters) {
        enter('campaigns.list');
        let list = world.campaigns.filter(
          (campaign) =>
            (!filters.category ||
              campaign.partner?.categories.some(
                (category) => category.slug === filters.category,
              )) &&
            (!filters.partner || campaign.partner?.slug === filters.partner) &&
            (!filters.highlight || campaign.is_highlighted) &&
            (!filters.cashback || campaign.eventData?.is_cashback) &&
            (!filters.exclusive || campaign.partner?.is_exclusive),
        );
        const name = (campaign: (typeof list)[number]): string => campaign.partner?.name ?? '';
        if (filters.orderBy === 'alphabetical')
          list = [...list].sort((a, b) => name(a).localeCompare(name(b)));
        if (filters.orderBy === 'alphainverse')
          list = [...list].sort((a, b) => name(b).localeCompare(name(a)));
        if (filters.orderBy === 'likes')
          list = [...list].sort((a, b) => b.liked_count - a.liked_count);
        if (filters.orderBy === 'discount') list = [...list].sort(compareByDiscount);
        return pageOf(list, filters.page ?? 1, filters.limit ?? PAGE_SIZES.categorySearch);
      },
      async get(slug) {
        enter('campaigns.get');
        const campaign = world.campaigns.find((entry) => entry.slug === slug);
        if (!campaign) throw notFound('Campanha');
        return { ...campaign, is_favorited: world.favorites.includes(slug) };
      },
      async categories() {
        enter('campaigns.categories');
        return world.categories;
      },
      async publicCategories() {
        enter('campaigns.publicCategories');
        return world.categories;
      },
      async banners() {
        enter('campaigns.banners');
        return world.banners;
      },
      async paginatedBanners(query) {
        enter('campaigns.paginatedBanners');
        return pageOf(world.banners, query.page ?? 1, query.limit ?? 10);
      },
      async shelves(query) {
        enter('campaigns.shelves');
        return [
          {
            name: 'Principais Parceiros',
            slug: null,
            permission: null,
            partners: world.partners.slice(0, query.quantity),
          },
        ];
      },
      async nearby() {
        enter('campaigns.nearby');
        return world.partners.map((partner, index) => ({
          ...partner,
          distance: 0.5 + index * 1.25,
        }));
      },
      async toggleLike(slug) {
        enter('campaigns.toggleLike');
        const campaign = world.campaigns.find((entry) => entry.slug === slug);
        if (!campaign) throw notFound('Campanha');
        withLikes(slug, !campaign.is_liked);
        return !campaign.is_liked;
      },
      async requestEvent(campaignId, request, options) {
        recordings.idempotencyKeys.push({
          call: 'campaigns.requestEvent',
          key: options?.idempotencyKey ?? null,
        });
        enter('campaigns.requestEvent');
        return once('campaigns.requestEvent', options?.idempotencyKey, async () => {
          recordings.events.push({ campaignId, request });
          const campaign = find(world.campaigns, campaignId, 'Campanha');
          if (request.kind === 'link') return { link: `https://parceiro.example/${campaign.slug}` };
          if (request.kind === 'code') return { code: `COD-${campaign.id}` };
          if (request.kind === 'payment') return { message: 'Pagamento registrado' };
          if (request.kind === 'giftCard')
            return {
              message: 'Resgate realizado com sucesso',
              data: { value: request.priceOption },
            };
          if (request.value > world.coin.balance) {
            throw {
              kind: 'server',
              status: 422,
              message: 'Saldo insuficiente',
            } satisfies ClubError;
          }
          world.coin = { ...world.coin, balance: world.coin.balance - request.value };
          return { data: { campaign: campaign.slug, value: request.value } };
        });
      },
      async track(campaignId, payload) {
        enter('campaigns.track');
        recordings.tracked.push({ campaignId, payload });
      },
      async negativeExperienceTypes() {
        enter('campaigns.negativeExperienceTypes');
        return [
          { id: '1', title: 'O desconto não foi aplicado', status: '1' },
          { id: '2', title: 'Fui mal atendido', status: '1' },
        ];
      },
      async reportNegativeExperience(campaignId, report) {
        enter('campaigns.reportNegativeExperience');
        recordings.negativeExperiences.push({ campaignId, report });
      },
      async addPaymentCard(provider, cardNumber) {
        enter('campaigns.addPaymentCard');
        if (/\s/.test(cardNumber)) throw notFound('Cartão');
        recordings.cards.push({ provider, cardNumber });
        return {
          id: String(recordings.cards.length),
          provider,
          brand: cardBrandOf(cardNumber),
          last_digits: cardNumber.slice(-4),
        };
      },
    },
    search: {
      async search(query, signal) {
        enter('search.search');
        recordings.searches.push({ query: query.query, aborted: () => signal?.aborted ?? false });
        const term = normaliseForSearch(query.query);
        const hits = world.campaigns.filter((campaign) =>
          normaliseForSearch(`${campaign.name ?? ''} ${campaign.partner?.name ?? ''}`).includes(
            term,
          ),
        );
        const perPage = query.hitsPerPage ?? PAGE_SIZES.searchHits;
        const page = query.page ?? 0;
        return {
          hits: hits.slice(page * perPage, (page + 1) * perPage),
          nbHits: hits.length,
          page,
        };
      },
    },
    favorites: {
      async slugs() {
        enter('favorites.slugs');
        return [...world.favorites];
      },
      async campaigns(query) {
        enter('favorites.campaigns');
        const items = world.campaigns
          .filter((campaign) => world.favorites.includes(campaign.slug))
          .map((campaign) => favoritedCampaignSchema.parse({ ...campaign, is_favorited: true }));
        return pageOf(items, query.page ?? 1, query.limit ?? PAGE_SIZES.favorites);
      },
      async toggle(slug) {
        enter('favorites.toggle');
        const now = !world.favorites.includes(slug);
        world.favorites = now
          ? [...world.favorites, slug]
          : world.favorites.filter((entry) => entry !== slug);
        return now;
      },
    },
    notifications: {
      async check() {
        enter('notifications.check');
        return world.hasNewNotifications;
      },
      async list() {
        enter('notifications.list');
        world.hasNewNotifications = false;
        return world.notifications.map((notification) => ({ ...notification }));
      },
      async markRead(id) {
        enter('notifications.markRead');
        world.notifications = world.notifications.map((entry) =>
          entry.id === id ? { ...entry, read: true } : entry,
        );
      },
    },
    wallet: {
      async withdraw(request, options) {
        recordings.idempotencyKeys.push({
          call: 'wallet.withdraw',
          key: options?.idempotencyKey ?? null,
        });
        enter('wallet.withdraw');
        await once('wallet.withdraw', options?.idempotencyKey, async () => {
          recordings.withdrawals.push(request);
          if (request.payload.value > world.balanceCents) {
            throw {
              kind: 'server',
              status: 422,
              message: 'saldo insuficiente',
            } satisfies ClubError;
          }
          world.balanceCents -= request.payload.value;
        });
      },
      async cashbackRecords(query) {
        enter('wallet.cashbackRecords');
        return pageOf(world.cashbackRecords, query.page ?? 1, query.limit ?? PAGE_SIZES.cashback);
      },
      async redeemCashback(_payload, options) {
        recordings.idempotencyKeys.push({
          call: 'wallet.redeemCashback',
          key: options?.idempotencyKey ?? null,
        });
        enter('wallet.redeemCashback');
        return once('wallet.redeemCashback', options?.idempotencyKey, async () => ({
          message: 'Resgate realizado com sucesso',
        }));
      },
    },
    redemptions: {
      async letters(query) {
        enter('redemptions.letters');
        return pageOf(world.letters, query.page ?? 1, query.limit ?? PAGE_SIZES.letters);
      },
      async letter(id) {
        enter('redemptions.letter');
        return find(world.letters, id, 'Carta');
      },
      async requestLetter(campaignId, data) {
        enter('redemptions.requestLetter');
        const letter = {
          ...find(world.letters, world.letters[0]?.id ?? '', 'Carta'),
          id: `${campaignId}-${world.letters.length + 1}`,
          user_name: data.name,
          user_document: data.document,
          user_email: data.email,
        };
        world.letters = [letter, ...world.letters];
        return letter;
      },
      async sendLetter(letterId) {
        enter('redemptions.sendLetter');
        find(world.letters, letterId, 'Carta');
        return true;
      },
      async deleteLetter(id) {
        enter('redemptions.deleteLetter');
        find(world.letters, id, 'Carta');
        world.letters = world.letters.filter((letter) => letter.id !== id);
      },
      async vouchers(query) {
        enter('redemptions.vouchers');
        return pageOf(world.vouchers, query.page ?? 1, query.limit ?? PAGE_SIZES.vouchers);
      },
      async voucher(id) {
        enter('redemptions.voucher');
        return find(world.vouchers, id, 'Voucher');
      },
      async deleteVoucher(id) {
        enter('redemptions.deleteVoucher');
        find(world.vouchers, id, 'Voucher');
        world.vouchers = world.vouchers.filter((voucher) => voucher.id !== id);
      },
      async transactions(query) {
        enter('redemptions.transactions');
        return pageOf(world.transactions, query.page ?? 1, query.limit ?? PAGE_SIZES.transactions);
      },
      async giftCard(transactionId) {
        enter('redemptions.giftCard');
        find(world.transactions, transactionId, 'Transação');
        return {
          gift_card_code: `GIFT-${transactionId}`,
          gift_card_password: '1234',
          status: 'available',
          campaign: { eventData: { rescue_type: 'giftcard' } },
        };
      },
    },
    engagement: {
      async coin() {
        enter('engagement.coin');
        return world.coin;
      },
      async partners(query) {
        enter('engagement.partners');
        const list = partnersWithEvent('engagement', query.slug);
        return pageOf(list, query.page ?? 1, query.limit ?? PAGE_SIZES.engagement);
      },
      async campaigns(query) {
        enter('engagement.campaigns');
        const title = normaliseForSearch(query.title ?? '');
        const list = world.campaigns.filter(
          (campaign) =>
            campaign.event === 'engagement' &&
            normaliseForSearch(`${campaign.title ?? ''} ${campaign.name ?? ''}`).includes(title),
        );
        return pageOf(list, query.page ?? 1, query.limit ?? PAGE_SIZES.engagement);
      },
    },
    awards: {
      async partners(query) {
        enter('awards.partners');
        const list = partnersWithEvent('award', query.slug);
        return pageOf(list, query.page ?? 1, query.limit ?? PAGE_SIZES.awards);
      },
    },
    partners: {
      async list(query) {
        enter('partners.list');
        return pageOf(world.partners, query.page ?? 1, query.limit ?? PAGE_SIZES.shelfPartners);
      },
      async requestPartnership(request) {
        enter('partners.requestPartnership');
        recordings.partnerRequests.push(request);
        return true;
      },
    },
    support: {
      async send(request) {
        enter('support.send');
        recordings.supportRequests.push(request);
      },
    },
    pharmacy: {
      async activate() {
        enter('pharmacy.activate');
        return true;
      },
    },
    notices: {
      async last() {
        enter('notices.last');
        return world.notice;
      },
      async link(id) {
        enter('notices.link');
        return `https://clube.example/avisos/${id}`;
      },
    },
    postalCode: {
      async lookup(cep) {
        enter('postalCode.lookup');
        const address = world.postalCodes[cep.replace(/\D/g, '')];
        if (!address) throw notFound('CEP');
        return address;
      },
    },
    geolocation: {
      async current() {
        enter('geolocation.current');
        return world.position;
      },
    },
    analytics: {
      track(event, properties) {
        recordings.analytics.push(properties ? { event, properties } : { event });
      },
    },
    location: {
      current: () => recordings.locations.at(-1) ?? '/',
      assign: (url) => void recordings.locations.push(url),
      open: (url) => void recordings.locations.push(url),
      reload: () => void recordings.locations.push('reload'),
    },
  };
  return { ...ports, recordings };
}
