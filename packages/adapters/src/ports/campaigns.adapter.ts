import {
  bannerSchema,
  campaignSchema,
  categorySchema,
  negativeExperienceTypeSchema,
} from '@clube/core/campaigns';
import { paymentCardSchema } from '@clube/core/payment';
import { nearbyPartnerSchema, shelfSchema } from '@clube/core/partners';
import { parseAnswer } from '@clube/core/shared';
import { type CampaignEventRequest, type CampaignsPort } from '@clube/core';
import {
  BannersDocument,
  CampaignDocument,
  CampaignsDocument,
  CategoriesDocument,
  LikeDocument,
  NegativeExperienceDocument,
  PaginatedBannersDocument,
  PartnersNearbyDocument,
  PublicCategoriesDocument,
  ShelvesDocument,
  type CampaignsQueryVariables,
} from '../generated/graphql-features/graphql.ts';
import type { HttpClient } from '../http/http-client.ts';
import { apiPath, type JsonBody } from '../rest/openapi-types.ts';
import { booleanOf, dataOf, fieldOf, found, listOfAnswer, pageOf } from '../shared/answers.ts';
import type { GraphqlClient } from '../graphql/graphql-client.ts';
import { idempotencyHeaders } from '../http/idempotency-headers.ts';
import { rootField } from '../graphql/root-field.ts';
import { abortSignalOf, signalOption } from '../shared/abort-signal.ts';

type EventBody = JsonBody<'/campaign/{id}/event', 'post'>;

/** The contract's defaults, spelled out: one unit, paid by Pix. */
export const EVENT_DEFAULTS = { quantity: 1, payment_method: 'pix' } as const;

/** What the event endpoint is sent for each kind of request (SPEC §7 campaign event). */
function eventBody(request: CampaignEventRequest): EventBody {
  switch (request.kind) {
    case 'link':
    case 'code':
      return { ...EVENT_DEFAULTS };
    case 'reward':
    case 'award':
      return { ...EVENT_DEFAULTS, value: request.value };
    case 'giftCard':
      return { ...EVENT_DEFAULTS, price_option: request.priceOption };
    case 'payment':
      return {
        ...EVENT_DEFAULTS,
        price_option: request.priceOption,
        ...(request.method
          ? { payment_method: request.method as EventBody['payment_method'] }
          : {}),
        ...(request.quantity ? { quantity: request.quantity } : {}),
        ...(request.cardId ? { card_id: Number(request.cardId) } : {}),
      };
  }
}

/** Campaigns, categories, banners and shelves over GraphQL; campaign events over REST. */
export function createCampaignsAdapter(graphql: GraphqlClient, http: HttpClient): CampaignsPort {
  return {
    async list(filters, signal) {
      const variables: CampaignsQueryVariables = {
        page: filters.page ?? null,
        limit: filters.limit ?? null,
        category: filters.category || null,
        partner: filters.partner || null,
        highlight: filters.highlight ?? null,
        cashback: filters.cashback ?? null,
        exclusive: filters.exclusive ?? null,
        orderBy: filters.orderBy || null,
        tags: filters.tag ? [filters.tag] : null,
      };
      const data = await graphql.execute(CampaignsDocument, variables, abortSignalOf(signal));
      return pageOf(campaignSchema, rootField(data, 'campaigns'), 'campaigns');
    },
    async get(slug, signal) {
      const data = await graphql.execute(CampaignDocument, { slug }, abortSignalOf(signal));
      const campaign = found(rootField(data, 'campaign'), 'Oferta não encontrada');
      return parseAnswer(campaignSchema, campaign, 'campaign');
    },
    async categories(signal) {
      const data = await graphql.execute(CategoriesDocument, {}, abortSignalOf(signal));
      return listOfAnswer(categorySchema, rootField(data, 'categories'), 'categories');
    },
    async publicCategories(signal) {
      const data = await graphql.execute(PublicCategoriesDocument, {}, abortSignalOf(signal));
      return listOfAnswer(categorySchema, rootField(data, 'publicCategories'), 'publicCategories');
    },
    async banners(query, signal) {
      const data = await graphql.execute(
        BannersDocument,
        {
          tag: query.tag ?? null,
          type: query.type ?? null,
        },
        abortSignalOf(signal),
      );
      return listOfAnswer(bannerSchema, rootField(data, 'banners'), 'banners');
    },
    async paginatedBanners(query, signal) {
      const data = await graphql.execute(
        PaginatedBannersDocument,
        {
          page: query.page ?? null,
          limit: query.limit ?? null,
          tag: query.tag ?? null,
          type: query.type ?? null,
        },
        abortSignalOf(signal),
      );
      return pageOf(bannerSchema, rootField(data, 'paginatedBanners'), 'paginatedBanners');
    },
    async shelves(query, signal) {
      const data = await graphql.execute(ShelvesDocument, query, abortSignalOf(signal));
      return listOfAnswer(shelfSchema, rootField(data, 'shelves'), 'shelves');
    },
    async nearby(position, signal) {
      // The API takes decimal degrees as strings (SPEC §7 partnersNearby).
      const data = await graphql.execute(
        PartnersNearbyDocument,
        {
          latitude: String(position.latitude),
          longitude: String(position.longitude),
        },
        abortSignalOf(signal),
      );
      return listOfAnswer(nearbyPartnerSchema, rootField(data, 'partnersNearby'), 'partnersNearby');
    },
    async toggleLike(slug, signal) {
      const data = await graphql.execute(
        LikeDocument,
        { slug, type: 'campaign' },
        abortSignalOf(signal),
      );
      return booleanOf(rootField(data, 'like'), 'like');
    },
    async requestEvent(campaignId, request, options, signal) {
      const body = await http.request('post', apiPath('/campaign/{id}/event', { id: campaignId }), {
        json: eventBody(request),
        ...idempotencyHeaders(options),
        ...signalOption(signal),
      });
      const data = dataOf(body, 'campaign/event');
      const result = (typeof data === 'object' && data !== null ? data : {}) as {
        link?: unknown;
        code?: unknown;
      };
      const message = fieldOf(body, 'message', 'campaign/event');
      return {
        link: typeof result.link === 'string' ? result.link : null,
        code: typeof result.code === 'string' ? result.code : null,
        message: typeof message === 'string' ? message : null,
        data,
      };
    },
    async track(campaignId, payload, signal) {
      await http.request('post', apiPath('/campaign/{id}/tracking', { id: campaignId }), {
        json: payload,
        ...signalOption(signal),
      });
    },
    async negativeExperienceTypes(signal) {
      const data = await graphql.execute(NegativeExperienceDocument, {}, abortSignalOf(signal));
      return listOfAnswer(
        negativeExperienceTypeSchema,
        rootField(data, 'negativeExperience'),
        'negativeExperience',
      );
    },
    async reportNegativeExperience(campaignId, report, signal) {
      // The core names the reason `negative_experience_id`; the contract wants `type_id`.
      const json: JsonBody<'/campaign/{id}/negative-experience', 'post'> = {
        type_id: Number(report.negative_experience_id),
        ...(report.message ? { message: report.message } : {}),
      };
      await http.request(
        'post',
        apiPath('/campaign/{id}/negative-experience', { id: campaignId }),
        { json, ...signalOption(signal) },
      );
    },
    async addPaymentCard(provider, cardNumber, signal) {
      const path = apiPath('/payment/{provider}/card/{number}', {
        provider,
        number: cardNumber.replace(/\s+/g, ''),
      });
      return parseAnswer(
        paymentCardSchema,
        dataOf(await http.request('get', path, signalOption(signal)), 'payment/card'),
        'payment/card',
      );
    },
  };
}
