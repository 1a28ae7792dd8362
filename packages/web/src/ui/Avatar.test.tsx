import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, type AvatarSize } from './Avatar.tsx';
import { avatar } from './avatar.css.ts';

describe('Avatar', () => {
  it.each<[AvatarSize, string]>([
    ['sm', '32'],
    ['md', '48'],
    ['lg', '80'],
  ])('draws the %s size', (size, pixels) => {
    render(<Avatar name="Ana Silva" src="/a.png" size={size} />);
    const image = screen.getByRole('img', { name: 'Ana Silva' });
    expect(image).toHaveAttribute('width', pixels);
    expect(image.className).toContain(avatar({ size }));
  });

  it('shows the photo with the name as its text alternative', () => {
    render(<Avatar name="Ana Silva" src="/ana.png" />);
    const image = screen.getByRole('img', { name: 'Ana Silva' });
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('src', '/ana.png');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows the initials without a photo', () => {
    render(<Avatar name="Ana Maria Silva" />);
    const avatarElement = screen.getByRole('img', { name: 'Ana Maria Silva' });
    expect(avatarElement.tagName).toBe('SPAN');
    expect(avatarElement).toHaveTextContent('AS');
  });

  it('falls back to the initials when the photo fails to load', () => {
    render(<Avatar name="Ana Silva" src="/broken.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Ana Silva' }));
    const fallback = screen.getByRole('img', { name: 'Ana Silva' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('AS');
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Avatar name="Ana Silva" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
