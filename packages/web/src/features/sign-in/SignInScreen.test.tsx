import { signInContentSchema } from '@clube/core/company';
import { DEMO_MEMBER } from '@clube/core/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, Route, Routes } from '../../router/index.ts';
import { describe, expect, it } from 'vitest';
import { createFakeClub, renderWithClub } from '../../test/fake-club.tsx';
import SignInScreen from './SignInScreen.tsx';

function open(options: Parameters<typeof createFakeClub>[0] = {}, fromGuard = false) {
  const { club, ports } = createFakeClub(options);
  const logins: unknown[] = [];
  const login = ports.auth.login.bind(ports.auth);
  ports.auth.login = async (request) => {
    logins.push(request);
    return login(request);
  };
  renderWithClub(
    fromGuard ? (
      // How the guard sends a visitor of a member page: with its notice in the state.
      <Routes>
        <Route
          path="/perfil"
          element={<Navigate to="/entrar" replace state={{ message: 'errors.notLoggedIn' }} />}
        />
        <Route path="/entrar" element={<SignInScreen />} />
      </Routes>
    ) : (
      <SignInScreen />
    ),
    { club, route: fromGuard ? '/perfil' : '/entrar' },
  );
  return { club, ports, logins };
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

  it("a bare 401 'Unauthorized' reads as the catalogue's message, in Portuguese", async () => {
    const { ports } = open();
    ports.auth.login = () =>
      Promise.reject({ kind: 'server', status: 401, message: 'Unauthorized' });
    await userEvent.type(screen.getByLabelText(/CPF/), DEMO_MEMBER.document);
    await userEvent.type(screen.getByLabelText(/^Senha/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Credenciais inválidas');
    expect(screen.queryByText('Unauthorized')).toBeNull();
    ports.auth.login = () => Promise.reject({ kind: 'server', status: 403, message: 'Forbidden' });
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Usuário não habilitado nesta empresa')).toBeVisible();
    expect(screen.queryByText('Forbidden')).toBeNull();
  });

  it("the guard's notice goes once the member tries; a wrong password reads as negativeFeedback", async () => {
    open(
      {
        company: {
          sign_in: signInContentSchema.parse({
            negativeFeedback: 'Documento ou senha incorretos. Confira os dados e tente de novo.',
          }),
        },
      },
      true,
    );
    expect(
      await screen.findByText('Você precisa estar logado para acessar outras paginas'),
    ).toBeVisible();
    await userEvent.type(screen.getByLabelText(/CPF/), DEMO_MEMBER.document);
    await userEvent.type(screen.getByLabelText(/^Senha/), 'senha-errada');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(
      await screen.findByText('Documento ou senha incorretos. Confira os dados e tente de novo.'),
    ).toBeVisible();
    expect(screen.queryByText('Credenciais inválidas')).toBeNull();
    expect(screen.queryByText('Você precisa estar logado para acessar outras paginas')).toBeNull();
  });

  it("shows the sign-in partners' logo and name and paints the button in mainButton", async () => {
    open({
      company: {
        sign_in: signInContentSchema.parse({
          partners: { name: 'Marcas parceiras', logo: '/media/parceiras.png' },
          mainButton: '#0A7D3B',
        }),
      },
    });
    const caption = await screen.findByText('Marcas parceiras');
    expect(caption.closest('figure')?.querySelector('img')).toHaveAttribute(
      'src',
      '/media/parceiras.png',
    );
    const button = screen.getByRole('button', { name: 'Entrar' });
    expect(button.style.backgroundColor).toBe('rgb(10, 125, 59)');
    expect(button.style.color).not.toBe('');
  });

  it('says something when a generic-app answer names a host the company does not list', async () => {
    const { ports } = open();
    ports.auth.login = () => Promise.resolve({ kind: 'redirect', url: 'https://outro.example/x' });
    await userEvent.type(screen.getByLabelText(/CPF/), DEMO_MEMBER.document);
    await userEvent.type(screen.getByLabelText(/^Senha/), DEMO_MEMBER.password);
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ocorreu um problema, caso o erro persista entre em contato com a equipe de suporte.',
    );
  });
});
