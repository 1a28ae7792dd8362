import {
  ActivationPortToken,
  AnalyticsPortToken,
  AuthPortToken,
  AwardsPortToken,
  CampaignsPortToken,
  ClockPortToken,
  IdempotencyKeyPortToken,
  CompanyPortToken,
  EngagementPortToken,
  FavoritesPortToken,
  GeolocationPortToken,
  LocationPortToken,
  MemberAccountPortToken,
  NoticesPortToken,
  NotificationsPortToken,
  PartnersPortToken,
  PasswordResetPortToken,
  PharmacyPortToken,
  PostalCodePortToken,
  ProfilePortToken,
  RedemptionsPortToken,
  SearchPortToken,
  StoragePortToken,
  SupportPortToken,
  TokenDecoderPortToken,
  WalletPortToken,
  type AuthPort,
  type ClockPort,
  type IdempotencyKeyPort,
  type CompanyPort,
  type FeaturePorts,
  type ProfilePort,
  type StoragePort,
  type TokenDecoderPort,
} from '@clube/core';
import type { ServiceIdentifier } from 'inversify';
import type { GraphqlClient } from '../graphql/graphql-client.ts';
import type { HttpClient } from '../http/http-client.ts';
import type { ClubTransports } from '../composition/club-transports.ts';
import type { SessionBridge } from '../composition/session-bridge.ts';

/** The core's feature port tokens, typed for inversify, by the club's port names. */
export const FEATURE_TOKENS: {
  readonly [K in keyof FeaturePorts]: ServiceIdentifier<FeaturePorts[K]>;
} = {
  activation: ActivationPortToken,
  passwordReset: PasswordResetPortToken,
  memberAccount: MemberAccountPortToken,
  campaigns: CampaignsPortToken,
  search: SearchPortToken,
  favorites: FavoritesPortToken,
  notifications: NotificationsPortToken,
  wallet: WalletPortToken,
  redemptions: RedemptionsPortToken,
  engagement: EngagementPortToken,
  awards: AwardsPortToken,
  partners: PartnersPortToken,
  support: SupportPortToken,
  pharmacy: PharmacyPortToken,
  notices: NoticesPortToken,
  postalCode: PostalCodePortToken,
  geolocation: GeolocationPortToken,
  analytics: AnalyticsPortToken,
  location: LocationPortToken,
};

/** The core's port tokens, typed for inversify, plus the adapters' own services. */
export const TOKENS = {
  auth: AuthPortToken as ServiceIdentifier<AuthPort>,
  tokenDecoder: TokenDecoderPortToken as ServiceIdentifier<TokenDecoderPort>,
  company: CompanyPortToken as ServiceIdentifier<CompanyPort>,
  profile: ProfilePortToken as ServiceIdentifier<ProfilePort>,
  storage: StoragePortToken as ServiceIdentifier<StoragePort>,
  clock: ClockPortToken as ServiceIdentifier<ClockPort>,
  idempotencyKeys: IdempotencyKeyPortToken as ServiceIdentifier<IdempotencyKeyPort>,
  ...FEATURE_TOKENS,
  transports: Symbol.for('clube.ClubTransports') as ServiceIdentifier<ClubTransports>,
  http: Symbol.for('clube.HttpClient') as ServiceIdentifier<HttpClient>,
  graphql: Symbol.for('clube.GraphqlClient') as ServiceIdentifier<GraphqlClient>,
  sessionBridge: Symbol.for('clube.SessionBridge') as ServiceIdentifier<SessionBridge>,
} as const;
