import type { ClubHost } from '@clube/core';
import type { StartupDecision } from '@clube/core/navigation';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from '../router/index.ts';
import { LoadingScreen } from '../ui/LoadingScreen.tsx';
import { useClubHost } from '../runtime/club-context.tsx';
import { useCompanyConfig, useSignedIn } from '../runtime/club-selectors.ts';
import { checkedImageUrl, checkedUrl } from '../runtime/checked-url.ts';
import { startupAddress } from './startup-address.ts';
import { useCompanyFavicon } from '../features/startup/use-company-favicon.ts';
import { useCustomStylesheet } from '../features/startup/use-custom-stylesheet.ts';
import { useFirstScreenShown } from '../boot/use-first-screen-shown.ts';

/**
 * What can wait for a chunk of its own, loaded once the first screen is shown (it would
 * otherwise be one more round of requests before the first screen's largest paint, issue 19):
 * the outdated-browser warning.
 */
const StartupExtras = lazy(() => import('../features/startup/StartupExtras.tsx'));

/** The address at start-up, acted on once, before any route decides anything. */
function applyStartup(host: ClubHost, search: string, pathname: string): StartupDecision {
  return host.startup(startupAddress(search, pathname));
}

/**
 * SPEC §2 "Start-up behaviour", applied in this one place with the core's decisions: the
 * address (activate=true, a token, the generic-app flag) and the logout_url and generic-app
 * redirects, the analytics events, the custom stylesheet (through the URL check); the company's
 * tab icon once the first screen is shown, and the outdated-browser warning with
 * `StartupExtras`, in its own chunk, after it.
 */
export function Startup({ children }: { children: ReactNode }) {
  const host = useClubHost();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const config = useCompanyConfig();
  const signedIn = useSignedIn();
  const [decision] = useState(() =>
    applyStartup(host, window.location.search, window.location.pathname),
  );
  const logoutInAddress = useState(() => startupAddress(window.location.search).logout)[0];

  // activate=true: the member is looked up by document once; the form's guard decides then.
  // Once: `navigate` changes with every navigation, and going back to the form after it (the
  // member activated and the guard sent them Home) would loop between the two.
  const activation = useRef<Promise<unknown> | null>(null);
  const wentToForm = useRef(false);
  useEffect(() => {
    if (decision.kind !== 'activate') return;
    activation.current ??= host.activate(decision.token);
    let current = true;
    void activation.current.then(() => {
      if (!current || wentToForm.current) return;
      wentToForm.current = true;
      void navigate(decision.path, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [host, decision, navigate]);

  const after = config
    ? host.afterConfig({
        authenticated: signedIn,
        config,
        logoutInAddress,
        address: window.location.href,
      })
    : null;
  const clearStoredUrl = after?.kind === 'clearStoredGenericAppUrl';
  useEffect(() => {
    if (clearStoredUrl) host.clearStoredGenericAppUrl();
  }, [clearStoredUrl, host]);
  const leaveFor = after?.kind === 'redirect' && config ? checkedUrl(after.url, config) : null;
  useEffect(() => {
    // Through the club's location port when the host gives one, else the address bar.
    if (leaveFor && !host.leave(leaveFor)) window.location.assign(leaveFor);
  }, [leaveFor, host]);

  // Once per signed-in member and company, on the route where they are.
  const sent = useRef<string | null>(null);
  const slug = config?.slug ?? null;
  useEffect(() => {
    if (!signedIn) sent.current = null;
    if (!signedIn || sent.current === slug) return;
    if (host.trackStartup(pathname, signedIn, slug)) sent.current = slug;
  }, [host, signedIn, slug, pathname]);

  // The company's custom stylesheet, only once it passes the URL check.
  const stylesheet = config?.custom_script ? checkedUrl(config.custom_script, config) : null;
  useCustomStylesheet(stylesheet);
  const firstScreenShown = useFirstScreenShown();
  // The company's tab icon, once the first screen is shown.
  useCompanyFavicon(firstScreenShown && config ? checkedImageUrl(config.favicon, config) : null);

  // Leaving the site: no route decides anything meanwhile.
  if (leaveFor) return <LoadingScreen />;
  return (
    <>
      {config && firstScreenShown ? (
        <Suspense fallback={null}>
          <StartupExtras />
        </Suspense>
      ) : null}
      {children}
    </>
  );
}
