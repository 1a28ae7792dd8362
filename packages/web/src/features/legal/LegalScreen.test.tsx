import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from '../../router/index.ts';
import { describe, expect, it } from 'vitest';
import { createFakeClub, renderWithClub, signInDemo } from '../../test/fake-club.tsx';
import ActivationLegalScreen from './ActivationLegalScreen.tsx';
import { LEGAL_SECTIONS } from './legal.texts.ts';
import MemberLegalScreen from './MemberLegalScreen.tsx';
import PartnerTermsScreen from './PartnerTermsScreen.tsx';
import PrivacyPolicyScreen from './PrivacyPolicyScreen.tsx';
import PublicLegalScreen from './PublicLegalScreen.tsx';
import UserTermsScreen from './UserTermsScreen.tsx';

function routesUnder(base: string, page: ReactElement, names: [string, string, string]) {
  return (
    <Routes>
      <Route path={base} element={page}>
        <Route path={`${base}/${names[0]}`} element={<UserTermsScreen />} />
        <Route path={`${base}/${names[1]}`} element={<PrivacyPolicyScreen />} />
        <Route path={`${base}/${names[2]}`} element={<PartnerTermsScreen />} />
      </Route>
    </Routes>
  );
}

async function openMember(route: string) {
  const { club } = createFakeClub();
  await signInDemo(club);
  renderWithClub(
    routesUnder('/termos', <MemberLegalScreen />, ['usuario', 'privacidade', 'parceria']),
    { club, route },
  );
}

function openPublic(route: string) {
  const { club } = createFakeClub();
  renderWithClub(routesUnder('/terms', <PublicLegalScreen />, ['user', 'privacy', 'partner']), {
    club,
    route,
  });
}

// Typing field by field takes a while on a busy machine.
describe('the terms pages', { timeout: 20_000 }, () => {
  it('show the user terms signed in, with the three documents as tabs', async () => {
    await openMember('/termos/usuario');
    // The heading takes the focus once the page has painted (useFocusAfterPaint).
    await waitFor(
      () => expect(screen.getByRole('heading', { level: 1, name: 'Termos' })).toHaveFocus(),
      { timeout: 5000 }, // a frame and a task later: a busy machine can take past a second
    );
    const tabs = screen.getByRole('navigation', { name: 'Documentos' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Termos do usuário', '/termos/usuario'],
      ['Política de privacidade', '/termos/privacidade'],
      ['Termos de parceria', '/termos/parceria'],
    ]);
    expect(within(tabs).getByRole('link', { name: 'Termos do usuário' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const document = screen.getByRole('region', { name: 'Termos do usuário' });
    expect(within(document).getByText(/Estes termos regem o uso de Clube Vantagens/)).toBeVisible();
    expect(within(document).getAllByRole('heading', { level: 3 })).toHaveLength(
      LEGAL_SECTIONS.user.length,
    );
  });

  it('show the privacy policy and the partnership terms, each with its sections', async () => {
    await openMember('/termos/privacidade');
    const privacy = screen.getByRole('region', { name: 'Política de privacidade' });
    expect(within(privacy).getByText(/Lei Geral de Proteção de Dados/)).toBeVisible();
    expect(within(privacy).getAllByRole('heading', { level: 3 })).toHaveLength(
      LEGAL_SECTIONS.privacy.length,
    );
  });

  it('show the public variant with the way back to Entrar and no breadcrumb', () => {
    openPublic('/terms/partner');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Termos' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: /trilha|breadcrumb/i })).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar para Entrar' })).toHaveAttribute(
      'href',
      '/entrar',
    );
    const partner = screen.getByRole('region', { name: 'Termos de parceria' });
    expect(within(partner).getAllByRole('heading', { level: 3 })).toHaveLength(
      LEGAL_SECTIONS.partner.length,
    );
  });

  it('show the activation variant under the form, with the way back to it', () => {
    const { club } = createFakeClub();
    renderWithClub(
      <Routes>
        <Route path="/formulario-de-ativacao/termos" element={<ActivationLegalScreen />}>
          <Route path="/formulario-de-ativacao/termos/user" element={<UserTermsScreen />} />
        </Route>
      </Routes>,
      { club, route: '/formulario-de-ativacao/termos/user' },
    );
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Termos' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar ao formulário de ativação' })).toHaveAttribute(
      'href',
      '/formulario-de-ativacao',
    );
    expect(screen.getByRole('region', { name: 'Termos do usuário' })).toBeVisible();
  });
});
