import { createGraphqlCampaigns } from '../graphql/campaigns.graphql-adapter.ts';
import { createGraphqlFavorites } from '../graphql/favorites.graphql-adapter.ts';
import { createGraphqlPartners } from '../graphql/partners.graphql-adapter.ts';
import { createGraphqlRedemptions } from '../graphql/redemptions.graphql-adapter.ts';
import { createRestActivation } from '../rest/activation.rest.ts';
import { createRestAwards } from '../rest/awards.rest.ts';
import { createRestEngagement } from '../rest/engagement.rest.ts';
import { createRestMemberAccount } from '../rest/member-account.rest.ts';
import { createRestNotices } from '../rest/notices.rest.ts';
import { createRestNotifications } from '../rest/notifications.rest.ts';
import { createRestPasswordReset } from '../rest/password-reset.rest.ts';
import { createRestPharmacy } from '../rest/pharmacy.rest.ts';
import { createRestSearch } from '../rest/search.rest.ts';
import { createRestSupport } from '../rest/support.rest.ts';
import { createRestWallet } from '../rest/wallet.rest.ts';
import type { ApiFeature } from './api-features.ts';
import type { PortFactory } from './port-module.ts';

/** How each API-backed feature port is built from the club's transports. */
export const FEATURE_FACTORIES: { readonly [K in ApiFeature]: PortFactory<K> } = {
  activation: (http) => createRestActivation(http),
  passwordReset: (http) => createRestPasswordReset(http),
  memberAccount: (http) => createRestMemberAccount(http),
  campaigns: (http, graphql) => createGraphqlCampaigns(graphql, http),
  search: (http) => createRestSearch(http),
  favorites: (_http, graphql) => createGraphqlFavorites(graphql),
  notifications: (http) => createRestNotifications(http),
  wallet: (http, graphql) => createRestWallet(http, graphql),
  redemptions: (http, graphql) => createGraphqlRedemptions(graphql, http),
  engagement: (http) => createRestEngagement(http),
  awards: (http) => createRestAwards(http),
  partners: (http, graphql) => createGraphqlPartners(graphql, http),
  support: (http) => createRestSupport(http),
  pharmacy: (http) => createRestPharmacy(http),
  notices: (http) => createRestNotices(http),
};
