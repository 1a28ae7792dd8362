// Public surface of @clube/core: explicit named exports only, grouped by bounded context.

// Shared: errors, messages, constants, formatting, validation
export type { AnalyticsPort } from './shared/analytics.port.ts';
export { AnalyticsPortToken } from './shared/analytics.port.ts';
export {
  AUTH_FAILURE_MESSAGES,
  clubErrorFromAnswer,
  FALLBACK_ERROR_MESSAGE,
  hasEmbeddedErrors,
  isAuthFailureAnswer,
  messagesOf,
} from './shared/answer-errors.rules.ts';
export type { ClockPort } from './shared/clock.port.ts';
export { ClockPortToken, systemClock } from './shared/clock.port.ts';
export type { ClubError, ClubErrorKind } from './shared/club-error.ts';
export { isClubError, toClubError } from './shared/club-error.ts';
export {
  AVATAR_SIZES,
  BANNER_EVERY_CAMPAIGNS,
  BUTTON_SIZES,
  CAMPAIGN_TYPES,
  CARD_BRANDS,
  CASHBACK_MIN_WITHDRAWAL_CENTS,
  CATEGORY_ICON_COLORS,
  DAY_MS,
  DEFAULT_COLORS,
  DEFAULT_SHELF_NAME,
  DEFAULT_VOUCHER_TYPE,
  DESKTOP_BREAKPOINT_PX,
  EMPTY_STATE_CHARACTERS,
  EXPIRY_DAYS_SHOWN,
  LARGE_SCREEN_BAND_PX,
  LOCALE,
  MOCK_DEFAULTS,
  MODAL_WIDTH_PX,
  NOTIFICATION_TYPES,
  NUMBER_STEPPER_DEBOUNCE_MS,
  ONBOARDING_MODAL_WIDTH_PX,
  PAGE_SIZES,
  PARTNER_NAME_MAX_LENGTH,
  PERSISTED_STORE_TIMEOUT_MS,
  PIX_TYPES,
  RELEASE_VERSION,
  SCROLL_TO_TOP_THRESHOLD_PX,
  SEARCH_MIN_LENGTH,
  SHELF_HIGHLIGHTS,
  SHELF_SIZE,
  STORE_UTM_PARAMETER,
  SUGGESTION_DEBOUNCE_MS,
  SUGGESTIONS_LIMIT,
  TIME_ZONE,
  TOAST_DURATION_MS,
  TOAST_ICON_SIZE,
} from './shared/constants.ts';
export type { RelativeTime } from './shared/dates.rules.ts';
export {
  formatDatePtBr,
  formatTimePtBr,
  relativeTime,
  saoPauloDayNumber,
  toEpochMs,
} from './shared/dates.rules.ts';
export {
  cnpjCheckDigits,
  isValidCnpj,
  isValidCpf,
  isValidDocument,
  normaliseCnpj,
  onlyDigits,
} from './shared/documents.rules.ts';
export type { ActivationCode, CatalogueError } from './shared/error-catalogue.ts';
export {
  ACTIVATION_CODE_MESSAGES,
  ACTIVATION_CODES,
  activationCodeOf,
  activationError,
  serverMessageOf,
} from './shared/error-catalogue.ts';
export type { ExpiryLabel } from './shared/format.rules.ts';
export {
  expiryInDays,
  formatCashbackPercent,
  formatDistanceKm,
  formatPoints,
  truncatePartnerName,
} from './shared/format.rules.ts';
export { createMemoryStorage } from './shared/memory-storage.ts';
export type { MessageLocale } from './shared/format-message.ts';
export { formatMessage } from './shared/format-message.ts';
export type { Message, MessageCatalogue, MessageKey } from './shared/message-keys.ts';
export { message, MESSAGE_KEYS } from './shared/message-keys.ts';
export { messageSchema } from './shared/message.schema.ts';
export { MESSAGES_EN } from './shared/messages.en.ts';
export { MESSAGES_PT_BR } from './shared/messages.pt-BR.ts';
export {
  formatBRL,
  formatCentsAsMoneyInput,
  formatCurrencyDisplay,
  formatMoneyInput,
  MONEY_INPUT_MAX_DIGITS,
  MONEY_INPUT_PREFIX,
  parseMoneyInput,
  reaisToCents,
} from './shared/money.rules.ts';
export type { StepperBounds } from './shared/number-stepper.rules.ts';
export {
  canDecrement,
  canIncrement,
  clampStepperValue,
  isIntegerText,
  parseStepperInput,
  readStepperInput,
  sanitiseStepperInput,
  shouldEmitStepperValue,
  stepDown,
  STEPPER_DEFAULTS,
  stepperBounds,
  stepUp,
} from './shared/number-stepper.rules.ts';
export type { StepperTyping } from './shared/number-stepper.stream.ts';
export { startStepperTyping, stepperValues } from './shared/number-stepper.stream.ts';
export { observe } from './shared/observe.ts';
export { parseAnswer } from './shared/parse.ts';
export { cepDigits, formatCep, isValidCep } from './shared/postal-code.rules.ts';
export {
  cents,
  count,
  flag,
  identifier,
  idText,
  listOf,
  optionalIdText,
  optionalNumber,
  optionalObject,
  optionalText,
  textList,
} from './shared/schema-fields.ts';
export {
  filterOptionsByPrefix,
  normaliseForSearch,
  selectClosedWithoutValue,
} from './shared/select-search.rules.ts';
export type { StoragePort } from './shared/storage.port.ts';
export { StoragePortToken } from './shared/storage.port.ts';
export type { TextInputType } from './shared/validation.rules.ts';
export {
  isValidEmail,
  sanitiseTextInput,
  stripHtmlFragment,
  validateEmail,
  validateRequired,
  validateText,
} from './shared/validation.rules.ts';

// Auth and session
export type { AuthState, StoredCredentials } from './auth/auth-state.schema.ts';
export { authStateSchema, storedCredentialsSchema } from './auth/auth-state.schema.ts';
export type { AuthPort, LoginAnswer, LoginRequest, TokenDecoderPort } from './auth/auth.port.ts';
export { AuthPortToken, TokenDecoderPortToken } from './auth/auth.port.ts';
export { loginAnswerSchema } from './auth/login-answer.schema.ts';
export type {
  PasswordResetContext,
  PasswordResetEvent,
  PasswordResetMachine,
} from './auth/password-reset.machine.ts';
export { passwordResetMachine } from './auth/password-reset.machine.ts';
export type { PasswordResetPort } from './auth/password-reset.port.ts';
export { PasswordResetPortToken } from './auth/password-reset.port.ts';
export type {
  SessionContext,
  SessionEvent,
  SessionMachine,
  SessionPorts,
  SignedOutReason,
  SignInOutcome,
} from './auth/session.machine.ts';
export { sessionMachine } from './auth/session.machine.ts';
export {
  authStateFromToken,
  clearPersistedSession,
  isSessionValid,
  persistSession,
  restoreSession,
  SESSION_STORAGE_KEY,
} from './auth/session.rules.ts';
export type { TokenClaims } from './auth/token-claims.schema.ts';
export { tokenClaimsSchema } from './auth/token-claims.schema.ts';

// Activation
export type {
  ActivationContext,
  ActivationEvent,
  ActivationMachine,
} from './activation/activation.machine.ts';
export { activationMachine } from './activation/activation.machine.ts';
export type { ActivationCredentials, ActivationPort } from './activation/activation.port.ts';
export { ActivationPortToken } from './activation/activation.port.ts';
export type { ActivationForm } from './activation/activation.rules.ts';
export { activationFields } from './activation/activation.rules.ts';
export type { MemberLookup } from './activation/member-lookup.schema.ts';
export { memberLookupSchema } from './activation/member-lookup.schema.ts';

// Company config and permissions
export type {
  CompanyConfigContext,
  CompanyConfigEvent,
  ConfigAudience,
} from './company/company-config.machine.ts';
export { companyConfigMachine } from './company/company-config.machine.ts';
export type {
  CompanyColors,
  CompanyConfig,
  SignInContent,
} from './company/company-config.schema.ts';
export {
  companyColorsSchema,
  companyConfigSchema,
  signInContentSchema,
} from './company/company-config.schema.ts';
export type { CompanyPort } from './company/company.port.ts';
export { CompanyPortToken } from './company/company.port.ts';
export type { LayoutVisibility } from './company/layout-visibility.rules.ts';
export { layoutVisibility, storeUrl } from './company/layout-visibility.rules.ts';
export type { Feature, Permission } from './company/permissions.rules.ts';
export { canUse, hasPermission, PERMISSIONS } from './company/permissions.rules.ts';

// Navigation and start-up
export type { LoginEntryDecision } from './navigation/login-entry.rules.ts';
export { decideLoginEntry } from './navigation/login-entry.rules.ts';
export type { LogoutDestination } from './navigation/logout.rules.ts';
export { logoutDestination } from './navigation/logout.rules.ts';
export type { NavigationDecision, NavigationRequest } from './navigation/navigation.rules.ts';
export { decideNavigation, genericSignInPage } from './navigation/navigation.rules.ts';
export type { StartupActivationPorts } from './navigation/startup-activation.ts';
export { activateFromAddress } from './navigation/startup-activation.ts';
export {
  HOME_PATH,
  isPublicPath,
  LOGIN_ENTRY_PATH,
  PUBLIC_ROUTE_PREFIXES,
  SIGN_IN_PATH,
} from './navigation/public-routes.ts';
export {
  checkRedirect,
  configRedirectOrigins,
  followableRedirect,
  originOf,
  safeInternalPath,
} from './navigation/redirect.rules.ts';
export type {
  GatedRoute,
  GateRedirectRoute,
  RouteGateDecision,
} from './navigation/route-gates.rules.ts';
export { decideRouteGate } from './navigation/route-gates.rules.ts';
export type {
  AfterConfigDecision,
  AfterConfigFacts,
  StartupAddress,
  StartupDecision,
} from './navigation/startup.rules.ts';
export {
  decideAfterConfig,
  decideStartup,
  shouldSendHomeAnalytics,
} from './navigation/startup.rules.ts';
export type { AnalyticsEvent } from './navigation/startup-analytics.rules.ts';
export { startupAnalyticsEvents } from './navigation/startup-analytics.rules.ts';
export { isOutdatedBrowser } from './navigation/browser-support.rules.ts';
export {
  documentOf,
  GENERIC_APP_FLAG_KEY,
  GENERIC_APP_URL_KEY,
  genericAppFlagOf,
  readGenericAppFlag,
  readStoredCredentials,
  readStoredGenericAppUrl,
  recordGenericAppFlag,
  STORED_CREDENTIALS_KEY,
  storeCredentials,
  storeGenericAppUrl,
} from './navigation/generic-app.rules.ts';

// Profile
export type { MemberAccountPort } from './profile/member-account.port.ts';
export { MemberAccountPortToken } from './profile/member-account.port.ts';
export type { MemberContext, MemberEvent } from './profile/member.machine.ts';
export { memberMachine } from './profile/member.machine.ts';
export { initialsOf } from './profile/initials.rules.ts';
export { changedFields, emptyStringsToNull } from './profile/profile-edit.rules.ts';
export type { ProfilePort } from './profile/profile.port.ts';
export { ProfilePortToken } from './profile/profile.port.ts';
export type { User } from './profile/user.schema.ts';
export { memberDisplayName, userSchema } from './profile/user.schema.ts';

// Campaigns, categories and banners
export type { BannerTarget, ListItem } from './campaigns/banner.rules.ts';
export { bannerTarget, interleaveBanners } from './campaigns/banner.rules.ts';
export type { Banner } from './campaigns/banner.schema.ts';
export { bannerSchema } from './campaigns/banner.schema.ts';
export type {
  CategoriesContext,
  CategoriesEvent,
  CategoriesMachine,
} from './campaigns/categories.machine.ts';
export { categoriesMachine } from './campaigns/categories.machine.ts';
export type { CategoryIconColor } from './campaigns/categories.rules.ts';
export { categoryIconColor, menuCategories } from './campaigns/categories.rules.ts';
export type {
  CampaignContext,
  CampaignEvent,
  CampaignMachine,
} from './campaigns/campaign.machine.ts';
export { campaignMachine } from './campaigns/campaign.machine.ts';
export type {
  Address,
  Campaign,
  CampaignEventData,
  CampaignEventKind,
} from './campaigns/campaign.schema.ts';
export {
  addressSchema,
  CAMPAIGN_EVENTS,
  CAMPAIGN_SYMBOLS,
  CAMPAIGN_TAG_KINDS,
  CAMPAIGN_TAG_SYMBOLS,
  campaignEventDataSchema,
  campaignSchema,
} from './campaigns/campaign.schema.ts';
export type {
  BannerQuery,
  CampaignEventRequest,
  CampaignEventResult,
  CampaignFilters,
  CampaignOrdering,
  CampaignsPort,
} from './campaigns/campaigns.port.ts';
export { CampaignsPortToken } from './campaigns/campaigns.port.ts';
export type { Category } from './campaigns/category.schema.ts';
export { categorySchema } from './campaigns/category.schema.ts';
export type { LikeContext, LikeEvent, LikeItem, LikeMachine } from './campaigns/like.machine.ts';
export { likeMachine } from './campaigns/like.machine.ts';
export type { Likeable } from './campaigns/like.rules.ts';
export { applyLike } from './campaigns/like.rules.ts';
export type {
  ListFiltersContext,
  ListFiltersEvent,
  ListFiltersMachine,
} from './campaigns/list-filters.machine.ts';
export { listFiltersMachine } from './campaigns/list-filters.machine.ts';
export type { CampaignListQuery, ListFilters } from './campaigns/list-filters.rules.ts';
export {
  CAMPAIGN_LIST_QUERY_KEYS,
  campaignFiltersFor,
  DEFAULT_LIST_FILTERS,
  filtersFromQuery,
  SORT_OPTIONS,
} from './campaigns/list-filters.rules.ts';
export type {
  NegativeExperienceReport,
  NegativeExperienceType,
} from './campaigns/negative-experience.schema.ts';
export { negativeExperienceTypeSchema } from './campaigns/negative-experience.schema.ts';

// Partners
export type {
  PartnerRequestDeps,
  PartnerRequestFormMachine,
  PartnerRequestValues,
} from './partners/partner-request.form.ts';
export {
  definedFields,
  EMPTY_PARTNER_REQUEST,
  partnerRequestFormMachine,
  partnerRequestOf,
} from './partners/partner-request.form.ts';
export type { NearbyPartner, Partner, Shelf, ShelfPartner } from './partners/partner.schema.ts';
export {
  nearbyPartnerSchema,
  partnerSchema,
  shelfPartnerSchema,
  shelfSchema,
} from './partners/partner.schema.ts';
export type { PartnerRequest, PartnersPort } from './partners/partners.port.ts';
export { PartnersPortToken } from './partners/partners.port.ts';

// Search
export type { SearchResult } from './search/search-result.schema.ts';
export { EMPTY_SEARCH_RESULT, searchResultSchema } from './search/search-result.schema.ts';
export type {
  SearchSuggestionsContext,
  SearchSuggestionsEvent,
  SearchSuggestionsInput,
  SearchSuggestionsMachine,
} from './search/search-suggestions.machine.ts';
export { searchSuggestionsMachine } from './search/search-suggestions.machine.ts';
export { searchOrEmpty } from './search/search-campaigns.ts';
export type { AbortSignalLike, SearchPort, SearchQuery } from './search/search.port.ts';
export { SearchPortToken } from './search/search.port.ts';
export type { SearchFilterOptions, SearchOrdering, SuggestionLike } from './search/search.rules.ts';
export {
  addRecentTerm,
  SEARCH_INDEXES,
  searchFilters,
  searchIndexFor,
  searchSubmitPath,
  shouldEmitSearchTerm,
  suggestionPath,
} from './search/search.rules.ts';
export type { SuggestionsAnswer } from './search/suggestions.stream.ts';
export { suggestionsFor } from './search/suggestions.stream.ts';

// Favorites
export type { FavoritedCampaign } from './favorites/favorited-campaign.schema.ts';
export { favoritedCampaignSchema } from './favorites/favorited-campaign.schema.ts';
export type {
  FavoriteClick,
  FavoritesContext,
  FavoritesEvent,
  FavoritesMachine,
} from './favorites/favorites.machine.ts';
export { favoritesMachine } from './favorites/favorites.machine.ts';
export type { FavoritedCampaignsQuery, FavoritesPort } from './favorites/favorites.port.ts';
export { FavoritesPortToken } from './favorites/favorites.port.ts';
export { applyFavoriteAnswer, removeFromFavoritesView } from './favorites/favorites.rules.ts';

// Notifications and toasts
export type { Notification } from './notifications/notification.schema.ts';
export { notificationSchema } from './notifications/notification.schema.ts';
export type {
  NotificationsContext,
  NotificationsEvent,
  NotificationsMachine,
} from './notifications/notifications.machine.ts';
export { notificationsMachine } from './notifications/notifications.machine.ts';
export type { NotificationsPort } from './notifications/notifications.port.ts';
export { NotificationsPortToken } from './notifications/notifications.port.ts';
export type { Toast, ToastInput } from './notifications/toast.schema.ts';
export { toastSchema } from './notifications/toast.schema.ts';
export type {
  Notify,
  ToastsContext,
  ToastsEvent,
  ToastsMachine,
} from './notifications/toasts.machine.ts';
export { toastsMachine } from './notifications/toasts.machine.ts';

// Wallet and withdrawals
export type { CashbackRecord } from './wallet/cashback-record.schema.ts';
export { cashbackRecordSchema } from './wallet/cashback-record.schema.ts';
export type {
  CashbackRedemptionDeps,
  CashbackRedemptionFormMachine,
  CashbackRedemptionValues,
} from './wallet/cashback-redemption.form.ts';
export { cashbackRedemptionFormMachine } from './wallet/cashback-redemption.form.ts';
export type { PixKeyResult } from './wallet/pix.rules.ts';
export { normalisePixKey, PIX_EMAIL_MAX_LENGTH } from './wallet/pix.rules.ts';
export type { CashbackQuery, WalletPort } from './wallet/wallet.port.ts';
export { WalletPortToken } from './wallet/wallet.port.ts';
export type {
  PixType,
  WithdrawEndpoint,
  WithdrawPayload,
  WithdrawRequest,
} from './wallet/withdraw.schema.ts';
export { withdrawPayloadSchema } from './wallet/withdraw.schema.ts';
export type {
  WithdrawalDeps,
  WithdrawalFormMachine,
  WithdrawalValues,
} from './wallet/withdrawal.form.ts';
export { EMPTY_WITHDRAWAL, withdrawalFormMachine } from './wallet/withdrawal.form.ts';
export type { WithdrawDraftResult } from './wallet/withdrawal.rules.ts';
export { canWithdraw, withdrawFailureKeys, withdrawPayload } from './wallet/withdrawal.rules.ts';

// Redemptions: letters, vouchers, transactions
export type { GiftCard } from './redemptions/gift-card.schema.ts';
export { giftCardSchema } from './redemptions/gift-card.schema.ts';
export { isLetterDataValid, LETTER_DOCUMENT_LENGTH } from './redemptions/letter.rules.ts';
export type { Letter, LetterData } from './redemptions/letter.schema.ts';
export {
  letterDataSchema,
  letterSchema,
  letterTemplateSchema,
} from './redemptions/letter.schema.ts';
export type {
  LettersContext,
  LettersEvent,
  LettersMachine,
} from './redemptions/letters.machine.ts';
export { lettersMachine } from './redemptions/letters.machine.ts';
export type { RedemptionQuery, RedemptionsPort } from './redemptions/redemptions.port.ts';
export { RedemptionsPortToken } from './redemptions/redemptions.port.ts';
export type { Transaction } from './redemptions/transaction.schema.ts';
export { transactionSchema } from './redemptions/transaction.schema.ts';
export type { Voucher } from './redemptions/voucher.schema.ts';
export { voucherCampaignSchema, voucherSchema } from './redemptions/voucher.schema.ts';
export type {
  VouchersContext,
  VouchersEvent,
  VouchersMachine,
} from './redemptions/vouchers.machine.ts';
export { vouchersMachine } from './redemptions/vouchers.machine.ts';

// Engagement (rewards)
export type { CoinContext, CoinEvent, CoinMachine } from './engagement/coin.machine.ts';
export { coinMachine } from './engagement/coin.machine.ts';
export type { Coin } from './engagement/coin.schema.ts';
export { coinSchema } from './engagement/coin.schema.ts';
export type { EngagementPort, PartnerListQuery } from './engagement/engagement.port.ts';
export { EngagementPortToken } from './engagement/engagement.port.ts';

// Awards
export type { AwardsPort } from './awards/awards.port.ts';
export { AwardsPortToken } from './awards/awards.port.ts';

// Support
export type { SupportDeps, SupportFormMachine, SupportValues } from './support/support.form.ts';
export { EMPTY_SUPPORT, supportFormMachine } from './support/support.form.ts';
export type { SupportPort, SupportRequest } from './support/support.port.ts';
export { SupportPortToken } from './support/support.port.ts';

// Pharmacy card
export type {
  PharmacyCardDeps,
  PharmacyCardFormMachine,
  PharmacyCardValues,
} from './pharmacy/pharmacy-card.form.ts';
export { pharmacyCardFormMachine } from './pharmacy/pharmacy-card.form.ts';
export type { PharmacyPort } from './pharmacy/pharmacy.port.ts';
export { PharmacyPortToken } from './pharmacy/pharmacy.port.ts';

// Notices
export type { NoticeContext, NoticeEvent, NoticeMachine } from './notices/notice.machine.ts';
export { noticeMachine } from './notices/notice.machine.ts';
export type { NoticeModal } from './notices/notice.rules.ts';
export { noticeModals } from './notices/notice.rules.ts';
export type { Notice } from './notices/notice.schema.ts';
export { noticeSchema } from './notices/notice.schema.ts';
export type { NoticesPort } from './notices/notices.port.ts';
export { NoticesPortToken } from './notices/notices.port.ts';

// Paging
export type { Page, Pagination } from './paging/page.schema.ts';
export { pageSchema, paginationSchema } from './paging/page.schema.ts';
export type {
  PagingContext,
  PagingEvent,
  PagingInput,
  PagingMachine,
} from './paging/paging.machine.ts';
export { createPagingMachine } from './paging/paging.machine.ts';
export type { PagingRule } from './paging/paging.rules.ts';
export { appendPage, hasNextPage } from './paging/paging.rules.ts';

// Location, postal code and geolocation
export type { GeoPosition, PostalAddress } from './location/address.schema.ts';
export { postalAddressSchema } from './location/address.schema.ts';
export type { GeolocationPort } from './location/geolocation.port.ts';
export { GeolocationPortToken } from './location/geolocation.port.ts';
export type { LocationPort } from './location/location.port.ts';
export { LocationPortToken } from './location/location.port.ts';
export type { PostalCodePort } from './location/postal-code.port.ts';
export { PostalCodePortToken } from './location/postal-code.port.ts';

// The club facade
export type { ClubPorts, CorePorts, FeaturePorts } from './club-ports.ts';
export { missingPort } from './club-ports.ts';
export type { ActorScheduler, Club, ClubOptions, ClubRuntime } from './club.ts';
export type {
  ClubFlows,
  PagedListItem,
  PagedListKind,
  PagedListMachine,
  PagedListQuery,
  PagedLists,
} from './flows.ts';
export {
  activationFlow,
  campaignFlow,
  cashbackRedemptionFlow,
  coinFlow,
  createClubFlows,
  bannersFlow,
  changePasswordFlow,
  cardFlow,
  giftCardFlow,
  homeFlow,
  letterRequestFlow,
  nearbyFlow,
  lettersFlow,
  likeFlow,
  listFiltersFlow,
  noticeFlow,
  pagedListFlow,
  partnerRequestFlow,
  passwordResetFlow,
  pharmacyCardFlow,
  profileEditFlow,
  searchSuggestionsFlow,
  signInFlow,
  supportFlow,
  UNIQUE_CODE_VOUCHER_TYPE,
  vouchersFlow,
  withdrawalFlow,
} from './flows.ts';

// Flows, forms and paged lists: the pattern every screen follows
export type { Connect, Flow, FlowClock, Send } from './shared/flow.ts';
export { createFlowActor, flow, startFlow } from './shared/flow.ts';
export type {
  FieldErrors,
  FieldName,
  FieldRule,
  FormContext,
  FormEvent,
  FormInput,
  FormMachine,
  FormSpec,
  FormValues,
  Refusal,
} from './forms/form.machine.ts';
export { createFormMachine, serverRefusal } from './forms/form.machine.ts';
export type { FieldApi, FormApi } from './forms/form.connect.ts';
export { connectForm } from './forms/form.connect.ts';
export type { NoticeApi } from './notices/notice.connect.ts';
export { connectNotice } from './notices/notice.connect.ts';
export type { NotificationsApi } from './notifications/notifications.connect.ts';
export { connectNotifications } from './notifications/notifications.connect.ts';
export type { SearchSuggestionsApi } from './search/search-suggestions.connect.ts';
export { connectSearchSuggestions } from './search/search-suggestions.connect.ts';
export type {
  ProfileEditDeps,
  ProfileEditFormMachine,
  ProfileField,
  ProfileValues,
} from './profile/profile-edit.form.ts';
export {
  PROFILE_FIELDS,
  profileEditFormMachine,
  profileValuesOf,
} from './profile/profile-edit.form.ts';
export type { CampaignApi } from './campaigns/campaign.connect.ts';
export { connectCampaign } from './campaigns/campaign.connect.ts';
export type {
  CampaignAction,
  CampaignActionKind,
  CampaignType,
} from './campaigns/campaign-action.rules.ts';
export { campaignAction, campaignTypeOf } from './campaigns/campaign-action.rules.ts';
export type { NearbyApi } from './location/nearby.connect.ts';
export { connectNearby } from './location/nearby.connect.ts';
export type { NearbyContext, NearbyInput, NearbyMachine } from './location/nearby.machine.ts';
export { nearbyMachine } from './location/nearby.machine.ts';
export type { CardBrand } from './payment/card.rules.ts';
export { cardBrandOf, cardDigits, isValidCardNumber, passesLuhn } from './payment/card.rules.ts';
export { connectFavoritesView } from './favorites/favorites-view.connect.ts';
export type { LoadApi } from './shared/load.connect.ts';
export { connectLoad } from './shared/load.connect.ts';
export type { LoadContext, LoadEvent, LoadInput, LoadMachine } from './shared/load.machine.ts';
export { createLoadMachine } from './shared/load.machine.ts';
export type { CardDeps, CardFormMachine, CardValues } from './payment/card.form.ts';
export { cardFormMachine } from './payment/card.form.ts';
export type {
  LetterRequestDeps,
  LetterRequestFormMachine,
  LetterRequestValues,
} from './redemptions/letter-request.form.ts';
export { letterRequestFormMachine } from './redemptions/letter-request.form.ts';
export { campaignPageSize } from './campaigns/campaign-page-size.rules.ts';
export type { LikeApi } from './campaigns/like.connect.ts';
export { connectLike } from './campaigns/like.connect.ts';
export type { ListFiltersApi } from './campaigns/list-filters.connect.ts';
export { connectListFilters } from './campaigns/list-filters.connect.ts';
export type { CoinApi } from './engagement/coin.connect.ts';
export { connectCoin } from './engagement/coin.connect.ts';
export type { LetterListActor, LettersApi } from './redemptions/letters.connect.ts';
export { connectLetters } from './redemptions/letters.connect.ts';
export type { VoucherListActor, VouchersApi } from './redemptions/vouchers.connect.ts';
export { connectVouchers } from './redemptions/vouchers.connect.ts';
export type {
  ChangePasswordDeps,
  ChangePasswordFormMachine,
  ChangePasswordValues,
} from './profile/change-password.form.ts';
export { changePasswordFormMachine } from './profile/change-password.form.ts';
export type { PasswordChange } from './profile/member-account.port.ts';
export type { ActivationApi } from './activation/activation.connect.ts';
export { connectActivation } from './activation/activation.connect.ts';
export type { PasswordResetApi } from './auth/password-reset.connect.ts';
export { connectPasswordReset } from './auth/password-reset.connect.ts';
export type { HomeApi } from './home/home.connect.ts';
export { connectHome } from './home/home.connect.ts';
export type { HomeContext, HomeData, HomeInput, HomeMachine } from './home/home.machine.ts';
export { homeMachine } from './home/home.machine.ts';
export type { HomeShelf } from './home/home.rules.ts';
export { homeShelves } from './home/home.rules.ts';
export type { PagedListApi } from './paging/paging.connect.ts';
export { connectPagedList } from './paging/paging.connect.ts';
export type {
  SignInDeps,
  SignInEnd,
  SignInFormMachine,
  SignInValues,
} from './auth/sign-in.form.ts';
export { signInFormMachine, signInThroughSession } from './auth/sign-in.form.ts';
export { createClub } from './club.ts';
export type { ClubHost } from './navigation/club-host.ts';
export { createClubHost } from './navigation/club-host.ts';
export {
  selectCategories,
  selectConfig,
  selectConfigStatus,
  selectMember,
  selectSignedIn,
  selectToasts,
} from './club.selectors.ts';
