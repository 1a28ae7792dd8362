import { getDefaultNormalizer, screen, within } from '@testing-library/react';
import { transactionSchema } from '@clube/core/redemptions';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import PointsWalletTab from './PointsWalletTab.tsx';
import { openWallet } from './wallet-test-club.tsx';

const asShown = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

describe('PointsWalletTab', { timeout: 20_000 }, () => {
  it('shows the engagement balance in the coin, its worth to withdraw and the banks allowed', async () => {
    await openWallet(<PointsWalletTab />, {
      route: '/carteira/pontos',
      company: { allowed_banks: ['001', '237', '341'] },
    });
    const balance = await screen.findByRole('region', { name: 'Seu saldo em Pontos Clube' });
    expect(within(balance).getByText('350')).toBeVisible();
    expect(
      within(balance).getByText('Equivale a R$\u00a0350,00 para saque', asShown),
    ).toBeVisible();
    await userEvent.click(within(balance).getByRole('button', { name: 'Sacar via Pix' }));
    expect(
      screen.getByText(
        'Os saques só podem ir para contas destes bancos: Banco do Brasil, Bradesco ou Itaú Unibanco.',
      ),
    ).toBeVisible();
  });

  it("says the coin's message of SPEC §8 when it fails, and tries again", async () => {
    const { ports } = await openWallet(<PointsWalletTab />, {
      route: '/carteira/pontos',
      company: { withdraw_engagement: false },
      prepare: (fake) =>
        fake.failNext('engagement.coin', { kind: 'server', status: 500, message: 'x' }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Houve um erro ao pegar os dados da moeda, por favor, tente novamente mais tarde',
    );
    // The balance is still the member's, and no withdrawal is offered without the flag.
    expect(screen.getByText('350')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sacar via Pix' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Seu saldo em Pontos Clube' })).toBeVisible();
    expect(ports.recordings.calls.filter((call) => call === 'engagement.coin')).toHaveLength(2);
  });

  it("lists what points bought in the coin's name, and leaves out a gift card paid in reais", async () => {
    await openWallet(<PointsWalletTab />, {
      route: '/carteira/pontos',
      prepare: (fake) => {
        fake.world.coin = { ...fake.world.coin!, program_name: 'Engaja Coins' };
        fake.world.transactions = [
          transactionSchema.parse({
            id: 1,
            type: 'engagement',
            value: 2500,
            campaign: { event: 'engagement', partner: { name: 'Sorveteria Gelato' } },
          }),
          transactionSchema.parse({
            id: 2,
            type: 'gift_card',
            value: 12_990,
            campaign: { event: 'engagement', partner: { name: 'Loja de Presentes' } },
          }),
        ];
      },
    });
    const entry = await screen.findByRole('article', { name: 'Sorveteria Gelato' });
    expect(within(entry).getByText('25 Engaja Coins')).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Loja de Presentes' })).toBeNull();
    expect(screen.queryByText(/129,9/)).toBeNull();
  });
});
