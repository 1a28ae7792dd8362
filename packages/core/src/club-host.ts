import type { Club } from './club.ts';
import type { CompanyConfig } from './company/company-config.schema.ts';
import {
  genericAppFlagOf,
  readGenericAppFlag,
  readStoredCredentials,
  readStoredGenericAppUrl,
  recordGenericAppFlag,
  storeGenericAppUrl,
} from './auth/generic-app.rules.ts';
import {
  decideNavigation,
  genericSignInPage,
  type NavigationDecision,
} from './navigation/navigation.rules.ts';
import { decideLoginEntry } from './navigation/login-entry.rules.ts';
import { activateFromAddress } from './navigation/startup-activation.ts';
import { startupAnalyticsEvents } from './navigation/startup-analytics.rules.ts';
import {
  decideAfterConfig,
  decideStartup,
  type AfterConfigDecision,
  type StartupAddress,
  type StartupDecision,
} from './navigation/startup.rules.ts';

/**
 * What a host's shell does at start-up and on every navigation (SPEC §2), with the club's own
 * storage, token decoder, location and analytics: the host passes what it sees (the address,
 * the path, the config) and acts on the answer, never reaching a port itself.
 */
export interface ClubHost {
  /** The guard's decision for a path, with the stored generic-app flag and credentials. */
  navigation(request: {
    path: string;
    authenticated: boolean;
    config: CompanyConfig | null;
  }): NavigationDecision;
  /** The address at start-up, acted on once: a token is handed to the session, its flag recorded. */
  startup(address: StartupAddress): StartupDecision;
  /**
   * The login entry (/login?company=…&token=…, SPEC §2): the address's token goes to the
   * session (unless it holds that one already); answers where the member goes next.
   */
  loginEntry(query: Readonly<Record<string, string>>): string;
  /** activate=true: looks the member up by the token's document and stores the credentials. */
  activate(token: string): Promise<unknown>;
  /** Once the config is known: logout_url, or the stored generic-app url (logout=true clears it). */
  afterConfig(facts: {
    authenticated: boolean;
    config: CompanyConfig | null;
    logoutInAddress: boolean;
    /** The page's whole address: a stored url already here is not gone to again. */
    address?: string;
  }): AfterConfigDecision;
  /** Forgets the stored generic-app url (when `afterConfig` answers `clearStoredGenericAppUrl`). */
  clearStoredGenericAppUrl(): void;
  /** Leaves the app through the club's location port; false when the host has none. */
  leave(url: string): boolean;
  /** Sends the start-up analytics events for this route; true when some were sent. */
  trackStartup(pathname: string, signedIn: boolean, slug: string | null): boolean;
}

export function createClubHost(club: Club): ClubHost {
  const { ports, options } = club.runtime;
  return {
    navigation: ({ path, authenticated, config }) =>
      decideNavigation({
        path,
        authenticated,
        genericAppConfig: config?.generic_app ?? false,
        genericAppFlag: readGenericAppFlag(ports.storage),
        genericSignInUrl: genericSignInPage(options.genericSignInUrl, config),
        storedCredentials: readStoredCredentials(ports.storage),
        memberLeft: club.session.getSnapshot().context.signedOutReason === 'logout',
      }),
    startup: (address) => {
      const decision = decideStartup(address);
      if (decision.kind === 'recordGenericApp') {
        let claims: unknown = null;
        try {
          claims = ports.tokenDecoder.decode(decision.token);
        } catch {
          // A token that does not decode carries no flag.
        }
        recordGenericAppFlag(ports.storage, genericAppFlagOf(claims));
        if (club.token() !== decision.token) {
          club.session.send({ type: 'TOKEN_RECEIVED', token: decision.token });
        }
      }
      return decision;
    },
    loginEntry: (query) => {
      const decision = decideLoginEntry(query);
      // The start-up has usually handed the same token over already.
      if (decision.token && decision.token !== club.token()) club.runtime.onToken(decision.token);
      return decision.to;
    },
    activate: (token) =>
      activateFromAddress(
        {
          activation: club.runtime.port('activation'),
          tokenDecoder: ports.tokenDecoder,
          storage: ports.storage,
        },
        token,
      ),
    afterConfig: ({ authenticated, config, logoutInAddress, address }) =>
      decideAfterConfig({
        authenticated,
        config,
        genericLoginFlag: readGenericAppFlag(ports.storage),
        storedGenericAppUrl: readStoredGenericAppUrl(ports.storage),
        logoutInAddress,
        ...(address === undefined ? {} : { address }),
        memberLeft: club.session.getSnapshot().context.signedOutReason === 'logout',
      }),
    clearStoredGenericAppUrl: () => storeGenericAppUrl(ports.storage, null),
    leave: (url) => {
      if (!ports.location) return false;
      ports.location.assign(url);
      return true;
    },
    trackStartup: (pathname, signedIn, slug) => {
      const analytics = ports.analytics;
      if (!analytics) return false;
      const events = startupAnalyticsEvents(pathname, signedIn, slug);
      for (const { event, properties } of events) analytics.track(event, properties);
      return events.length > 0;
    },
  };
}
