import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { authStateSchema } from '../auth/auth-state.schema.ts';
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
import { paginationSchema, pageSchema } from '../paging/page.schema.ts';
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
import { searchResultSchema } from '../campaigns/search-result.schema.ts';
import * as arbitraries from '../testing/arbitraries.ts';

describe('entity schemas', () => {
  it('normalise missing and null fields to one empty value', () => {
    const campaign = campaignSchema.parse({
      id: 7,
      slug: 'pizza',
      event: 'award',
      liked_count: '3',
      value: '12.5',
      partner: null,
    });
    expect(campaign).toMatchObject({
      id: '7',
      name: null,
      event: 'award',
      liked_count: 3,
      value: 12.5,
      is_liked: false,
      addresses: [],
      partner: null,
      eventData: null,
    });
    expect(campaignSchema.parse({ id: 1, slug: 'x', event: 'strange' }).event).toBe('other');
    expect(
      campaignSchema.parse({ id: 1, slug: 'x', value: 'abc', liked_count: 'x' }),
    ).toMatchObject({ value: null, liked_count: 0 });
    expect(partnerSchema.parse({ slug: 'p', name: 'P' })).toMatchObject({
      id: null,
      contact: { phone: null },
      colors: { primary: null },
      categories: [],
    });
    expect(categorySchema.parse({ id: 1, name: 'n', slug: 's', status: true }).status).toBe('true');
    expect(giftCardSchema.parse({}).campaign.eventData.rescue_type).toBeNull();
    expect(searchResultSchema.parse({ hits: null })).toEqual({ hits: [], nbHits: 0, page: 0 });
  });

  it('reads a page with its pagination', () => {
    const page = pageSchema(partnerSchema).parse({
      data: [{ slug: 'p', name: 'P' }],
      pagination: { total: '12', per_page: 9 },
    });
    expect(page.pagination).toEqual({ to: 0, from: 0, total: 12, per_page: 9, current_page: 0 });
    expect(paginationSchema.safeParse({ total: {} }).success).toBe(false);
  });

  it('refuses an empty id', () => {
    expect(campaignSchema.safeParse({ id: '', slug: 'x' }).success).toBe(false);
  });

  /** Each entity arbitrary beside the schema it stands for. */
  const entities: [string, fc.Arbitrary<unknown>, z.ZodMiniType][] = [
    ['partner', arbitraries.arbitraryPartner, partnerSchema],
    ['shelfPartner', arbitraries.arbitraryShelfPartner, shelfPartnerSchema],
    ['nearbyPartner', arbitraries.arbitraryNearbyPartner, nearbyPartnerSchema],
    ['campaign', arbitraries.arbitraryCampaign, campaignSchema],
    ['category', arbitraries.arbitraryCategory, categorySchema],
    ['banner', arbitraries.arbitraryBanner, bannerSchema],
    ['user', arbitraries.arbitraryUser, userSchema],
    ['companyConfig', arbitraries.arbitraryCompanyConfig, companyConfigSchema],
    ['letter', arbitraries.arbitraryLetter, letterSchema],
    ['letterData', arbitraries.arbitraryLetterData, letterDataSchema],
    ['cashbackRecord', arbitraries.arbitraryCashbackRecord, cashbackRecordSchema],
    ['voucher', arbitraries.arbitraryVoucher, voucherSchema],
    ['giftCard', arbitraries.arbitraryGiftCard, giftCardSchema],
    ['transaction', arbitraries.arbitraryTransaction, transactionSchema],
    ['favoritedCampaign', arbitraries.arbitraryFavoritedCampaign, favoritedCampaignSchema],
    [
      'negativeExperienceType',
      arbitraries.arbitraryNegativeExperienceType,
      negativeExperienceTypeSchema,
    ],
    ['notice', arbitraries.arbitraryNotice, noticeSchema],
    ['coin', arbitraries.arbitraryCoin, coinSchema],
    ['notification', arbitraries.arbitraryNotification, notificationSchema],
    ['toast', arbitraries.arbitraryToast, toastSchema],
    ['pagination', arbitraries.arbitraryPagination, paginationSchema],
    ['withdrawPayload', arbitraries.arbitraryWithdrawPayload, withdrawPayloadSchema],
    ['postalAddress', arbitraries.arbitraryPostalAddress, postalAddressSchema],
    ['authState', arbitraries.arbitraryAuthState, authStateSchema],
  ];

  it('pairs every entity arbitrary of the kit with its schema', () => {
    const kit = Object.keys(arbitraries).filter(
      (name) =>
        name.startsWith('arbitrary') &&
        // Not entities: a raw API answer, a document, an error (checked in invoke.test.ts).
        !['arbitraryPartnerRaw', 'arbitraryCpf', 'arbitraryClubError'].includes(name),
    );
    expect(
      entities.map(([name]) => `arbitrary${name[0]!.toUpperCase()}${name.slice(1)}`).sort(),
    ).toEqual(kit.sort());
  });

  test.prop([
    fc
      .constantFrom(...entities)
      .chain(([name, arbitrary, schema]) =>
        arbitrary.map((value) => [name, value, schema] as const),
      ),
  ])('every arbitrary yields a value its schema accepts unchanged', ([name, value, schema]) => {
    const again = schema.safeParse(value);
    expect(again.success, name).toBe(true);
    expect(again.data, name).toEqual(value);
  });
});
