import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../router/index.ts';
import { describe, expect, it } from 'vitest';
import { createFakeClub, renderWithClub } from '../../test/fake-club.tsx';
import HrCardActivationScreen from './HrCardActivationScreen.tsx';

const NEWCOMER = { document: '11144477735', password: '', name: 'Lúcia', activated: false };

function open(route: string) {
  const { club, ports } = createFakeClub({ members: [NEWCOMER] });
  renderWithClub(
    <Routes>
      <Route path="/ativar-cartao/:brand" element={<HrCardActivationScreen />} />
    </Routes>,
    { club, route },
  );
  return { club, ports };
}

async function fill() {
  await userEvent.type(screen.getByLabelText(/^CPF/), NEWCOMER.document);
  await userEvent.type(screen.getByLabelText(/^Nome/), 'Lúcia');
  await userEvent.type(screen.getByLabelText(/^E-mail/), 'lucia@empresa.example');
  await userEvent.type(screen.getByLabelText(/^Senha/), 'segredo1');
  await userEvent.type(screen.getByLabelText(/^Confirme a senha/), 'segredo1');
  await userEvent.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
}

describe('HrCardActivationScreen', { timeout: 30_000 }, () => {
  it('an address without an invitation says where to find one', () => {
    open('/ativar-cartao/flash');
    expect(screen.getByRole('alert')).toHaveTextContent('Este endereço não traz um convite');
    expect(screen.queryByRole('button', { name: 'Criar conta' })).toBeNull();
  });

  it('names the card and opens the terms in another tab', () => {
    open('/ativar-cartao/flash?token=convite-ok');
    expect(screen.getByText(/convite do cartão flash/)).toBeVisible();
    const terms = screen.getByRole('link', { name: /Termos do usuário/ });
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAttribute('href', '/terms/user');
  });

  it('explains an expired invitation and keeps what was typed', async () => {
    open('/ativar-cartao/flash?token=convite-expirado');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Este convite expirou ou não é mais válido');
    expect(alert).toHaveTextContent('Peça um novo convite ao RH da sua empresa.');
    expect(screen.getByLabelText(/^CPF/)).toHaveValue('111.444.777-35');
  });

  it('creates the account and signs the member in', async () => {
    const { club } = open('/ativar-cartao/flash?token=convite-ok');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(club.session.getSnapshot().matches('signedIn')).toBe(true));
  });
});
