import { DEMO_MEMBER } from '@clube/core/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeClub, renderWithClub } from '../../test/fake-club.tsx';
import SignInScreen from './SignInScreen.tsx';

function open() {
  const { club, ports } = createFakeClub();
  const logins: unknown[] = [];
  const login = ports.auth.login.bind(ports.auth);
  ports.auth.login = async (request) => {
    logins.push(request);
    return login(request);
  };
  renderWithClub(<SignInScreen />, { club, route: '/entrar' });
  return { club, logins };
}

describe('SignInScreen', () => {
  it("says 'Campo obrigatório!' for empty fields and sends nothing", async () => {
    const { logins } = open();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findAllByText('Campo obrigatório!')).toHaveLength(2);
    expect(logins).toEqual([]);
  });

  it("shows the server's words for a wrong password and keeps what was typed", async () => {
    const { logins } = open();
    await userEvent.type(screen.getByLabelText(/CPF/), DEMO_MEMBER.document);
    await userEvent.type(screen.getByLabelText(/^Senha/), 'senha-errada');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Credenciais inválidas')).toBeVisible();
    expect(screen.getByLabelText(/CPF/)).toHaveValue(DEMO_MEMBER.document);
    expect(logins).toHaveLength(1);
  });

  it('signs in once however often the button is pressed, a formatted CPF sent as digits', async () => {
    const { club, logins } = open();
    await userEvent.type(screen.getByLabelText(/CPF/), '529.982.247-25');
    await userEvent.type(screen.getByLabelText(/^Senha/), DEMO_MEMBER.password);
    const button = screen.getByRole('button', { name: 'Entrar' });
    await userEvent.click(button);
    await userEvent.click(button);
    await waitFor(() => expect(club.session.getSnapshot().matches('signedIn')).toBe(true));
    expect(logins).toEqual([{ document: '52998224725', password: DEMO_MEMBER.password }]);
  });
});
