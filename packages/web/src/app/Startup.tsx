import {
  activateFromAddress,
  decideAfterConfig,
  decideStartup,
  genericAppFlagOf,
  readGenericAppFlag,
  readStoredGenericAppUrl,
  recordGenericAppFlag,
  startupAnalyticsEvents,
  storeGenericAppUrl,
  type Club,
  type StartupDecision,
} from '@clube/core';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoadingScreen } from '../features/startup/LoadingScreen.tsx';
import { useClub } from './club-context.tsx';
import { useCompanyConfig, useSignedIn } from './club-selectors.ts';
import { checkedUrl } from './checked-url.ts';
import { startupAddress } from './startup-address.ts';

/** What can wait for a chunk of its own: the custom stylesheet and the browser warning. */
const StartupExtras = lazy(() => import('../features/startup/StartupExtras.tsx'));

/** The address at start-up, acted on once, before any route decides anything (activate=true: below). */
function applyStartup(club: Club, search: string): StartupDecision {
  const decision = decideStartup(startupAddress(search));
  const { storage, tokenDecoder } = club.runtime.ports;
  if (decision.kind === 'recordGenericApp') {
    recordGenericAppFlag(storage, genericAppFlagOf(safeDecode(tokenDecoder, decision.token)));
    if (club.token() !== decision.token) {
      club.session.send({ type: 'TOKEN_RECEIVED', token: decision.token });
    }
  }
  return decision;
}

function safeDecode(decoder: Club['runtime']['ports']['tokenDecoder'], token: string): unknown {
  try {
    return decoder.decode(token);
  } catch {
    return null;
  }
}

/**
 * SPEC §2 "Start-up behaviour", applied in this one place with the core's decisions: the
 * address (activate=true, a token, the generic-app flag) and the logout_url and generic-app
 * redirects, the analytics events, the custom stylesheet's URL check; attaching the
 * stylesheet and the outdated-browser warning come with `StartupExtras`, in their own chunk.
 */
export function Startup({ children }: { children: ReactNode }) {
  const club = useClub();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const config = useCompanyConfig();
  const signedIn = useSignedIn();
  const [decision] = useState(() => applyStartup(club, window.location.search));
  const logoutInAddress = useState(() => startupAddress(window.location.search).logout)[0];

  // activate=true: the member is looked up by document once; the form's guard decides then.
  const activation = useRef<Promise<unknown> | null>(null);
  useEffect(() => {
    if (decision.kind !== 'activate') return;
    const { storage, tokenDecoder } = club.runtime.ports;
    activation.current ??= activateFromAddress(
      { activation: club.runtime.port('activation'), tokenDecoder, storage },
      decision.token,
    );
    let current = true;
    void activation.current.then(() => {
      if (current) void navigate(decision.path, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [club, decision, navigate]);

  const after = config
    ? decideAfterConfig({
        authenticated: signedIn,
        config,
        genericLoginFlag: readGenericAppFlag(club.runtime.ports.storage),
        storedGenericAppUrl: readStoredGenericAppUrl(club.runtime.ports.storage),
        logoutInAddress,
      })
    : null;
  const leaveFor = after?.kind === 'redirect' && config ? checkedUrl(after.url, config) : null;
  const clearStoredUrl = after?.kind === 'clearStoredGenericAppUrl';
  useEffect(() => {
    if (clearStoredUrl) storeGenericAppUrl(club.runtime.ports.storage, null);
  }, [clearStoredUrl, club]);
  useEffect(() => {
    if (!leaveFor) return;
    // Through the club's location port when the host gives one, else the address bar.
    const location = club.runtime.ports.location;
    if (location) location.assign(leaveFor);
    else window.location.assign(leaveFor);
  }, [leaveFor, club]);

  // Once per signed-in member and company, on the route where they are.
  const sent = useRef<string | null>(null);
  const slug = config?.slug ?? null;
  useEffect(() => {
    const analytics = club.runtime.ports.analytics;
    if (!signedIn) sent.current = null;
    if (!analytics || !signedIn || sent.current === slug) return;
    const events = startupAnalyticsEvents(pathname, signedIn, slug);
    if (events.length === 0) return;
    sent.current = slug;
    for (const { event, properties } of events) analytics.track(event, properties);
  }, [club, signedIn, slug, pathname]);

  // The company's custom stylesheet, only once it passes the URL check.
  const stylesheet = config?.custom_script ? checkedUrl(config.custom_script, config) : null;

  // Leaving the site: no route decides anything meanwhile.
  if (leaveFor) return <LoadingScreen />;
  return (
    <>
      {config ? (
        <Suspense fallback={null}>
          <StartupExtras stylesheet={stylesheet} />
        </Suspense>
      ) : null}
      {children}
    </>
  );
}
