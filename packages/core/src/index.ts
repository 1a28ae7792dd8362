// Public surface of @clube/core: explicit named exports only.
export type { AuthState, StoredCredentials } from './auth/auth-state.schema.ts';
export { authStateSchema, storedCredentialsSchema } from './auth/auth-state.schema.ts';
export type { AuthPort, LoginAnswer, LoginRequest, TokenDecoderPort } from './auth/auth.port.ts';
export { AuthPortToken, TokenDecoderPortToken } from './auth/auth.port.ts';
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
export type { ActorScheduler, Club, ClubOptions, ClubPorts } from './club.ts';
export { createClub } from './club.ts';
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
export { companyConfigSchema } from './company/company-config.schema.ts';
export type { CompanyPort } from './company/company.port.ts';
export { CompanyPortToken } from './company/company.port.ts';
export type { Permission } from './company/permissions.rules.ts';
export { hasPermission, PERMISSIONS } from './company/permissions.rules.ts';
export type { NavigationDecision, NavigationRequest } from './navigation/navigation.rules.ts';
export { decideNavigation } from './navigation/navigation.rules.ts';
export {
  HOME_PATH,
  isPublicPath,
  LOGIN_ENTRY_PATH,
  PUBLIC_ROUTE_PREFIXES,
  SIGN_IN_PATH,
} from './navigation/public-routes.ts';
export { safeInternalPath } from './navigation/redirect.rules.ts';
export type { MemberContext, MemberEvent } from './profile/member.machine.ts';
export { memberMachine } from './profile/member.machine.ts';
export type { ProfilePort } from './profile/profile.port.ts';
export { ProfilePortToken } from './profile/profile.port.ts';
export type { User } from './profile/user.schema.ts';
export { memberDisplayName, userSchema } from './profile/user.schema.ts';
export type { ClockPort } from './shared/clock.port.ts';
export { ClockPortToken, systemClock } from './shared/clock.port.ts';
export type { ClubError, ClubErrorKind } from './shared/club-error.ts';
export { isClubError, toClubError } from './shared/club-error.ts';
export {
  DAY_MS,
  DEFAULT_COLORS,
  PERSISTED_STORE_TIMEOUT_MS,
  RELEASE_VERSION,
} from './shared/constants.ts';
export type { MessageKey } from './shared/message-keys.ts';
export { MESSAGE_KEYS } from './shared/message-keys.ts';
export { observe } from './shared/observe.ts';
export { parseAnswer } from './shared/parse.ts';
export type { StoragePort } from './shared/storage.port.ts';
export { StoragePortToken } from './shared/storage.port.ts';
export { createMemoryStorage } from './shared/memory-storage.ts';
export { stripHtmlFragment, validateRequired } from './shared/validation.rules.ts';
export {
  AUTH_FAILURE_MESSAGES,
  clubErrorFromAnswer,
  FALLBACK_ERROR_MESSAGE,
  hasEmbeddedErrors,
  isAuthFailureAnswer,
  messagesOf,
} from './shared/answer-errors.rules.ts';
export { loginAnswerSchema } from './auth/login-answer.schema.ts';
