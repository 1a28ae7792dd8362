import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CARD_BRAND_NAMES, GLYPH_NAMES } from '../../ui/icons/Icon.tsx';
import { renderWithI18n } from '../../ui/test-utils.tsx';
import IconsScreen from './IconsScreen.tsx';

describe('IconsScreen', () => {
  it("is headed 'Ícones' and takes the focus", () => {
    renderWithI18n(<IconsScreen />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Ícones' });
    expect(heading).toHaveFocus();
  });

  it('shows every icon with its name', () => {
    renderWithI18n(<IconsScreen />);
    const general = screen.getByRole('list', { name: 'Ícones gerais' });
    const items = within(general).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('code')?.textContent)).toEqual(GLYPH_NAMES);
    for (const item of items) expect(item.querySelector('svg[data-icon]')).not.toBeNull();
  });

  it('shows the eight card brands with their names', () => {
    renderWithI18n(<IconsScreen />);
    const brands = screen.getByRole('list', { name: 'Bandeiras de cartão' });
    const names = within(brands)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('code')?.textContent);
    expect(names).toEqual(CARD_BRAND_NAMES);
    expect(names).toEqual(
      expect.arrayContaining([
        'amex',
        'dinners',
        'discover',
        'elo',
        'hipercard',
        'jcb',
        'master',
        'visa',
      ]),
    );
  });

  it('shows the six empty-state characters of SPEC §9 with their names', () => {
    renderWithI18n(<IconsScreen />);
    const characters = screen.getByRole('list', { name: 'Personagens dos estados vazios' });
    const names = within(characters)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('code')?.textContent);
    expect(names).toEqual(['sad', 'embarrassed', 'happy', 'greedy', 'disappointed', 'searching']);
    for (const item of within(characters).getAllByRole('listitem')) {
      expect(item.querySelector('svg[data-character]')).not.toBeNull();
    }
  });
});
