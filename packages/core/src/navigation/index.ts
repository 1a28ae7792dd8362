// @clube/core/navigation: the navigation context's public surface.
export type { LoginEntryDecision } from './login-entry.rules.ts';
export { decideLoginEntry } from './login-entry.rules.ts';
export type { LogoutDestination } from './logout.rules.ts';
export { logoutDestination } from './logout.rules.ts';
export type { NavigationDecision, NavigationRequest } from './navigation.rules.ts';
export { decideNavigation, genericSignInPage } from './navigation.rules.ts';
export type { StartupActivationPorts } from './startup-activation.ts';
export { activateFromAddress } from './startup-activation.ts';
export {
  HOME_PATH,
  isPublicPath,
  LOGIN_ENTRY_PATH,
  PAGE_TOKEN_PREFIXES,
  pageOwnsToken,
  PUBLIC_ROUTE_PREFIXES,
  SIGN_IN_PATH,
} from './public-routes.ts';
export {
  checkRedirect,
  configRedirectOrigins,
  followableRedirect,
  originOf,
  safeInternalPath,
} from '../shared/redirect.rules.ts';
export type { GatedRoute, GateRedirectRoute, RouteGateDecision } from './route-gates.rules.ts';
export { decideRouteGate } from './route-gates.rules.ts';
export type {
  AfterConfigDecision,
  AfterConfigFacts,
  StartupAddress,
  StartupDecision,
} from './startup.rules.ts';
export { decideAfterConfig, decideStartup, shouldSendHomeAnalytics } from './startup.rules.ts';
export type { AnalyticsEvent } from './startup-analytics.rules.ts';
export { startupAnalyticsEvents } from './startup-analytics.rules.ts';
export { isOutdatedBrowser } from './browser-support.rules.ts';
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
} from '../auth/generic-app.rules.ts';
