import { message } from '@clube/core';
import { DEMO_MEMBER } from '@clube/core/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeClub, renderWithClub, signInDemo } from '../../test/fake-club.tsx';
import EditProfileScreen from './EditProfileScreen.tsx';

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

async function open() {
  const { club, ports } = createFakeClub({ members: [MARINA] });
  await signInDemo(club);
  renderWithClub(<EditProfileScreen />, { club, route: '/editar-perfil' });
  await screen.findByRole('textbox', { name: /^Nome/ });
  const field = (name: RegExp) => screen.getByRole('textbox', { name });
  const toasts = () => club.toasts.getSnapshot().context.toasts.map((toast) => toast.title);
  return { club, ports, field, toasts };
}

// Typing field by field takes a while on a busy machine.
describe('EditProfileScreen', { timeout: 20_000 }, () => {
  it('starts from the member, masked, with asterisks on name and e-mail only', async () => {
    const { field } = await open();
    expect(field(/^Nome/)).toHaveValue('Marina');
    expect(field(/^Telefone/)).toHaveValue('(11) 98765-4321');
    expect(field(/^Data de nascimento/)).toHaveValue('12/04/1990');
    expect(field(/^CEP/)).toHaveValue('01310-100');
    expect(screen.getByRole('combobox', { name: /^Estado/ })).toHaveValue('SP - São Paulo');
    expect(screen.getByRole('combobox', { name: /^Gênero/ })).toHaveValue('Feminino');
    const starred = [...document.querySelectorAll('label')]
      .filter((label) => label.querySelector('[aria-hidden="true"]')?.textContent === '*')
      .map((label) => label.firstChild?.textContent);
    expect(starred).toEqual(['Nome', 'E-mail']);
  });

  it('masks phone and birthday as they are typed', async () => {
    const { field } = await open();
    await userEvent.clear(field(/^Telefone/));
    await userEvent.type(field(/^Telefone/), '2134567890');
    expect(field(/^Telefone/)).toHaveValue('(21) 3456-7890');
    await userEvent.clear(field(/^Data de nascimento/));
    await userEvent.type(field(/^Data de nascimento/), '01022000');
    expect(field(/^Data de nascimento/)).toHaveValue('01/02/2000');
  });

  it('fills street and neighbourhood, city and state from a complete CEP', async () => {
    const { field } = await open();
    await userEvent.clear(field(/^CEP/));
    await userEvent.type(field(/^CEP/), '01001000');
    await waitFor(() => expect(field(/^Endereço/)).toHaveValue('Praça da Sé - Sé'));
    expect(field(/^CEP/)).toHaveValue('01001-000');
    expect(field(/^Cidade/)).toHaveValue('São Paulo');
    expect(field(/^Número/)).toHaveValue('1578');
  });

  it("keeps the member's typed address when the CEP is not found, and says so", async () => {
    const { field, toasts } = await open();
    await userEvent.clear(field(/^Endereço/));
    await userEvent.type(field(/^Endereço/), 'Rua das Flores');
    await userEvent.clear(field(/^CEP/));
    await userEvent.type(field(/^CEP/), '99999999');
    await waitFor(() => expect(toasts()).toEqual([message('postalCode.failureTitle')]));
    expect(field(/^Endereço/)).toHaveValue('Rua das Flores');
    expect(field(/^Cidade/)).toHaveValue('São Paulo');
  });

  it("says 'Campo obrigatório!' for an emptied name on blur, linked to it, and clears it on focus", async () => {
    const { field } = await open();
    await userEvent.clear(field(/^Nome/));
    await userEvent.tab();
    const error = await screen.findByText('Campo obrigatório!');
    expect(field(/^Nome/).getAttribute('aria-describedby')).toContain(error.id);
    await userEvent.click(field(/^Nome/));
    expect(screen.queryByText('Campo obrigatório!')).toBeNull();
  });

  it('says a bad phone, birthday and e-mail on blur and sends nothing', async () => {
    const { field, ports } = await open();
    await userEvent.clear(field(/^Telefone/));
    await userEvent.type(field(/^Telefone/), '1134');
    await userEvent.clear(field(/^Data de nascimento/));
    await userEvent.type(field(/^Data de nascimento/), '31022000');
    await userEvent.clear(field(/^E-mail/));
    await userEvent.type(field(/^E-mail/), 'marina@clube');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Telefone inválido!')).toBeVisible();
    expect(screen.getByText('Data inválida!')).toBeVisible();
    expect(screen.getByText('Email inválido!')).toBeVisible();
    expect(ports.recordings.profileUpdates).toEqual([]);
  });

  it('sends the changed fields once, empty ones as null, then goes back to Meu perfil', async () => {
    const { field, ports, toasts } = await open();
    await userEvent.clear(field(/^Complemento/));
    await userEvent.clear(field(/^Cidade/));
    await userEvent.type(field(/^Cidade/), 'Santos');
    const save = screen.getByRole('button', { name: 'Salvar alterações' });
    await userEvent.dblClick(save);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/perfil'));
    expect(ports.recordings.profileUpdates).toEqual([{ address_complement: null, city: 'Santos' }]);
    expect(toasts()).toEqual([message('profile.saved')]);
  });

  it("keeps what was typed after a refusal and shows the server's words", async () => {
    const { field, ports } = await open();
    ports.failNext('memberAccount.update', {
      kind: 'server',
      status: 422,
      message: 'Dados inválidos (falha simulada)',
    });
    await userEvent.clear(field(/^Cidade/));
    await userEvent.type(field(/^Cidade/), 'Santos');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dados inválidos (falha simulada)');
    expect(field(/^Cidade/)).toHaveValue('Santos');
    expect(screen.getByTestId('location')).toHaveTextContent('/editar-perfil');
  });

  it('refuses an e-mail another member uses', async () => {
    const { field, ports } = await open();
    await userEvent.clear(field(/^E-mail/));
    await userEvent.type(field(/^E-mail/), 'ocupado@clube.example');
    await userEvent.tab();
    expect(await screen.findByText('Este e-mail já está em uso')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() =>
      expect(
        ports.recordings.calls.filter((call) => call === 'memberAccount.checkEmail'),
      ).toHaveLength(2),
    );
    expect(ports.recordings.profileUpdates).toEqual([]);
  });
});
