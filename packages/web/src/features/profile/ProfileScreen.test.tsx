import { DEMO_MEMBER } from '@clube/core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeClub, renderWithClub, signInDemo } from '../../test/fake-club.tsx';
import ProfileScreen from './ProfileScreen.tsx';

const MARINA = {
  ...DEMO_MEMBER,
  name: 'Marina',
  user: {
    last_name: 'Souza',
    email: 'marina@clube.example',
    phone: '11987654321',
    birthday: '1990-04-12',
    gender: 'F',
    postal_code: '01310100',
    address: 'Avenida Paulista',
    address_number: '1578',
    address_complement: 'Apto 42',
    city: 'São Paulo',
    state: 'SP',
  },
};

async function open(member = MARINA) {
  const { club, ports } = createFakeClub({ members: [member] });
  await signInDemo(club);
  renderWithClub(<ProfileScreen />, { club, route: '/perfil' });
  return { club, ports };
}

// Typing field by field takes a while on a busy machine.
describe('ProfileScreen', { timeout: 20_000 }, () => {
  it('shows the member as loaded, masked and in pt-BR, under Minhas informações', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
    expect(await screen.findByText('CPF 529.982.247-25')).toBeVisible();
    const details = await screen.findByRole('region', { name: 'Minhas informações' });
    const value = (term: string) =>
      within(details).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Nome')).toBe('Marina');
    expect(value('E-mail')).toBe('marina@clube.example');
    expect(value('Telefone')).toBe('(11) 98765-4321');
    expect(value('Data de nascimento')).toBe('12/04/1990');
    expect(value('Gênero')).toBe('Feminino');
    expect(value('Endereço')).toBe('Avenida Paulista, 1578Apto 42São Paulo - SPCEP 01310-100');
  });

  it("says 'Não informado' for what the member has not given", async () => {
    await open({ ...DEMO_MEMBER, user: {} } as typeof MARINA);
    const details = await screen.findByRole('region', { name: 'Minhas informações' });
    expect(within(details).getAllByText('Não informado').length).toBeGreaterThanOrEqual(5);
  });

  it('leads to Editar perfil and Alterar senha', async () => {
    await open();
    const actions = await screen.findByRole('navigation', { name: 'Ações do perfil' });
    expect(within(actions).getByRole('link', { name: 'Editar perfil' })).toHaveAttribute(
      'href',
      '/editar-perfil',
    );
    expect(within(actions).getByRole('link', { name: 'Alterar senha' })).toHaveAttribute(
      'href',
      '/alterar-senha',
    );
  });

  it('offers to load again when the member could not be loaded', async () => {
    const { club, ports } = createFakeClub({ members: [MARINA] });
    ports.failNext('user', { kind: 'server', status: 500, message: 'fora do ar' });
    await signInDemo(club);
    renderWithClub(<ProfileScreen />, { club, route: '/perfil' });
    expect(
      await screen.findByRole('heading', {
        name: 'Não foi possível carregar as suas informações.',
      }),
    ).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Minhas informações' })).toBeVisible();
  });

  it('without a connection says so (not a failure of the club), with its retry', async () => {
    const { club, ports } = createFakeClub({ members: [MARINA] });
    ports.failNext('user', { kind: 'network', message: 'Failed to fetch' });
    await signInDemo(club);
    renderWithClub(<ProfileScreen />, { club, route: '/perfil' });
    expect(await screen.findByRole('heading', { name: 'Você está sem conexão' })).toBeVisible();
    expect(screen.getByText('Carrega sozinho quando a conexão voltar.')).toBeVisible();
    expect(screen.queryByText('Não foi possível carregar as suas informações.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Minhas informações' })).toBeVisible();
  });
});
