import type { CompanyConfig } from '@clube/core/company';
import type { User } from '@clube/core/profile';
import { connectNotifications, type NotificationsApi } from '@clube/core/notifications';
import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useEffectEvent,
  type ReactNode,
} from 'react';
import { Outlet, useLocation, useNavigationType } from '../router/index.ts';
import { useClub } from '../runtime/club-context.tsx';
import { ErrorBoundary } from '../runtime/ErrorBoundary.tsx';
import { FlowCacheProvider } from '../runtime/flow-cache.tsx';
import { useFlowApi } from '../runtime/use-flow.ts';
import { useIdle } from '../runtime/use-idle.ts';
import { useCompanyConfig, useMember } from '../runtime/club-selectors.ts';
import { LoadingScreen } from '../ui/LoadingScreen.tsx';
import { useTranslation } from '../i18n/I18nProvider.tsx';
import ClubToasts from './ClubToasts.tsx';
import { CategoryMenu } from './CategoryMenu.tsx';
import { Footer } from './Footer.tsx';
import * as styles from './layout.css.ts';
import { MobileTabs } from './MobileTabs.tsx';
import { SearchBox } from './SearchBox.tsx';
import { breakpoints } from '../theme/theme.css.ts';
import { useMediaQuery } from '../ui/useMediaQuery.ts';
import { TopBar, TopNav } from './TopBar.tsx';
import { usePanels, type Panel } from './usePanels.ts';

// Closed, the panels are empty dialogs that join the page once it is idle (FramePanels): their
// code (the profile's wallets with the award partners' and points' flows, the notifications'
// list) comes then, not with the first screen.
const ProfilePanel = lazy(() =>
  import('./ProfilePanel.tsx').then((module) => ({ default: module.ProfilePanel })),
);
const NotificationsPanel = lazy(() =>
  import('./NotificationsPanel.tsx').then((module) => ({ default: module.NotificationsPanel })),
);

// The notice modals carry the HTML sanitiser (DOMPurify, ~11 kB gzip) and ask for the member's
// last notice: they wait until the page has loaded and the browser is idle (useIdle).
const NoticeModals = lazy(() =>
  import('./NoticeModals.tsx').then((module) => ({ default: module.NoticeModals })),
);

/**
 * The profile and notification panels and the notice modals. Closed, a panel is an empty
 * dialog: it joins the page after the first paint (or when opened first), so that the first
 * commit of a signed-in page holds only what shows. The idle moment is read here, not in the
 * frame, so that its arrival renders these alone, not the whole frame (44 components).
 */
function FramePanels({
  config,
  member,
  open,
  onClose,
  notifications,
}: {
  config: CompanyConfig;
  member: User | null;
  open: Panel | null;
  onClose: () => void;
  notifications: NotificationsApi;
}) {
  const club = useClub();
  const idle = useIdle();
  return (
    <>
      {idle || open === 'profile' ? (
        <Suspense fallback={null}>
          <ProfilePanel
            open={open === 'profile'}
            config={config}
            member={member}
            onClose={onClose}
            onLogout={() => club.logout()}
          />
        </Suspense>
      ) : null}
      {idle || open === 'notifications' ? (
        <Suspense fallback={null}>
          <NotificationsPanel
            open={open === 'notifications'}
            notifications={notifications.items.map((item) => ({
              id: item.id,
              title: item.title ?? '',
              read: item.read,
              createdAt: item.created_at,
            }))}
            onClose={onClose}
            onRead={notifications.markRead}
          />
        </Suspense>
      ) : null}
      {idle ? (
        <Suspense fallback={null}>
          <NoticeModals />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The signed-in frame (SPEC §2 "Layout") around every logged-in screen. `crash` is what a screen
 * that broke shows inside the frame (the app hands its crash screen down: layout imports no feature).
 */
export function AppLayout({ crash }: { crash: ReactNode }) {
  const club = useClub();
  // The config's arrival renders the whole frame and the screen in it: deferred, React renders
  // it in slices and shows it whole, whatever made it change (issue 19).
  const config = useDeferredValue(useCompanyConfig());
  // One search box, where the width puts it (each has its own suggestions task and render), and
  // the desktop's category menu only there.
  const desktop = useMediaQuery(breakpoints.desktop, true);
  const member = useMember();
  const { t } = useTranslation();
  const panels = usePanels();
  const { closeAll } = panels;
  const { pathname } = useLocation();
  const notifications = useFlowApi(club.notifications, connectNotifications);
  const { toggle } = panels;
  const { opened: notificationsOpened } = notifications;
  const togglePanel = useCallback(
    (panel: Panel) => {
      if (panel === 'notifications' && panels.open !== 'notifications') notificationsOpened();
      toggle(panel);
    },
    [notificationsOpened, panels.open, toggle],
  );

  // After every navigation the page smooth-scrolls to the top, with the panels closed. Back and
  // forward keep the position instead: a list scrolls back to where the member was
  // (useRestoredScroll), as the browser does for any page.
  const navigationType = useNavigationType();
  const navigated = useEffectEvent(() => {
    if (navigationType !== 'POP') window.scrollTo({ top: 0, behavior: 'smooth' });
    closeAll();
  });
  useEffect(() => navigated(), [pathname]);

  if (!config) return <LoadingScreen />;
  return (
    <div className={styles.shell}>
      <a href="#conteudo" className={styles.skipLink}>
        {t('app.skipToContent')}
      </a>
      <TopBar
        config={config}
        desktop={desktop}
        hasNewNotifications={notifications.hasNew}
        openPanel={panels.open}
        onTogglePanel={togglePanel}
      />
      <TopNav config={config} />
      {/* Desktop only: on a phone its icons would load for a menu never shown. */}
      {desktop ? <CategoryMenu /> : null}
      {desktop ? null : (
        <div className={`${styles.mobileOnly} ${styles.mobileSearch}`}>
          <SearchBox placeholderKey="layout.searchPlaceholderMobile" />
        </div>
      )}
      <main id="conteudo" className={styles.main}>
        {/* The member's lists stay alive here between screens: "back" finds their pages. */}
        {/* A broken screen shows the global message inside the frame, which stays usable. */}
        <ErrorBoundary fallback={crash}>
          <FlowCacheProvider>
            <Suspense fallback={<LoadingScreen />}>
              <Outlet />
            </Suspense>
          </FlowCacheProvider>
        </ErrorBoundary>
      </main>
      <Footer config={config} />
      <MobileTabs config={config} />
      <FramePanels
        config={config}
        member={member}
        open={panels.open}
        onClose={closeAll}
        notifications={notifications}
      />
      <ClubToasts />
    </div>
  );
}
