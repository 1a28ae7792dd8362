import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../router/index.ts';
import { describe, expect, it } from 'vitest';
import { createFakeClub, renderWithClub } from '../../test/fake-club.tsx';
import NewPasswordScreen from './NewPasswordScreen.tsx';

/** The screen at its route, and Entrar (where an invalid token leads) as a stand-in. */
function Screen() {
  return (
    <Routes>
      <Route path="/nova-senha" element={<NewPasswordScreen />} />
      <Route path="/entrar" element={<h1>Entrar</h1>} />
    </Routes>
  );
}

function open(route: string) {
  const { club, ports } = createFakeClub();
  renderWithClub(<Screen />, { club, route });
  return { ports };
}

describe('NewPasswordScreen', { timeout: 20_000 }, () => {
  it.each(['/nova-senha', '/nova-senha?token=nope'])(
    '%s (a missing or invalid token) goes to Entrar',
    async (route) => {
      open(route);
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/entrar'));
      expect(screen.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    },
  );

  it('offers a retry when the check itself fails', async () => {
    const { club, ports } = createFakeClub();
    ports.failNext('passwordReset.checkToken', { kind: 'network', message: 'Failed to fetch' });
    renderWithClub(<Screen />, { club, route: '/nova-senha?token=reset-ok' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível conferir o link agora.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByLabelText(/^Nova senha/)).toBeVisible();
  });

  it("says 'Não foi possível alterar sua senha', keeps both fields, then saves once", async () => {
    const { ports } = open('/nova-senha?token=reset-ok');
    const password = await screen.findByLabelText(/^Nova senha/);
    const confirmation = screen.getByLabelText(/^Confirme a nova senha/);
    expect(screen.getAllByRole('button', { name: 'Mostrar senha' })).toHaveLength(2);
    await userEvent.type(password, 'nova-senha');
    await userEvent.type(confirmation, 'outra');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('As senhas não conferem')).toBeVisible();
    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'nova-senha');
    ports.failNext('passwordReset.reset', { kind: 'server', status: 422, message: 'x' });
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('Não foi possível alterar sua senha')).toBeVisible();
    expect(password).toHaveValue('nova-senha');
    expect(confirmation).toHaveValue('nova-senha');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Salvar nova senha' }));
    const done = (await screen.findByText('Senha alterada com sucesso!')).closest(
      '[role="status"]',
    );
    expect(done).toHaveTextContent('Agora é só entrar com seu CPF e a nova senha.');
    expect(ports.recordings.calls.filter((call) => call === 'passwordReset.reset')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/entrar');
  });
});
