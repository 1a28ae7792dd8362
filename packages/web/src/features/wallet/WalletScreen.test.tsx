import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import WalletScreen from './WalletScreen.tsx';
import { openWallet } from './wallet-test-club.tsx';

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Carteira' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('WalletScreen', { timeout: 20_000 }, () => {
  it('shows the three wallets to a company with every permission', async () => {
    await openWallet(<WalletScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Carteira' })).toBeVisible();
    expect(tabNames()).toEqual(['Dinheiro de volta', 'Carteira Prêmios', 'Pontos']);
  });

  it('shows only the points to an engagement-only company', async () => {
    await openWallet(<WalletScreen />, {
      route: '/carteira/pontos',
      company: { permissions: ['engagement'], withdraw_award: false },
    });
    expect(tabNames()).toEqual(['Pontos']);
  });
});
