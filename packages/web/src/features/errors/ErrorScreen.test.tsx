import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useNavigate } from '../../router/index.ts';
import { describe, expect, it } from 'vitest';
import { createFakeClub, renderWithClub, signInDemo } from '../../test/fake-club.tsx';
import ErrorScreen from './ErrorScreen.tsx';

async function open(company: { support_link?: string } = {}) {
  const { club } = createFakeClub({ company });
  await signInDemo(club);
  renderWithClub(<ErrorScreen />, { club, route: '/erro' });
}

// Typing field by field takes a while on a busy machine.
describe('ErrorScreen', { timeout: 20_000 }, () => {
  it('says what went wrong and leads home and to the support request', async () => {
    await open();
    // The heading takes the focus once the page has painted (useFocusAfterPaint).
    await waitFor(
      () => expect(screen.getByRole('heading', { level: 1, name: 'Erro' })).toHaveFocus(),
      { timeout: 5000 }, // a frame and a task later: a busy machine can take past a second
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Algo deu errado' })).toBeVisible();
    expect(
      screen.getByText(
        'Ocorreu um problema, caso o erro persista entre em contato com a equipe de suporte.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Falar com o suporte' })).toHaveAttribute(
      'href',
      '/perfil#suporte',
    );
    // Opened straight at /erro: no previous page to go back to.
    expect(screen.queryByRole('button', { name: 'Voltar à página anterior' })).toBeNull();
  });

  it("leads to the company's own help centre when it has one", async () => {
    await open({ support_link: 'https://ajuda.clube.example/' });
    const support = await screen.findByRole('link', { name: /Falar com o suporte/ });
    expect(support).toHaveAttribute('href', 'https://ajuda.clube.example/');
    expect(support).toHaveAttribute('target', '_blank');
  });

  it('shows the message its sender passed, and the way back to the previous page', async () => {
    const { club } = createFakeClub();
    await signInDemo(club);
    function Sender() {
      const navigate = useNavigate();
      return (
        <button
          type="button"
          onClick={() => void navigate('/erro', { state: { message: 'errors.notLoggedIn' } })}
        >
          falhar
        </button>
      );
    }
    renderWithClub(
      <Routes>
        <Route path="/campanhas" element={<Sender />} />
        <Route path="/erro" element={<ErrorScreen />} />
      </Routes>,
      { club, route: '/campanhas' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'falhar' }));
    expect(
      await screen.findByText('Você precisa estar logado para acessar outras paginas'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar à página anterior' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/campanhas');
  });
});
