import type { ClubError } from '@clube/core';
import { act, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useMember } from '../../runtime/club-selectors.ts';
import { PixWithdrawal } from './PixWithdrawal.tsx';
import { openWallet } from './wallet-test-club.tsx';

/** The withdrawal of the member's cashback, its balance read from the member as a screen does. */
function CashbackWithdrawal() {
  const member = useMember();
  return (
    <>
      <output data-testid="balance">{member?.cashback}</output>
      <PixWithdrawal endpoint="cashback" balanceCents={member?.cashback ?? 0} banks={[]} />
    </>
  );
}

async function openDialog(options: Parameters<typeof openWallet>[1] = {}) {
  const opened = await openWallet(<CashbackWithdrawal />, options);
  await userEvent.click(screen.getByRole('button', { name: 'Sacar via Pix' }));
  const dialog = screen.getByRole('dialog', { name: 'Sacar dinheiro de volta via Pix' });
  return { ...opened, dialog };
}

/** Text as shown, non-breaking spaces included (the default matcher turns them into spaces). */
const asShown = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

const keyInput = (label = /Chave Pix \(e-mail\)/) => screen.getByLabelText(label);
const valueInput = () => screen.getByLabelText(/Valor do saque/);

/** Fills key and value as a paste would (typing each key is slow on a busy machine). */
async function fill(key: string, value: string) {
  await userEvent.clear(keyInput());
  await userEvent.click(keyInput());
  if (key) await userEvent.paste(key);
  await userEvent.clear(valueInput());
  await userEvent.click(valueInput());
  await userEvent.paste(value);
}

describe('PixWithdrawal', { timeout: 20_000 }, () => {
  it('says what is wrong with the key and the value, each under its field, and sends nothing', async () => {
    const { withdrawCalls } = await openDialog();
    await fill('ana@', '1500');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(keyInput()).toHaveAccessibleDescription(
      expect.stringContaining('Email inválido! Use nome@provedor.com'),
    );
    expect(valueInput()).toHaveAccessibleDescription(
      expect.stringContaining('O valor mínimo para saque é de R$ 20,00'),
    );
    expect(screen.queryByText('Confira antes de enviar')).toBeNull();
    expect(withdrawCalls()).toEqual([]);
  });

  it('checks the key as the type chosen: a landline is no phone key, a bad UUID no random key', async () => {
    await openDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Celular' }));
    await userEvent.click(keyInput(/Chave Pix \(celular/));
    await userEvent.paste('(11) 3456-7890');
    await userEvent.tab();
    expect(keyInput(/Chave Pix \(celular/)).toHaveAccessibleDescription(
      expect.stringContaining('Celular inválido!'),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Chave aleatória' }));
    // The key typed is checked again as the new type.
    expect(keyInput(/Chave Pix \(chave aleatória/)).toHaveAccessibleDescription(
      expect.stringContaining('Chave aleatória inválida!'),
    );
  });

  it('shows key and value before sending, sends one request in cents, and says it worked', async () => {
    const { ports, withdrawCalls } = await openDialog();
    await fill(' Ana@Clube.com ', '2550');
    expect(valueInput()).toHaveValue('R$ 25,50');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const summary = screen.getByRole('group', { name: 'Confira antes de enviar' });
    expect(summary).toHaveFocus();
    expect(within(summary).getByText('ana@clube.com')).toBeVisible();
    expect(within(summary).getByText('R$\u00a025,50', asShown)).toBeVisible();
    expect(within(summary).getByText('R$\u00a020,40', asShown)).toBeVisible();
    expect(withdrawCalls()).toEqual([]);
    const confirm = screen.getByRole('button', { name: 'Confirmar saque' });
    await userEvent.dblClick(confirm);
    expect(await screen.findByText('Saque solicitado com sucesso!')).toBeVisible();
    expect(ports.recordings.withdrawals).toEqual([
      {
        endpoint: 'cashback',
        payload: { pix_type: 'email', pix_email: 'ana@clube.com', value: 2550 },
      },
    ]);
  });

  it("reloads the member's balance after a success", async () => {
    const { club, ports } = await openDialog();
    const user = ports.profile.user.bind(ports.profile);
    ports.profile.user = async () => ({ ...(await user()), cashback: ports.world.balanceCents });
    await fill('ana@clube.com', '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar saque' }));
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('2590'));
    expect(club.member.getSnapshot().context.user?.cashback).toBe(2590);
    expect(
      screen.getByText(/O valor de R\$\u00a020,00 vai para a chave ana@clube.com/, asShown),
    ).toBeVisible();
  });

  it("on a 422 says 'saldo insuficiente' and keeps key and value", async () => {
    const { ports, withdrawCalls } = await openDialog();
    ports.failNext('wallet.withdraw', {
      kind: 'server',
      status: 422,
      message: 'Saldo insuficiente',
    });
    await fill('ana@clube.com', '3000');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar saque' }));
    expect(
      await screen.findByText('Houve um erro ao realizar o saque, saldo insuficiente'),
    ).toBeVisible();
    expect(keyInput()).toHaveValue('ana@clube.com');
    expect(valueInput()).toHaveValue('R$ 30,00');
    expect(withdrawCalls()).toHaveLength(1);
  });

  it('after a dropped connection keeps the draft, sends nothing by itself, and warns before sending again', async () => {
    const { ports, withdrawCalls } = await openDialog();
    const dropped: ClubError = { kind: 'network', message: 'Failed to fetch' };
    ports.failNext('wallet.withdraw', dropped);
    await fill('ana@clube.com', '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar saque' }));
    expect(
      await screen.findByText(
        'Houve um erro ao realizar o saque, por favor, tente novamente mais tarde',
      ),
    ).toBeVisible();
    expect(screen.getByText(/A conexão caiu antes da resposta/)).toBeVisible();
    expect(keyInput()).toHaveValue('ana@clube.com');
    expect(valueInput()).toHaveValue('R$ 20,00');
    expect(withdrawCalls()).toHaveLength(1);
    // Sending again goes through the confirmation, which says the first may have gone through.
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      screen.getByText(/O pedido anterior ficou sem resposta e pode ter sido feito/),
    ).toBeVisible();
    expect(withdrawCalls()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar saque' }));
    expect(await screen.findByText('Saque solicitado com sucesso!')).toBeVisible();
    expect(withdrawCalls()).toHaveLength(2);
  });

  it('keeps the draft when the dialog is closed and opened again', async () => {
    await openDialog();
    await fill('ana@clube.com', '2100');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByLabelText(/Valor do saque/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sacar via Pix' }));
    expect(keyInput()).toHaveValue('ana@clube.com');
    expect(valueInput()).toHaveValue('R$ 21,00');
  });

  it('cannot open below the R$ 20 cashback minimum, and says why', async () => {
    await openWallet(<CashbackWithdrawal />, { user: { cashback: 1500 } });
    const button = screen.getByRole('button', { name: 'Sacar via Pix' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'O saque de dinheiro de volta fica disponível a partir de R$\u00a020,00. Seu saldo é R$\u00a015,00.',
    );
  });

  it('names the banks a withdrawal may go to', async () => {
    await act(async () => {
      await openWallet(
        <PixWithdrawal
          endpoint="engagement"
          balanceCents={35_000}
          banks={[
            { code: '001', name: 'Banco do Brasil' },
            { code: '999', name: null },
          ]}
        />,
      );
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sacar via Pix' }));
    expect(
      screen.getByText(
        'Os saques só podem ir para contas destes bancos: Banco do Brasil ou Banco 999.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Disponível: R$\u00a0350,00.', asShown)).toBeVisible();
  });
});
