import { bootFetch, takeBootAnswers } from './boot/boot-fetch.ts';
import { markFirstScreenShown, whenFirstScreenShown } from './boot/first-screen.ts';
import { companyFromAddress } from './app/company-from-address.ts';
import { pickLanguage } from './i18n/pick-language.ts';
import { nextTask } from './boot/next-task.ts';
import { connectivity } from './offline/connectivity.ts';
import { linkWebManifestLater } from './offline/web-manifest-link.ts';
import './theme/global.css.ts';
// Reads the viewport's width now, while the page is only the start screen (cheap to lay out),
// not in the middle of the first list's render.
import './ui/viewport-width.ts';

/** After the page's load, how long a screen has to show before the service worker starts anyway. */
const FIRST_SCREEN_FALLBACK_MS = 10_000;

// The boot script in index.html sent the club's first requests already: the club takes those.
const bootAnswers = takeBootAnswers();
const address = companyFromAddress(window.location.search);
// The manifest (and the icon the browser fetches with it) once the first screen is shown.
const followCompanyManifest = linkWebManifestLater(address.company, whenFirstScreenShown);
// The service worker is no part of the first screen: its chunk loads once that is shown, or
// a while after the page's load when no screen could show (the update may be the fix).
whenFirstScreenShown(
  () => void import('./offline/app-update.ts').then(({ startAppUpdates }) => startAppUpdates()),
);
// The page has often loaded already: this module runs after the start screen's first frame
// (boot/start-app.ts), and the page has nothing else to wait for.
const fallBackToFirstScreen = () => setTimeout(markFirstScreenShown, FIRST_SCREEN_FALLBACK_MS);
if (document.readyState === 'complete') fallBackToFirstScreen();
else addEventListener('load', fallBackToFirstScreen, { once: true });
// The page starts in seven tasks, not one: this module's few imports; the core; the adapters;
// the club's actors; React; the app's modules (the router, the frame); then the texts and the
// first render (issue 19: each long task of a phone's start counts against it). The modules
// imported here are in the initial chunk with this one (vite.config.ts), preloaded with the page.
await nextTask();
await import('./core-modules.ts');
await nextTask();
const { createBrowserClub, selectConfig } = await import('./club-modules.ts');
await nextTask();
const club = createBrowserClub({
  ...address,
  // A list that failed for want of a connection asks again by itself when the browser is online.
  connectivity,
  ...(bootAnswers.length > 0 ? { fetch: bootFetch(bootAnswers) } : {}),
});
// The manifest follows the company the club serves (a member who came in through a partner's
// link has no `?company=` after the first page).
club.companyConfig.subscribe((snapshot) => {
  const slug = selectConfig(snapshot)?.slug;
  if (slug) followCompanyManifest(slug);
});
await nextTask();
const { createRoot, startTransition, StrictMode } = await import('./react-modules.ts');
await nextTask();
const { App, loadFirstScreens, loadI18n } = await import('./app-modules.ts');
await nextTask();
// The first screen's chunks (preloaded with the page) are here before the first render, so it
// commits that screen at once: a loading fallback shown first and then replaced would hold
// each screen back by React's reveal throttle (300 ms after the last fallback, twice on Home).
// What the screen asks the club for starts meanwhile (Home's carousel and shelves).
const [i18n] = await Promise.all([
  loadI18n(pickLanguage(navigator.languages ?? [navigator.language])),
  loadFirstScreens(club, window.location),
]);
document.documentElement.lang = i18n.language;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);
// A transition lets React render the first screen in slices of a few milliseconds, yielding to
// the browser between them, instead of one long task (issue 19: Lighthouse mobile TBT on Entrar
// 694 → 460 ms, Home 1209 → 1091 ms, medians of 3 interleaved runs).
startTransition(() =>
  root.render(
    <StrictMode>
      <App club={club} i18n={i18n} />
    </StrictMode>,
  ),
);
