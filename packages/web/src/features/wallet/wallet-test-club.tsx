// Test helper for the wallet's screens: the fake club with a member holding balances.
import { selectMember } from '@clube/core';
import type { CompanyConfig } from '@clube/core/company';
import { DEMO_MEMBER, type FakePorts } from '@clube/core/testing';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { waitFor as waitForActor } from 'xstate';
import { FlowCacheProvider } from '../../runtime/flow-cache.tsx';
import { createFakeClub, renderWithClub, signInDemo } from '../../test/fake-club.tsx';

export const BALANCES = { cashback: 4590, cashback_total: 12_990, awards_balance: 12_000 };

/**
 * Signs the demo member in (R$ 45,90 of cashback, R$ 120,00 of awards, 350 points) at a company
 * with every wallet, unless told otherwise, and renders `ui` at `route`.
 */
export async function openWallet(
  ui: ReactElement,
  {
    route = '/carteira',
    company = {},
    user = {},
    prepare,
  }: {
    route?: string;
    company?: Partial<CompanyConfig>;
    user?: Record<string, unknown>;
    /** Sets the scene on the fake ports before anything is rendered. */
    prepare?: (ports: FakePorts) => void;
  } = {},
) {
  const { club, ports } = createFakeClub({
    company: {
      permissions: ['engagement', 'awards', 'cashback_tab'],
      withdraw_award: true,
      withdraw_engagement: true,
      ...company,
    },
    members: [{ ...DEMO_MEMBER, user: { ...BALANCES, engagement_balance: 35_000, ...user } }],
  });
  ports.world.balanceCents = 4590;
  await signInDemo(club);
  await waitForActor(club.member, (snapshot) => selectMember(snapshot) !== null);
  prepare?.(ports);
  const view = renderWithClub(<FlowCacheProvider>{ui}</FlowCacheProvider>, { club, route });
  const withdrawCalls = () => ports.recordings.calls.filter((call) => call === 'wallet.withdraw');
  const location = () => screen.getByTestId('location').textContent;
  return { club, ports, view, withdrawCalls, location };
}
