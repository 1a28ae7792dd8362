import { getDefaultNormalizer, screen, within } from '@testing-library/react';
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
});
