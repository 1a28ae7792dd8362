import { readStoredCredentials } from '@clube/core/navigation';
import { DEMO_MEMBER } from '@clube/core/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeClub, renderWithClub } from '../../test/fake-club.tsx';
import ActivateAccountScreen from './ActivateAccountScreen.tsx';

const CARLOS = { document: '11144477735', password: '', name: 'Carlos', activated: false };

function open(company: { support_link?: string | null; email?: string } = {}) {
  const { club, ports } = createFakeClub({ members: [DEMO_MEMBER, CARLOS], company });
  renderWithClub(<ActivateAccountScreen />, { club, route: '/ativar-conta' });
  const cpf = screen.getByLabelText(/^CPF/);
  const go = screen.getByRole('button', { name: 'Continuar' });
  const checks = () => ports.recordings.calls.filter((call) => call === 'activation.check');
  return { club, ports, cpf, go, checks };
}

describe('ActivateAccountScreen', { timeout: 20_000 }, () => {
  it('masks the CPF as typed and refuses wrong check digits before sending', async () => {
    const { cpf, go, checks } = open();
    await userEvent.click(go);
    expect(await screen.findByText('Campo obrigatório!')).toBeVisible();
    await userEvent.type(cpf, '11144477700');
    expect(cpf).toHaveValue('111.444.777-00');
    await userEvent.click(go);
    const error = await screen.findByText('Documento inválido!');
    expect(cpf.getAttribute('aria-describedby')).toContain(error.id);
    expect(checks()).toEqual([]);
  });

  it('says an active account (code 3) and the way to Entrar, keeping the CPF', async () => {
    const { cpf, go } = open();
    await userEvent.type(cpf, DEMO_MEMBER.document);
    await userEvent.click(go);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Usuário já ativado');
    expect(alert).toHaveTextContent('Sua conta já está ativa');
    expect(screen.getByRole('link', { name: 'Ir para Entrar' })).toHaveAttribute('href', '/entrar');
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
      'href',
      '/esqueci-minha-senha',
    );
    expect(cpf).toHaveValue('529.982.247-25');
  });

  it.each([
    [12, 'Usuário bloqueado nesta empresa', 'Fale com o suporte'],
    [4, 'Usuário não habilitado nesta empresa', 'Fale com o RH da sua empresa'],
    [2, 'Usuário não encontrado', 'Confira o CPF digitado'],
  ])('code %i: %s, and what to do next', async (code, text, next) => {
    const { ports, cpf, go } = open();
    ports.failNext('activation.check', { kind: 'server', status: 403, message: 'x', code });
    await userEvent.type(cpf, CARLOS.document);
    await userEvent.click(go);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveTextContent(next);
  });

  it('checks once per click and goes on to /verificacao with the document kept', async () => {
    const { ports, cpf, go, checks } = open();
    await userEvent.type(cpf, CARLOS.document);
    await userEvent.dblClick(go);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/verificacao'));
    expect(checks()).toHaveLength(1);
    expect(readStoredCredentials(ports.storage)).toMatchObject({
      document: CARLOS.document,
      activate: true,
    });
  });

  it.each([
    ['https://ajuda.clube.example/', 'https://ajuda.clube.example/'],
    // The one URL check: a config link that is not http(s) here or vouched for is dropped.
    ['javascript:alert(1)', 'mailto:atendimento@clube.example'],
  ])('code 12 links the support through the checked URL (%s)', async (link, expected) => {
    const { ports, cpf, go } = open({ support_link: link, email: 'atendimento@clube.example' });
    ports.failNext('activation.check', { kind: 'server', status: 403, message: 'x', code: 12 });
    await userEvent.type(cpf, CARLOS.document);
    await userEvent.click(go);
    const support = await screen.findByRole('link', { name: /Falar com o suporte/ });
    expect(support).toHaveAttribute('href', expected);
  });
});
