import { shouldSendHomeAnalytics } from './startup.rules.ts';

export interface AnalyticsEvent {
  readonly event: string;
  readonly properties: Record<string, string>;
}

/**
 * SPEC §2: logged-in members on any route but Recompensas send the home event and the
 * account-slug event (the company slug). The spec names the events, not their wire names:
 * 'home' and 'account_slug' are ours.
 */
export function startupAnalyticsEvents(
  pathname: string,
  authenticated: boolean,
  companySlug: string | null,
): AnalyticsEvent[] {
  if (!shouldSendHomeAnalytics(pathname, authenticated) || !companySlug) return [];
  return [
    { event: 'home', properties: {} },
    { event: 'account_slug', properties: { slug: companySlug } },
  ];
}
