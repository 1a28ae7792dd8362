import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CARD_BRAND_NAMES, GLYPH_NAMES, ICON_NAMES, Icon, isCardBrand } from './Icon.tsx';

const REQUIRED_GLYPHS = [
  'search',
  'bell',
  'user',
  'heart',
  'heart-filled',
  'thumbs-up',
  'close',
  'chevron-left',
  'chevron-right',
  'chevron-down',
  'menu',
  'location',
  'gift',
  'wallet',
  'star',
  'check',
  'alert',
  'info',
  'logout',
  'store',
  'plus',
  'minus',
  'eye',
  'eye-off',
  'arrow-up',
  'filter',
  'sort',
  'copy',
  'external-link',
];
const REQUIRED_BRANDS = [
  'amex',
  'dinners',
  'discover',
  'elo',
  'hipercard',
  'jcb',
  'master',
  'visa',
];

describe('Icon', () => {
  it('has every icon the product asks for, and the eight card brands of SPEC §9', () => {
    expect([...GLYPH_NAMES].sort()).toEqual([...REQUIRED_GLYPHS].sort());
    expect([...CARD_BRAND_NAMES].sort()).toEqual([...REQUIRED_BRANDS].sort());
    expect(ICON_NAMES).toHaveLength(REQUIRED_GLYPHS.length + REQUIRED_BRANDS.length);
  });

  it.each(ICON_NAMES)('draws %s with at least one shape', (name) => {
    const { container } = render(<Icon name={name} />);
    const svg = container.querySelector('svg')!;
    expect(svg.querySelector('path, circle, rect, text')).not.toBeNull();
  });

  it('is decorative without a title', () => {
    const { container } = render(<Icon name="bell" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).not.toHaveAttribute('role');
  });

  it('is a named image with a title', () => {
    render(<Icon name="visa" title="Visa" />);
    expect(screen.getByRole('img', { name: 'Visa' })).toBeInTheDocument();
  });

  it('takes a size; a card brand is 1.5 times as wide as high', () => {
    const { container } = render(
      <>
        <Icon name="check" size={21} />
        <Icon name="master" size={20} />
      </>,
    );
    const [glyph, brand] = container.querySelectorAll('svg');
    expect(glyph).toHaveAttribute('width', '21');
    expect(glyph).toHaveAttribute('height', '21');
    expect(glyph).toHaveAttribute('stroke', 'currentColor');
    expect(brand).toHaveAttribute('width', '30');
    expect(brand).toHaveAttribute('height', '20');
  });

  it('tells card brands from glyphs', () => {
    expect(isCardBrand('elo')).toBe(true);
    expect(isCardBrand('heart')).toBe(false);
    expect(isCardBrand('toString')).toBe(false);
  });
});
