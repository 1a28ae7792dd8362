import { favoritedCampaignSchema } from '@clube/core/favorites';
import { type FavoritesPort } from '@clube/core';
import {
  FavoriteDocument,
  FavoritedCampaignsDocument,
  FavoritesDocument,
  type FavoritedCampaignsQueryVariables,
} from '../generated/graphql-features/graphql.ts';
import { booleanOf, pageOf } from '../shared/answers.ts';
import type { GraphqlClient } from '../graphql/graphql-client.ts';
import { rootField } from '../graphql/root-field.ts';
import { abortSignalOf } from '../shared/abort-signal.ts';

/** The sort of each ordering (SPEC §7 favoritedCampaigns). */
const ORDERINGS: Readonly<Record<string, Pick<FavoritedCampaignsQueryVariables, 'asc' | 'desc'>>> =
  {
    discount: { desc: 'value' },
    likes: { desc: 'liked_count' },
    alphabetical: { asc: 'partner.name' },
  };

/** The member's favorites over GraphQL. */
export function createFavoritesAdapter(graphql: GraphqlClient): FavoritesPort {
  return {
    async slugs(signal) {
      const data = await graphql.execute(FavoritesDocument, {}, abortSignalOf(signal));
      const slugs = rootField(data, 'favorites');
      if (!Array.isArray(slugs) || slugs.some((slug) => typeof slug !== 'string')) {
        throw {
          kind: 'malformed',
          message: 'Resposta inesperada do servidor (favorites)',
          issues: ['(root): expected a list of slugs'],
        };
      }
      return slugs as string[];
    },
    async campaigns(query, signal) {
      const variables: FavoritedCampaignsQueryVariables = {
        page: query.page ?? null,
        limit: query.limit ?? null,
        favorited: true,
        ...(query.ordering ? ORDERINGS[query.ordering] : {}),
        // exclusive maps to `company`; cashback to the `cashback` event (SPEC §7).
        ...(query.exclusive ? { company: true } : {}),
        ...(query.cashback ? { event: 'cashback' } : {}),
      };
      const data = await graphql.execute(
        FavoritedCampaignsDocument,
        variables,
        abortSignalOf(signal),
      );
      return pageOf(
        favoritedCampaignSchema,
        rootField(data, 'favoritedCampaigns'),
        'favoritedCampaigns',
      );
    },
    async toggle(slug, signal) {
      const data = await graphql.execute(
        FavoriteDocument,
        { slug, type: 'campaign' },
        abortSignalOf(signal),
      );
      return booleanOf(rootField(data, 'favorite'), 'favorite');
    },
  };
}
