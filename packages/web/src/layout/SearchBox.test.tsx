import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@clube/core/shared';
import { createFakeClub, renderWithClub, signInDemo } from '../test/fake-club.tsx';
import { SearchBox } from './SearchBox.tsx';

describe('SearchBox', { timeout: 20_000 }, () => {
  it('says when the search found nothing for the term typed', async () => {
    const { club } = createFakeClub();
    await signInDemo(club);
    renderWithClub(<SearchBox placeholderKey="layout.searchPlaceholderDesktop" />, { club });
    const box = screen.getByRole('combobox', { name: 'Buscar ofertas' });
    await userEvent.type(box, 'zzzqqq');
    expect(
      await screen.findByText('Nenhuma oferta encontrada para “zzzqqq”', {}, { timeout: 3000 }),
    ).toBeVisible();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.clear(box);
    await userEvent.type(box, 'pizza');
    await screen.findByRole('listbox', { name: 'Sugestões' }, { timeout: 3000 });
    expect(screen.queryByText(/Nenhuma oferta encontrada/)).toBeNull();
    club.stop();
  });

  it('finds the recent terms again after a reload (the same storage, a new box)', async () => {
    const storage = createMemoryStorage();
    const first = createFakeClub({ storage });
    await signInDemo(first.club);
    const { unmount } = renderWithClub(
      <SearchBox placeholderKey="layout.searchPlaceholderDesktop" />,
      { club: first.club },
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Buscar ofertas' }), 'cinema{Enter}');
    unmount();
    first.club.stop();

    // A reload: a new club over the same browser storage.
    const again = createFakeClub({ storage });
    expect(again.club.session.getSnapshot().matches('signedIn')).toBe(true);
    renderWithClub(<SearchBox placeholderKey="layout.searchPlaceholderDesktop" />, {
      club: again.club,
    });
    await userEvent.click(screen.getByRole('combobox', { name: 'Buscar ofertas' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remover cinema' })).toBeVisible(),
    );
    again.club.stop();
  });
});
