// The root of @clube/core: what a host needs to make and run a club (createClub, the flows,
// the ports and their tokens, errors and messages). Each context's rules, machines and connect
// functions are in its own entry, `@clube/core/<context>` (see package.json "exports").
export type { AnalyticsPort } from './shared/analytics.port.ts';
export { AnalyticsPortToken } from './shared/analytics.port.ts';
export type { ClockPort } from './shared/clock.port.ts';
export { ClockPortToken, systemClock } from './shared/clock.port.ts';
export type { IdempotencyKeyPort, MoneyRequestOptions } from './shared/idempotency-key.port.ts';
export {
  IdempotencyKeyPortToken,
  randomIdempotencyKeys,
  sequentialIdempotencyKeys,
} from './shared/idempotency-key.port.ts';
export type { ClubError, ClubErrorKind } from './shared/club-error.ts';
export { abortedError, isAbortError, isClubError, toClubError } from './shared/club-error.ts';
export type { Message, MessageCatalogue, MessageKey } from './shared/message-keys.ts';
export { message, MESSAGE_KEYS } from './shared/message-keys.ts';
export type { StoragePort } from './shared/storage.port.ts';
export { StoragePortToken } from './shared/storage.port.ts';
export type { AuthPort, LoginAnswer, LoginRequest, TokenDecoderPort } from './auth/auth.port.ts';
export { AuthPortToken, TokenDecoderPortToken } from './auth/auth.port.ts';
export type { PasswordResetPort } from './auth/password-reset.port.ts';
export { PasswordResetPortToken } from './auth/password-reset.port.ts';
export type { ActivationCredentials, ActivationPort } from './activation/activation.port.ts';
export { ActivationPortToken } from './activation/activation.port.ts';
export type { CompanyPort } from './company/company.port.ts';
export { CompanyPortToken } from './company/company.port.ts';
export type { MemberAccountPort, PasswordChange } from './profile/member-account.port.ts';
export { MemberAccountPortToken } from './profile/member-account.port.ts';
export type { ProfilePort } from './profile/profile.port.ts';
export { ProfilePortToken } from './profile/profile.port.ts';
export type {
  BannerQuery,
  CampaignEventRequest,
  CampaignEventResult,
  CampaignFilters,
  CampaignOrdering,
  CampaignsPort,
} from './campaigns/campaigns.port.ts';
export { CampaignsPortToken } from './campaigns/campaigns.port.ts';
export type { PartnerRequest, PartnersPort } from './partners/partners.port.ts';
export { PartnersPortToken } from './partners/partners.port.ts';
export type { AbortSignalLike, SearchPort, SearchQuery } from './campaigns/search.port.ts';
export { SearchPortToken } from './campaigns/search.port.ts';
export type { FavoritedCampaignsQuery, FavoritesPort } from './favorites/favorites.port.ts';
export { FavoritesPortToken } from './favorites/favorites.port.ts';
export type { NotificationsPort } from './notifications/notifications.port.ts';
export { NotificationsPortToken } from './notifications/notifications.port.ts';
export type { CashbackQuery, WalletPort } from './wallet/wallet.port.ts';
export { WalletPortToken } from './wallet/wallet.port.ts';
export type { RedemptionQuery, RedemptionsPort } from './redemptions/redemptions.port.ts';
export { RedemptionsPortToken } from './redemptions/redemptions.port.ts';
export type { EngagementPort, PartnerListQuery } from './engagement/engagement.port.ts';
export { EngagementPortToken } from './engagement/engagement.port.ts';
export type { AwardsPort } from './awards/awards.port.ts';
export { AwardsPortToken } from './awards/awards.port.ts';
export type { SupportPort, SupportRequest } from './support/support.port.ts';
export { SupportPortToken } from './support/support.port.ts';
export type { PharmacyPort } from './pharmacy/pharmacy.port.ts';
export { PharmacyPortToken } from './pharmacy/pharmacy.port.ts';
export type { NoticesPort } from './notices/notices.port.ts';
export { NoticesPortToken } from './notices/notices.port.ts';
export type { GeolocationPort } from './location/geolocation.port.ts';
export { GeolocationPortToken } from './location/geolocation.port.ts';
export type { LocationPort } from './location/location.port.ts';
export { LocationPortToken } from './location/location.port.ts';
export type { PostalCodePort } from './location/postal-code.port.ts';
export { PostalCodePortToken } from './location/postal-code.port.ts';
export type { ClubPorts, CorePorts, FeaturePorts } from './club-ports.ts';
export { missingPort } from './club-ports.ts';
export type { ActorScheduler, Club, ClubInspector, ClubOptions, ClubRuntime } from './club.ts';
export type { SignInResult } from './auth/sign-in-result.ts';
export type { AbortSignalListenable, WaitForOptions } from './shared/wait-for.ts';
export { waitFor } from './shared/wait-for.ts';
export type { ClubFlows } from './flows.ts';
export type {
  PagedListHost,
  PagedListItem,
  PagedListKind,
  PagedListMachine,
  PagedListQuery,
  PagedLists,
} from './flows/paged-list.flow.ts';
export { pagedListFlow } from './flows/paged-list.flow.ts';
export { createClubFlows } from './flows.ts';
export type { Connect, Flow, FlowActorOptions, FlowClock, Send } from './shared/flow.ts';
export { createFlowActor, flow, startFlow } from './shared/flow.ts';
export { createClub } from './club.ts';
export type { ClubHost } from './club-host.ts';
export { createClubHost } from './club-host.ts';
export {
  selectCategories,
  selectConfig,
  selectConfigStatus,
  selectMember,
  selectSignedIn,
  selectToasts,
} from './club.selectors.ts';
