// Test helper: a club over the core's fake ports, rendered with i18n, the club and a router.
import { createClub, selectConfig, selectSignedIn, systemClock, type Club } from '@clube/core';
import { createFakePorts, DEMO_MEMBER, type FakeWorldOptions } from '@clube/core/testing';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation } from '../router/index.ts';
import { waitFor as waitForActor } from 'xstate';
import { ClubProvider } from '../runtime/club-context.tsx';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { createI18n } from '../i18n/i18n.ts';
import { registerMemberTexts } from '../i18n/member-texts.ts';

export function createFakeClub(options: Partial<FakeWorldOptions> = {}) {
  const ports = createFakePorts({ clock: systemClock, ...options });
  const club = createClub(ports);
  return { club, ports };
}

/** Signs the demo member in and waits until the member's data has loaded. */
export async function signInDemo(club: Club): Promise<void> {
  club.signIn({ document: DEMO_MEMBER.document, password: DEMO_MEMBER.password });
  await waitForActor(club.session, selectSignedIn);
  await waitForActor(club.companyConfig, (snapshot) => selectConfig(snapshot) !== null);
}

/** The current path and query, shown for assertions. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderWithClub(
  ui: ReactElement,
  { club, route = '/' }: { club: Club; route?: string },
): RenderResult {
  const i18n = createI18n('pt-BR');
  registerMemberTexts(i18n);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <ClubProvider club={club}>
        <MemoryRouter initialEntries={[route]}>
          {children}
          <LocationProbe />
        </MemoryRouter>
      </ClubProvider>
    </I18nProvider>
  );
  return render(ui, { wrapper });
}
