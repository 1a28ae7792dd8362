import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeClub, renderWithClub } from '../../test/fake-club.tsx';
import ForgotPasswordScreen from './ForgotPasswordScreen.tsx';

const SENT = 'Se este CPF tiver uma conta ativa no clube';

function open() {
  const { club, ports } = createFakeClub();
  renderWithClub(<ForgotPasswordScreen />, { club, route: '/esqueci-minha-senha' });
  const requests = () => ports.recordings.calls.filter((call) => call === 'passwordReset.request');
  return {
    ports,
    requests,
    cpf: screen.getByLabelText(/^CPF/),
    send: screen.getByRole('button', { name: 'Enviar instruções' }),
  };
}

describe('ForgotPasswordScreen', { timeout: 20_000 }, () => {
  it('refuses an empty or invalid CPF before asking anything', async () => {
    const { cpf, send, requests } = open();
    await userEvent.click(send);
    expect(await screen.findByText('Campo obrigatório!')).toBeVisible();
    await userEvent.type(cpf, '52998224724');
    await userEvent.tab();
    expect(await screen.findByText('Documento inválido!')).toBeVisible();
    expect(requests()).toEqual([]);
  });

  it('answers a stranger exactly like a member', async () => {
    const { ports, cpf, send } = open();
    ports.failNext('passwordReset.request', {
      kind: 'server',
      status: 404,
      message: 'Usuário não encontrado',
      code: 2,
    });
    await userEvent.type(cpf, '11144477735');
    await userEvent.click(send);
    const sent = (await screen.findByText('Pedido enviado')).closest('[role="status"]');
    expect(sent).toHaveTextContent(SENT);
    await waitFor(() => expect(sent).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Voltar para Entrar' })).toHaveAttribute(
      'href',
      '/entrar',
    );
  });

  it('a failed request says so and keeps the CPF; the next click goes through once', async () => {
    const { ports, cpf, send, requests } = open();
    ports.failNext('passwordReset.request', { kind: 'network', message: 'Failed to fetch' });
    await userEvent.type(cpf, '52998224725');
    await userEvent.click(send);
    expect(
      await screen.findByText(
        'Não foi possível enviar o pedido agora. Tente novamente em instantes.',
      ),
    ).toBeVisible();
    expect(cpf).toHaveValue('529.982.247-25');
    await userEvent.dblClick(send);
    expect(
      (await screen.findByText('Pedido enviado')).closest('[role="status"]'),
    ).toHaveTextContent(SENT);
    expect(requests()).toHaveLength(2);
  });
});
