import type { Club } from '@clube/core';
import type { i18n } from 'i18next';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Routes } from '../router/index.ts';
import { LoadingScreen } from '../ui/LoadingScreen.tsx';
import { CrashScreen } from '../features/errors/CrashScreen.tsx';
import { StartupGate } from '../features/startup/StartupGate.tsx';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { BrandTheme } from './BrandTheme.tsx';
import { ClubProvider } from '../runtime/club-context.tsx';
import { ErrorBoundary } from '../runtime/ErrorBoundary.tsx';
import { FirstScreenSignal } from '../boot/FirstScreenSignal.tsx';
import { useFirstScreenShown } from '../boot/use-first-screen-shown.ts';
import { NavigationGuard } from './NavigationGuard.tsx';
import { appRoutes } from './routes.tsx';
import { Startup } from './Startup.tsx';

// The offline bar, the update and the install prompts: a chunk of their own, after the first screen.
const AppPrompts = lazy(() =>
  import('../offline/AppPrompts.tsx').then((module) => ({ default: module.AppPrompts })),
);

/**
 * Every route passes the one guard and sits inside an error boundary (a broken screen shows
 * SPEC §8's global message, never a blank page); the table itself lives in routes.tsx.
 */
export function AppRoutes() {
  return (
    <ErrorBoundary fallback={<CrashScreen />}>
      <NavigationGuard>
        <Suspense fallback={<LoadingScreen />}>
          <Routes>{appRoutes}</Routes>
          <FirstScreenSignal />
        </Suspense>
      </NavigationGuard>
    </ErrorBoundary>
  );
}

/**
 * The prompts are no part of the first screen: their chunk comes once it is shown. The signal
 * is read here, not in App, so that its arrival renders this alone and not the whole tree
 * (which it did, router links and Home's shelves included: 93 components in one commit).
 */
function LatePrompts() {
  const firstScreenShown = useFirstScreenShown();
  return firstScreenShown ? (
    <Suspense fallback={null}>
      <AppPrompts />
    </Suspense>
  ) : null;
}

export function App({ club, i18n }: { club: Club; i18n: i18n }) {
  return (
    <I18nProvider i18n={i18n}>
      <ClubProvider club={club}>
        <BrandTheme>
          <BrowserRouter>
            <Startup>
              <StartupGate>
                <AppRoutes />
              </StartupGate>
            </Startup>
          </BrowserRouter>
          <LatePrompts />
        </BrandTheme>
      </ClubProvider>
    </I18nProvider>
  );
}
