import type { Club } from '@clube/core';
import type { i18n } from 'i18next';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { LoadingScreen } from '../features/startup/LoadingScreen.tsx';
import { StartupGate } from '../features/startup/StartupGate.tsx';
import { BrandTheme } from './BrandTheme.tsx';
import { ClubProvider } from './club-context.tsx';
import { NavigationGuard } from './NavigationGuard.tsx';

const SignInScreen = lazy(() => import('../features/sign-in/SignInScreen.tsx'));
const HomeScreen = lazy(() => import('../features/home/HomeScreen.tsx'));
const CampaignsScreen = lazy(() => import('../features/campaigns/CampaignsScreen.tsx'));

/** The route table mirrors SPEC §2; every route passes the one guard. */
export function AppRoutes() {
  return (
    <NavigationGuard>
      <Suspense fallback={<LoadingScreen />}>
        <Routes>
          <Route path="/entrar" element={<SignInScreen />} />
          <Route path="/" element={<HomeScreen />} />
          <Route path="/campanhas" element={<CampaignsScreen />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
    </NavigationGuard>
  );
}

export function App({ club, i18n }: { club: Club; i18n: i18n }) {
  return (
    <I18nProvider i18n={i18n}>
      <ClubProvider club={club}>
        <BrandTheme>
          <StartupGate>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </StartupGate>
        </BrandTheme>
      </ClubProvider>
    </I18nProvider>
  );
}
