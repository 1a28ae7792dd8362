import { bannerSchema } from '@clube/core/campaigns';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeClub, renderWithClub } from '../../test/fake-club.tsx';
import { ListBanner } from './ListBanner.tsx';

const banner = (fields: Record<string, unknown>) =>
  bannerSchema.parse({
    id: 1,
    name: 'Promo',
    image: '/b.svg',
    image_secondary: '/m.svg',
    ...fields,
  });

function show(fields: Record<string, unknown>) {
  const { club } = createFakeClub();
  return renderWithClub(<ListBanner banner={banner(fields)} />, { club });
}

describe('ListBanner', () => {
  // SPEC §2 "Lists and banners": the click targets in order, the first that applies wins.
  it.each<[string, Record<string, unknown>, string]>([
    [
      'the pharmacy card',
      { vidalink: true, only_tagged: true, tags: ['verao'], showcase: 'x' },
      '/cartao-farmacia',
    ],
    [
      'Campanhas of the first tag',
      { only_tagged: true, tags: ['verao', 'b'], showcase: 'x' },
      '/campanhas?tag=verao',
    ],
    ['the vitrine', { showcase: 'black-friday', campaign_slug: 'c' }, '/vitrine/black-friday'],
    ['the campaign', { campaign_slug: 'pizza-1', link: 'https://x.example' }, '/campanhas/pizza-1'],
    ['Campanhas', {}, '/campanhas'],
  ])('goes to %s', (_, fields, target) => {
    show(fields);
    expect(screen.getByRole('link', { name: 'Banner: Promo' })).toHaveAttribute('href', target);
  });

  it('opens an external link in a new tab', () => {
    show({ link: 'https://parceiro.example/promo' });
    const link = screen.getByRole('link', { name: 'Banner: Promo (abre em nova aba)' });
    expect(link).toHaveAttribute('href', 'https://parceiro.example/promo');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never follows a script address: such a link counts as none (Campanhas)', () => {
    show({ link: 'javascript:alert(1)' });
    const link = screen.getByRole('link', { name: 'Banner: Promo' });
    expect(link).toHaveAttribute('href', '/campanhas');
    expect(link).not.toHaveAttribute('target');
  });

  it('shows no picture whose address fails the URL check (the link check, applied to images)', () => {
    const { container } = show({
      image: 'javascript:alert(1)',
      image_secondary: 'https://evil.example/pixel.svg',
    });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('source')).toBeNull();
  });

  it('falls back to the picture that passes the check', () => {
    const { container } = show({ image: '/b.svg', image_secondary: 'javascript:alert(1)' });
    expect(container.querySelector('img')).toHaveAttribute('src', '/b.svg');
    expect(container.querySelector('source')).toHaveAttribute('srcset', '/b.svg');
  });

  it('reserves the picture sizes and loads lazily: desktop 1200×300, mobile 600×300', () => {
    const { container } = show({});
    const source = container.querySelector('source');
    expect(source).toHaveAttribute('media', '(min-width: 769px)');
    expect(source).toHaveAttribute('width', '1200');
    expect(source).toHaveAttribute('height', '300');
    const img = screen.getByRole('img', { name: 'Promo' });
    expect(img).toHaveAttribute('src', '/m.svg');
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '300');
    expect(img).toHaveAttribute('loading', 'lazy');
  });
});
