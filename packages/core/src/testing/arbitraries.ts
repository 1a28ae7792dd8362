import * as fc from 'fast-check';
import type { ClubError } from '../shared/club-error.ts';
import type * as z from 'zod/mini';
import { bannerSchema } from '../campaigns/banner.schema.ts';
import { campaignSchema } from '../campaigns/campaign.schema.ts';
import { categorySchema } from '../campaigns/category.schema.ts';
import { negativeExperienceTypeSchema } from '../campaigns/negative-experience.schema.ts';
import { companyConfigSchema } from '../company/company-config.schema.ts';
import { coinSchema } from '../engagement/coin.schema.ts';
import { favoritedCampaignSchema } from '../favorites/favorited-campaign.schema.ts';
import { postalAddressSchema } from '../location/address.schema.ts';
import { noticeSchema } from '../notices/notice.schema.ts';
import { notificationSchema } from '../notifications/notification.schema.ts';
import { toastSchema } from '../notifications/toast.schema.ts';
import { paginationSchema } from '../paging/page.schema.ts';
import { MESSAGE_KEYS } from '../shared/message-keys.ts';
import {
  nearbyPartnerSchema,
  partnerSchema,
  shelfPartnerSchema,
} from '../partners/partner.schema.ts';
import { userSchema } from '../profile/user.schema.ts';
import { giftCardSchema } from '../redemptions/gift-card.schema.ts';
import { letterDataSchema, letterSchema } from '../redemptions/letter.schema.ts';
import { transactionSchema } from '../redemptions/transaction.schema.ts';
import { voucherSchema } from '../redemptions/voucher.schema.ts';
import { cashbackRecordSchema } from '../wallet/cashback-record.schema.ts';
import { withdrawPayloadSchema } from '../wallet/withdraw.schema.ts';
import { authStateSchema } from '../auth/auth-state.schema.ts';

/** Raw answers go through the real schema, so an arbitrary yields exactly the entity type. */
const parsed = <Schema extends z.ZodMiniType>(schema: Schema, raw: fc.Arbitrary<unknown>) =>
  raw.map((value) => schema.parse(value) as z.output<Schema>);

const slug = fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/);
const id = fc.oneof(fc.integer({ min: 1, max: 1_000_000 }), fc.uuid());
/** Missing, null or a value: the three shapes the provider sends. */
const maybe = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: null });
const text = fc.string({ maxLength: 40 });
const cents = fc.integer({ min: 0, max: 10_000_000 });
const isoDate = fc
  .date({
    min: new Date('2020-01-01T00:00:00Z'),
    max: new Date('2030-12-31T23:59:59Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString());

export const arbitraryPartnerRaw = fc.record({
  id,
  slug,
  name: fc.string({ minLength: 1, maxLength: 30 }),
  logo: maybe(fc.webUrl()),
  is_exclusive: fc.boolean(),
  categories: fc.array(fc.record({ slug, name: text }), { maxLength: 3 }),
  colors: maybe(fc.record({ primary: maybe(fc.constant('#565F7D')) })),
});
export const arbitraryPartner = parsed(partnerSchema, arbitraryPartnerRaw);
export const arbitraryShelfPartner = parsed(shelfPartnerSchema, arbitraryPartnerRaw);
export const arbitraryNearbyPartner = parsed(
  nearbyPartnerSchema,
  fc
    .record({
      partner: arbitraryPartnerRaw,
      distance: fc.double({ min: 0, max: 500, noNaN: true }),
    })
    .map(({ partner, distance }) => ({ ...partner, distance })),
);

export const arbitraryCampaign = parsed(
  campaignSchema,
  fc.record({
    id,
    slug,
    name: maybe(text),
    title: maybe(text),
    value: maybe(fc.integer({ min: 0, max: 100 })),
    symbol: maybe(fc.constantFrom('percent', 'currency', 'GRÁTIS', '2x1', 'dynamic')),
    event: maybe(fc.constantFrom('award', 'payment', 'engagement', 'other', 'desconhecido')),
    end_date: maybe(isoDate),
    liked_count: fc.nat(10_000),
    is_liked: fc.boolean(),
    is_favorited: fc.boolean(),
    is_highlighted: fc.boolean(),
    eventData: maybe(
      fc.record({ is_cashback: fc.boolean(), price: maybe(cents), link: maybe(fc.webUrl()) }),
    ),
    partner: maybe(arbitraryPartnerRaw),
  }),
);

export const arbitraryCategory = parsed(
  categorySchema,
  fc.record({
    id,
    name: fc.string({ minLength: 1 }),
    slug,
    is_menu: fc.boolean(),
    menu_order: maybe(fc.nat(50)),
  }),
);

export const arbitraryBanner = parsed(
  bannerSchema,
  fc.record({
    id,
    name: maybe(text),
    link: maybe(fc.webUrl()),
    showcase: maybe(slug),
    tags: fc.array(slug, { maxLength: 3 }),
    vidalink: fc.boolean(),
    only_tagged: fc.boolean(),
    partner_slug: maybe(slug),
    campaign_slug: maybe(slug),
  }),
);

export const arbitraryUser = parsed(
  userSchema,
  fc.record({
    id,
    name: maybe(text),
    last_name: maybe(text),
    email: maybe(fc.emailAddress()),
    document: maybe(fc.stringMatching(/^\d{11}$/)),
    news: maybe(fc.boolean()),
    cashback: maybe(cents),
    cashback_total: maybe(cents),
    awards_balance: maybe(cents),
    engagement_balance: maybe(cents),
  }),
);

export const arbitraryCompanyConfig = parsed(
  companyConfigSchema,
  fc.record({
    title: fc.string({ minLength: 1, maxLength: 30 }),
    slug,
    permissions: fc.subarray([
      'marketplace',
      'engagement',
      'awards',
      'highlight',
      'cashback_tab',
      'vidalink',
    ]),
    generic_app: fc.boolean(),
    has_api_access: fc.boolean(),
    has_restrict_access: fc.boolean(),
    has_geolocation_access: fc.boolean(),
    has_request_partners: fc.boolean(),
    logout: fc.boolean(),
    logout_url: maybe(fc.webUrl()),
    url: maybe(fc.webUrl()),
  }),
);

export const arbitraryLetter = parsed(
  letterSchema,
  fc.record({
    id,
    link: maybe(fc.webUrl()),
    user_name: maybe(text),
    available: fc.boolean(),
    created_at: maybe(isoDate),
  }),
);

export const arbitraryLetterData = parsed(
  letterDataSchema,
  fc.record({
    name: text,
    document: fc.string({ minLength: 12, maxLength: 16 }),
    number: text,
    statement: fc.boolean(),
    email: fc.emailAddress(),
  }),
);

export const arbitraryCashbackRecord = parsed(
  cashbackRecordSchema,
  fc.record({
    id,
    total: cents,
    user_comission: cents,
    available: fc.boolean(),
    status: maybe(text),
  }),
);

export const arbitraryVoucher = parsed(
  voucherSchema,
  fc.record({ id, code: maybe(text), expire_date: maybe(isoDate), available: fc.boolean() }),
);

export const arbitraryGiftCard = parsed(
  giftCardSchema,
  fc.record({ gift_card_code: maybe(text), gift_card_password: maybe(text), status: maybe(text) }),
);

export const arbitraryTransaction = parsed(
  transactionSchema,
  fc.record({
    id,
    type: maybe(text),
    value: maybe(cents),
    quantity: maybe(fc.nat(10)),
    vouchers: fc.array(fc.record({ id, code: maybe(text) }), { maxLength: 3 }),
  }),
);

export const arbitraryFavoritedCampaign = parsed(
  favoritedCampaignSchema,
  fc.record({
    slug,
    name: maybe(text),
    is_favorited: fc.boolean(),
    partner: maybe(fc.record({ slug, name: text })),
  }),
);

export const arbitraryNegativeExperienceType = parsed(
  negativeExperienceTypeSchema,
  fc.record({ id, title: fc.string({ minLength: 1 }), status: maybe(fc.boolean()) }),
);

export const arbitraryNotice = parsed(
  noticeSchema,
  fc.record({
    id: maybe(id),
    type: maybe(fc.constantFrom('award', 'notice', 'promo')),
    name: maybe(text),
    message: maybe(text),
    firstAccess: fc.boolean(),
  }),
);

export const arbitraryCoin = parsed(
  coinSchema,
  fc.record({ id, program_name: maybe(text), balance: cents }),
);

export const arbitraryNotification = parsed(
  notificationSchema,
  fc.record({ id, title: maybe(text), read: fc.boolean() }),
);

/** A core message: any key, sometimes with a text or number placeholder value. */
const arbitraryMessage = fc.record(
  {
    key: fc.constantFrom(...MESSAGE_KEYS),
    params: fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.oneof(text, fc.integer())),
  },
  { requiredKeys: ['key'] },
);

export const arbitraryToast = parsed(
  toastSchema,
  fc.record({
    type: fc.constantFrom('success', 'error', 'favorite', 'like'),
    title: arbitraryMessage,
    text: maybe(arbitraryMessage),
  }),
);

export const arbitraryPagination = parsed(
  paginationSchema,
  fc.record({
    to: fc.nat(1000),
    from: fc.nat(1000),
    total: fc.nat(1000),
    per_page: fc.integer({ min: 1, max: 50 }),
    current_page: fc.integer({ min: 1, max: 100 }),
  }),
);

export const arbitraryWithdrawPayload = parsed(
  withdrawPayloadSchema,
  fc.oneof(
    fc.record({
      pix_type: fc.constant('email'),
      pix_email: fc.emailAddress(),
      value: fc.integer({ min: 2000, max: 1_000_000 }),
    }),
    fc.record({
      pix_type: fc.constant('phone'),
      pix_phone: fc.stringMatching(/^\+55[1-9]{2}9\d{8}$/),
      value: fc.integer({ min: 2000, max: 1_000_000 }),
    }),
    fc.record({
      pix_type: fc.constant('random'),
      pix_random: fc.uuid(),
      value: fc.integer({ min: 2000, max: 1_000_000 }),
    }),
  ),
);

export const arbitraryPostalAddress = parsed(
  postalAddressSchema,
  fc.record({
    cep: fc.stringMatching(/^\d{8}$/),
    state: maybe(fc.constantFrom('SP', 'RJ', 'MG')),
    city: maybe(text),
    street: maybe(text),
  }),
);

export const arbitraryAuthState = parsed(
  authStateSchema,
  fc.record({
    token: fc.string({ minLength: 10 }),
    company: slug,
    company_name: maybe(text),
    expiresAt: fc.integer({ min: 0, max: 4_102_444_800_000 }),
    document: maybe(fc.stringMatching(/^\d{11}$/)),
    name: maybe(text),
  }),
);

/** A valid CPF (11 digits with both check digits right). */
export const arbitraryCpf = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
  .filter((digits) => new Set(digits).size > 1)
  .map((digits) => {
    const check = (values: number[], start: number): number => {
      const sum = values.reduce((total, value, index) => total + value * (start - index), 0);
      const rest = sum % 11;
      return rest < 2 ? 0 : 11 - rest;
    };
    const first = check(digits, 10);
    const second = check([...digits, first], 11);
    return [...digits, first, second].join('');
  });

/**
 * Any `ClubError` a port may reject with: server answers (statuses, optional provider codes),
 * network failures (a refused permission included), timeouts and malformed answers.
 */
export const arbitraryClubError: fc.Arbitrary<ClubError> = fc.oneof(
  fc
    .record(
      {
        status: fc.oneof(
          fc.constantFrom(200, 400, 401, 403, 404, 409, 422, 429, 500, 502, 503),
          fc.integer({ min: 400, max: 599 }),
        ),
        message: fc.string({ maxLength: 40 }),
        code: fc.integer({ min: 0, max: 20 }),
      },
      { requiredKeys: ['status', 'message'] },
    )
    .map((error) => ({ kind: 'server' as const, ...error })),
  fc
    .record(
      { message: fc.string({ maxLength: 40 }), refused: fc.boolean() },
      { requiredKeys: ['message'] },
    )
    .map((error) => ({ kind: 'network' as const, ...error })),
  fc.string({ maxLength: 40 }).map((message) => ({ kind: 'timeout' as const, message })),
  fc
    .record({
      message: fc.string({ maxLength: 40 }),
      issues: fc.array(fc.string({ maxLength: 20 }), { maxLength: 3 }),
    })
    .map((error) => ({ kind: 'malformed' as const, ...error })),
);
