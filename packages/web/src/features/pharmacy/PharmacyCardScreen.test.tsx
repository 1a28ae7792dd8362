import { message } from '@clube/core';
import { DEMO_MEMBER } from '@clube/core/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeClub, renderWithClub, signInDemo } from '../../test/fake-club.tsx';
import PharmacyCardScreen from './PharmacyCardScreen.tsx';

async function open(expiry: string | null, route = '/cartao-farmacia') {
  const member = { ...DEMO_MEMBER, user: { vidalink_expire_date: expiry } };
  const { club, ports } = createFakeClub({
    members: [member],
    company: { permissions: ['vidalink'] },
  });
  await signInDemo(club);
  renderWithClub(<PharmacyCardScreen />, { club, route });
  await screen.findByRole('region', { name: 'Cartão farmácia' });
  const activations = () => ports.recordings.calls.filter((call) => call === 'pharmacy.activate');
  const toasts = () => club.toasts.getSnapshot().context.toasts.map((toast) => toast.title);
  return { club, ports, member, activations, toasts };
}

// Typing field by field takes a while on a busy machine.
describe('PharmacyCardScreen', { timeout: 20_000 }, () => {
  it("shows an active card's expiry and offers no activation", async () => {
    await open('2099-12-31');
    expect(screen.getByText('Cartão ativo · Válido até 31/12/2099')).toBeVisible();
    expect(screen.getByText('Marina Souza')).toBeVisible();
    expect(screen.getByText('CPF 529.982.247-25')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Ativar/ })).toBeNull();
  });

  it('activates a new card once per click, says so and shows its expiry', async () => {
    const { ports, member, activations, toasts } = await open(null);
    expect(screen.getByText('Você ainda não ativou o seu cartão farmácia.')).toBeVisible();
    ports.pharmacy.activate = async () => {
      ports.recordings.calls.push('pharmacy.activate');
      member.user.vidalink_expire_date = '2099-06-30';
      return true;
    };
    await userEvent.dblClick(screen.getByRole('button', { name: 'Ativar cartão' }));
    expect(await screen.findByText('Seu cartão foi criado com sucesso')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByText('Cartão ativo · Válido até 30/06/2099')).toBeVisible(),
    );
    expect(activations()).toHaveLength(1);
    expect(toasts()).toEqual([message('pharmacy.created')]);
  });

  it('says an expired card expired and lets it be activated again', async () => {
    await open('2020-01-31');
    expect(screen.getByText('Cartão expirado')).toBeVisible();
    expect(
      screen.getByText(
        'Seu cartão expirou em 31/01/2020. Ative-o de novo para continuar com os descontos.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ativar novamente' })).toBeEnabled();
  });

  it("says 'Houve um erro ao ativar o seu cartão' when the activation fails", async () => {
    const { ports, toasts } = await open(null);
    ports.failNext('pharmacy.activate', { kind: 'server', status: 500, message: 'Erro' });
    await userEvent.click(screen.getByRole('button', { name: 'Ativar cartão' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Houve um erro ao ativar o seu cartão',
    );
    expect(toasts()).toEqual([message('pharmacy.failed')]);
    expect(screen.getByRole('button', { name: 'Ativar cartão' })).toBeEnabled();
  });

  it('a failed load reads as the server failure online and as no connection offline', async () => {
    for (const [error, title] of [
      [
        { kind: 'server', status: 500, message: 'fora do ar' },
        'Não foi possível carregar o seu cartão.',
      ],
      [{ kind: 'network', message: 'Failed to fetch' }, 'Você está sem conexão'],
    ] as const) {
      const { club, ports } = createFakeClub({
        members: [{ ...DEMO_MEMBER, user: { vidalink_expire_date: null } }],
        company: { permissions: ['vidalink'] },
      });
      ports.failNext('user', error);
      await signInDemo(club);
      const { unmount } = renderWithClub(<PharmacyCardScreen />, {
        club,
        route: '/cartao-farmacia',
      });
      expect(await screen.findByRole('heading', { name: title })).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
      expect(await screen.findByRole('region', { name: 'Cartão farmácia' })).toBeVisible();
      unmount();
    }
  });

  it('drops the token-carrying id from the address', async () => {
    await open('2099-12-31', '/cartao-farmacia?id=token-secreto');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/cartao-farmacia$/),
    );
  });
});
