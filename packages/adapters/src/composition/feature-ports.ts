import type { FeaturePorts } from '@clube/core';
import { createActivationAdapter } from '../ports/activation.adapter.ts';
import { createAwardsAdapter } from '../ports/awards.adapter.ts';
import { createCampaignsAdapter } from '../ports/campaigns.adapter.ts';
import { createEngagementAdapter } from '../ports/engagement.adapter.ts';
import { createFavoritesAdapter } from '../ports/favorites.adapter.ts';
import { createMemberAccountAdapter } from '../ports/member-account.adapter.ts';
import { createNoticesAdapter } from '../ports/notices.adapter.ts';
import { createNotificationsAdapter } from '../ports/notifications.adapter.ts';
import { createPartnersAdapter } from '../ports/partners.adapter.ts';
import { createPasswordResetAdapter } from '../ports/password-reset.adapter.ts';
import { createPharmacyAdapter } from '../ports/pharmacy.adapter.ts';
import { createRedemptionsAdapter } from '../ports/redemptions.adapter.ts';
import { createSearchAdapter } from '../ports/search.adapter.ts';
import { createSupportAdapter } from '../ports/support.adapter.ts';
import { createWalletAdapter } from '../ports/wallet.adapter.ts';
import type { ApiFeature } from './api-features.ts';
import type { ClubTransports } from './club-transports.ts';

/** Builds one port's adapter over the club's transports. */
export type PortFactory<P> = (transports: ClubTransports) => P;

export type FeaturePortFactories = { readonly [K in ApiFeature]: PortFactory<FeaturePorts[K]> };

/**
 * The composition map of the API-backed feature ports: each port's adapter over the club's
 * transports. Every entry point (browser, Node, React Native, the inversify container) builds
 * its feature ports from this map; the session's ports are in `session-ports.ts`, apart only
 * because the browser's first route needs them and loads this module later.
 */
export const FEATURE_PORTS: FeaturePortFactories = {
  activation: ({ http }) => createActivationAdapter(http),
  passwordReset: ({ http }) => createPasswordResetAdapter(http),
  memberAccount: ({ http }) => createMemberAccountAdapter(http),
  campaigns: ({ http, graphql }) => createCampaignsAdapter(graphql, http),
  search: ({ http }) => createSearchAdapter(http),
  favorites: ({ graphql }) => createFavoritesAdapter(graphql),
  notifications: ({ http }) => createNotificationsAdapter(http),
  wallet: ({ http, graphql }) => createWalletAdapter(http, graphql),
  redemptions: ({ http, graphql }) => createRedemptionsAdapter(graphql, http),
  engagement: ({ http }) => createEngagementAdapter(http),
  awards: ({ http }) => createAwardsAdapter(http),
  partners: ({ http, graphql }) => createPartnersAdapter(graphql, http),
  support: ({ http }) => createSupportAdapter(http),
  pharmacy: ({ http }) => createPharmacyAdapter(http),
  notices: ({ http }) => createNoticesAdapter(http),
};
