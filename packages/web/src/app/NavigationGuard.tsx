import {
  decideNavigation,
  genericSignInPage,
  readGenericAppFlag,
  readStoredCredentials,
  type MessageKey,
} from '@clube/core';
import { useEffect, type ReactNode } from 'react';
import { LoadingScreen } from '../features/startup/LoadingScreen.tsx';
import { Navigate, useLocation } from 'react-router';
import { useClub } from './club-context.tsx';
import { useCompanyConfig, useSignedIn } from './club-selectors.ts';

export interface GuardNotice {
  /** A message key shown by the screen the guard sent the member to. */
  message?: MessageKey;
}

/**
 * Applies the core's navigation decision (SPEC §2) to every route, in one place.
 * The generic-app flag is the one the start-up recorded from a token in the address; the
 * external sign-in page of generic apps is the club's `genericSignInUrl` option, else the
 * generic_app company's own url; the activation form and /verificacao read the stored
 * credentials.
 */
export function NavigationGuard({ children }: { children: ReactNode }) {
  const club = useClub();
  const location = useLocation();
  const signedIn = useSignedIn();
  const config = useCompanyConfig();
  const decision = decideNavigation({
    path: `${location.pathname}${location.search}`,
    authenticated: signedIn,
    genericAppConfig: config?.generic_app ?? false,
    genericAppFlag: readGenericAppFlag(club.runtime.ports.storage),
    genericSignInUrl: genericSignInPage(club.runtime.options.genericSignInUrl, config),
    storedCredentials: readStoredCredentials(club.runtime.ports.storage),
  });
  if (decision.kind === 'allow') return <>{children}</>;
  if (decision.kind === 'external') return <ExternalRedirect url={decision.url} />;
  const notice: GuardNotice = decision.message ? { message: decision.message } : {};
  return <Navigate to={decision.to} replace state={notice} />;
}

function ExternalRedirect({ url }: { url: string }) {
  const club = useClub();
  // Through the club's location port when the host gives one, else the address bar.
  useEffect(() => {
    const location = club.runtime.ports.location;
    if (location) location.assign(url);
    else window.location.assign(url);
  }, [club, url]);
  return <LoadingScreen />;
}
