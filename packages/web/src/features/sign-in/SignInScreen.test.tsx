import { DEMO_MEMBER } from '@clube/core/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeClub, renderWithClub } from '../../test/fake-club.tsx';
import SignInScreen from './SignInScreen.tsx';

function open(options: Parameters<typeof createFakeClub>[0] = {}) {
  const { club, ports } = createFakeClub(options);
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

  it('goes on to the activation form when the member must activate first, the CPF kept', async () => {
    open({
      members: [
        DEMO_MEMBER,
        { document: '11144477735', password: '', name: 'Carlos', activated: false },
      ],
    });
    await userEvent.type(screen.getByLabelText(/CPF/), '111.444.777-35');
    await userEvent.type(screen.getByLabelText(/^Senha/), 'qualquer');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/formulario-de-ativacao'),
    );
  });

  it('leads to Esqueci minha senha and to the account activation', () => {
    open();
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
      'href',
      '/esqueci-minha-senha',
    );
    expect(screen.getByRole('link', { name: 'Ativar conta' })).toHaveAttribute(
      'href',
      '/ativar-conta',
    );
  });
});
