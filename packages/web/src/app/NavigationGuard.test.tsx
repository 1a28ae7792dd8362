import { storeCredentials } from '@clube/core/navigation';
import { DEMO_MEMBER } from '@clube/core/testing';
import { Route, Routes } from '../router/index.ts';
import LoginEntryScreen from '../features/login-entry/LoginEntryScreen.tsx';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import { createFakeClub, renderWithClub } from '../test/fake-club.tsx';
import { NavigationGuard } from './NavigationGuard.tsx';

/** The guard as the app runs it: once the start-up has loaded the company config. */
async function guarded(club: ReturnType<typeof createFakeClub>['club'], route: string) {
  await waitForActor(club.companyConfig, (snapshot) => snapshot.context.config !== null);
  renderWithClub(
    <NavigationGuard>
      <p>page</p>
    </NavigationGuard>,
    { club, route },
  );
}

describe('NavigationGuard', () => {
  it('sends a generic_app company’s visitor to its club sign-in, with no host option', async () => {
    const assign = vi.fn();
    const { club, ports } = createFakeClub({
      company: { generic_app: true, url: 'https://generico.example/entrar' },
    });
    ports.location = { assign, open: vi.fn(), reload: vi.fn(), current: () => '/' };
    await guarded(club, '/perfil');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://generico.example/entrar'));
    expect(screen.queryByText('page')).toBeNull();
    club.stop();
  });

  it('sends a visitor without stored credentials from the activation form to Entrar', async () => {
    const { club } = createFakeClub();
    await guarded(club, '/formulario-de-ativacao');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/entrar'));
    club.stop();
  });

  it('opens the activation form with a stored document', async () => {
    const { club, ports } = createFakeClub();
    storeCredentials(ports.storage, { document: '11144477735', activate: true });
    await guarded(club, '/formulario-de-ativacao');
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/formulario-de-ativacao');
    club.stop();
  });

  it('lets a member signed in by a login entry through, never out to the logout_url', async () => {
    const assign = vi.fn();
    const { club, ports } = createFakeClub({
      company: { logout_url: 'https://empresa.example/sair' },
    });
    ports.location = { assign, open: vi.fn(), reload: vi.fn(), current: () => '/' };
    const answer = await ports.auth.login({
      document: DEMO_MEMBER.document,
      password: DEMO_MEMBER.password,
    });
    if (answer.kind !== 'token') throw new Error('no token');
    await waitForActor(club.companyConfig, (snapshot) => snapshot.context.config !== null);
    renderWithClub(
      <NavigationGuard>
        <Routes>
          <Route path="/login" element={<LoginEntryScreen />} />
          <Route path="/" element={<p>home</p>} />
        </Routes>
      </NavigationGuard>,
      { club, route: `/login?token=${answer.token}` },
    );
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(assign).not.toHaveBeenCalled();
    club.stop();
  });
});
