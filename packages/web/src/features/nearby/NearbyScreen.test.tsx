import type { ClubError } from '@clube/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeClub, renderWithClub, signInDemo } from '../../test/fake-club.tsx';
import NearbyScreen from './NearbyScreen.tsx';

type FakeClub = ReturnType<typeof createFakeClub>;

const refused: ClubError = {
  kind: 'network',
  message: 'Permissão de localização negada',
  refused: true,
};

async function openNearby(prepare: (fake: FakeClub) => void = () => undefined) {
  const fake = createFakeClub({ company: { has_geolocation_access: true } });
  prepare(fake);
  await signInDemo(fake.club);
  renderWithClub(<NearbyScreen />, { club: fake.club, route: '/proximos-a-voce' });
  return fake;
}

describe('NearbyScreen', () => {
  it('asks where the member is, then lists the partners nearest first, in km', async () => {
    const { ports } = await openNearby();
    expect(screen.getByText('Buscando a sua localização…')).toHaveAttribute('role', 'status');
    // The heading takes the focus once the page has painted (useFocusAfterPaint): a frame and a
    // task later, which a busy machine can hold back past waitFor's default second.
    await waitFor(
      () =>
        expect(screen.getByRole('heading', { level: 1, name: 'Próximos a você' })).toHaveFocus(),
      { timeout: 5000 },
    );
    const list = await screen.findByRole('list', { name: 'Parceiros perto de você' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(ports.world.partners.length);
    // The fake puts partner i at 0.5 + 1.25·i km: a decimal comma, nearest first.
    expect(items[0]).toHaveTextContent('0,5 km');
    expect(items[1]).toHaveTextContent('1,8 km');
    expect(items[2]).toHaveTextContent('3 km');
    expect(ports.recordings.calls).toContain('geolocation.current');
  });

  it('leads each partner to the campaign list of that partner', async () => {
    const { ports } = await openNearby();
    const first = ports.world.partners[0]!;
    const link = await screen.findByRole('link', { name: new RegExp(`^${first.name}`) });
    expect(link).toHaveAccessibleName(expect.stringContaining('a 0,5 km'));
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(`/campanhas?partner=${first.slug}`);
  });

  it('explains a refused location and tries again once it is allowed', async () => {
    let allowed = false;
    const { ports } = await openNearby((fake) => {
      const current = fake.ports.geolocation.current.bind(fake.ports.geolocation);
      fake.ports.geolocation.current = async () => {
        if (!allowed) throw refused;
        return current();
      };
    });
    expect(
      await screen.findByRole('heading', { name: 'Não conseguimos ver onde você está' }),
    ).toBeVisible();
    expect(screen.getByText(/permita o acesso à sua localização/)).toBeVisible();
    expect(ports.recordings.calls).not.toContain('campaigns.nearby');
    allowed = true;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('list', { name: 'Parceiros perto de você' })).toBeVisible();
    expect(
      screen.queryByRole('heading', { name: 'Não conseguimos ver onde você está' }),
    ).toBeNull();
  });

  it('offers a retry when the partners near the member fail to load', async () => {
    await openNearby((fake) =>
      fake.ports.failNext('campaigns.nearby', {
        kind: 'server',
        status: 500,
        message: 'Erro interno simulado',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível encontrar os parceiros perto de você.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('list', { name: 'Parceiros perto de você' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('without a connection says so instead of the failure, with the same retry', async () => {
    await openNearby((fake) =>
      fake.ports.failNext('campaigns.nearby', { kind: 'network', message: 'Failed to fetch' }),
    );
    expect(await screen.findByText('Você está sem conexão')).toBeVisible();
    expect(screen.queryByText('Não foi possível encontrar os parceiros perto de você.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('list', { name: 'Parceiros perto de você' })).toBeVisible();
  });

  it('says when no partner is near, with a way to every offer', async () => {
    await openNearby((fake) => {
      fake.ports.campaigns.nearby = async () => [];
    });
    expect(
      await screen.findByRole('heading', { name: 'Nenhum parceiro perto de você' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver todas as ofertas' })).toHaveAttribute(
      'href',
      '/campanhas',
    );
  });
});
