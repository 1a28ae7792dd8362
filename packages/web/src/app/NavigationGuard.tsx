import { useEffect, type ReactNode } from 'react';
import { LoadingScreen } from '../ui/LoadingScreen.tsx';
import { Navigate, useLocation } from '../router/index.ts';
import type { GuardNotice } from '../runtime/guard-notice.ts';
import { useClubHost } from '../runtime/club-context.tsx';
import { useCompanyConfig, useSignedIn } from '../runtime/club-selectors.ts';

/**
 * Applies the core's navigation decision (SPEC §2) to every route, in one place.
 * The generic-app flag is the one the start-up recorded from a token in the address; the
 * external sign-in page of generic apps is the club's `genericSignInUrl` option, else the
 * generic_app company's own url; the activation form and /verificacao read the stored
 * credentials.
 */
export function NavigationGuard({ children }: { children: ReactNode }) {
  const host = useClubHost();
  const location = useLocation();
  const signedIn = useSignedIn();
  const config = useCompanyConfig();
  const decision = host.navigation({
    path: `${location.pathname}${location.search}`,
    authenticated: signedIn,
    config,
  });
  if (decision.kind === 'allow') return <>{children}</>;
  if (decision.kind === 'external') return <ExternalRedirect url={decision.url} />;
  const notice: GuardNotice = decision.message ? { message: decision.message } : {};
  return <Navigate to={decision.to} replace state={notice} />;
}

function ExternalRedirect({ url }: { url: string }) {
  const host = useClubHost();
  // Through the club's location port when the host gives one, else the address bar.
  useEffect(() => {
    if (!host.leave(url)) window.location.assign(url);
  }, [host, url]);
  return <LoadingScreen />;
}
