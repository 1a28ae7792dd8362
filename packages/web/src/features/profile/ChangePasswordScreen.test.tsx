import { message } from '@clube/core';
import { DEMO_MEMBER } from '@clube/core/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeClub, renderWithClub, signInDemo } from '../../test/fake-club.tsx';
import ChangePasswordScreen from './ChangePasswordScreen.tsx';

async function open() {
  const { club, ports } = createFakeClub();
  await signInDemo(club);
  renderWithClub(<ChangePasswordScreen />, { club, route: '/alterar-senha' });
  const current = screen.getByLabelText(/^Senha atual/);
  const next = screen.getByLabelText(/^Nova senha/);
  const confirmation = screen.getByLabelText(/^Confirme a nova senha/);
  const submit = screen.getByRole('button', { name: 'Alterar senha' });
  const calls = () =>
    ports.recordings.calls.filter((call) => call === 'memberAccount.changePassword');
  return { club, ports, current, next, confirmation, submit, calls };
}

// Typing field by field takes a while on a busy machine.
describe('ChangePasswordScreen', { timeout: 20_000 }, () => {
  it('has three starred password fields, each with a show/hide toggle', async () => {
    const { current } = await open();
    expect(screen.getAllByRole('button', { name: 'Mostrar senha' })).toHaveLength(3);
    expect(current).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getAllByRole('button', { name: 'Mostrar senha' })[0]!);
    expect(current).toHaveAttribute('type', 'text');
  });

  it('checks length and confirmation before sending anything', async () => {
    const { current, next, confirmation, submit, calls } = await open();
    await userEvent.type(current, DEMO_MEMBER.password);
    await userEvent.type(next, '123');
    await userEvent.type(confirmation, '456');
    await userEvent.click(submit);
    expect(await screen.findByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible();
    expect(screen.getByText('As senhas não conferem')).toBeVisible();
    expect(calls()).toEqual([]);
  });

  it('says a wrong current password on its field and keeps what was typed', async () => {
    const { current, next, confirmation, submit } = await open();
    await userEvent.type(current, 'errada');
    await userEvent.type(next, 'nova-senha');
    await userEvent.type(confirmation, 'nova-senha');
    await userEvent.click(submit);
    const error = await screen.findByText('Senha atual incorreta');
    expect(current.getAttribute('aria-describedby')).toContain(error.id);
    expect(current).toHaveValue('errada');
    expect(next).toHaveValue('nova-senha');
  });

  it("says 'Não foi possível alterar sua senha' for any other failure", async () => {
    const { ports, current, next, confirmation, submit } = await open();
    ports.failNext('memberAccount.changePassword', { kind: 'network', message: 'offline' });
    await userEvent.type(current, DEMO_MEMBER.password);
    await userEvent.type(next, 'nova-senha');
    await userEvent.type(confirmation, 'nova-senha');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível alterar sua senha',
    );
    expect(next).toHaveValue('nova-senha');
  });

  it('changes the password once per click, says so and empties the fields', async () => {
    const { club, current, next, confirmation, submit, calls } = await open();
    await userEvent.type(current, DEMO_MEMBER.password);
    await userEvent.type(next, 'nova-senha');
    await userEvent.type(confirmation, 'nova-senha');
    await userEvent.dblClick(submit);
    expect(
      await screen.findByText('Sua senha foi alterada. Use a nova senha no próximo acesso.'),
    ).toBeVisible();
    expect(calls()).toHaveLength(1);
    await waitFor(() => expect(current).toHaveValue(''));
    expect(club.toasts.getSnapshot().context.toasts.map((toast) => toast.title)).toEqual([
      message('password.changed'),
    ]);
  });
});
