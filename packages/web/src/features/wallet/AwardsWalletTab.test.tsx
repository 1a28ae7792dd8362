import { transactionSchema } from '@clube/core/redemptions';
import { getDefaultNormalizer, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AwardsWalletTab from './AwardsWalletTab.tsx';
import { openWallet } from './wallet-test-club.tsx';

const asShown = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

const TRANSACTIONS = [
  { id: 1, type: 'payment', value: 2990, campaign: { partner: { name: 'Loja Um' } } },
  {
    id: 2,
    type: 'award',
    value: 5000,
    created_at: '2026-11-20T15:00:00Z',
    campaign: { event: 'award', partner: { name: 'Vale Presente' } },
  },
  { id: 3, type: 'engagement', value: 12_990, campaign: { partner: { name: 'Gelato' } } },
].map((raw) => transactionSchema.parse(raw));

describe('AwardsWalletTab', { timeout: 20_000 }, () => {
  it('shows the awards balance, its withdrawal and only the award redemptions', async () => {
    await openWallet(<AwardsWalletTab />, {
      route: '/carteira/premios',
      prepare: (ports) => {
        ports.world.transactions = TRANSACTIONS;
      },
    });
    const balance = screen.getByRole('region', { name: 'Saldo de prêmios' });
    expect(within(balance).getByText('R$\u00a0120,00', asShown)).toBeVisible();
    expect(within(balance).getByRole('button', { name: 'Sacar via Pix' })).toBeEnabled();
    expect(within(balance).getByRole('link', { name: 'Ver prêmios' })).toHaveAttribute(
      'href',
      '/premios',
    );
    const history = await screen.findByRole('list', { name: 'Prêmios resgatados com o saldo' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(1);
    const award = within(history).getByRole('article', { name: 'Vale Presente' });
    expect(within(award).getByText('Valor: R$\u00a050,00', asShown)).toBeVisible();
    expect(within(award).getByText('Em 20/11/2026')).toBeVisible();
  });

  it('offers no withdrawal when the company does not allow it', async () => {
    await openWallet(<AwardsWalletTab />, {
      route: '/carteira/premios',
      company: { withdraw_award: false },
      prepare: (ports) => {
        ports.world.transactions = [];
      },
    });
    expect(screen.queryByRole('button', { name: 'Sacar via Pix' })).toBeNull();
    expect(
      await screen.findByRole('heading', { name: 'Você ainda não resgatou prêmios' }),
    ).toBeVisible();
  });
});
