import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton.tsx';

const root = (container: HTMLElement) => container.firstElementChild as HTMLElement;

describe('Skeleton', () => {
  it.each(['line', 'box', 'card'] as const)(
    'draws a %s hidden from assistive technology',
    (variant) => {
      const { container } = render(<Skeleton variant={variant} />);
      expect(root(container)).toHaveAttribute('aria-hidden', 'true');
      expect(root(container)).toHaveAttribute('data-skeleton', variant);
    },
  );

  it('draws one line by default and as many as asked', () => {
    const { container, rerender } = render(<Skeleton />);
    expect(root(container).children).toHaveLength(1);
    rerender(<Skeleton lines={3} />);
    expect(root(container).children).toHaveLength(3);
    expect((root(container).children[2] as HTMLElement).style.width).toBe('60%');
  });

  it('takes a width and a height', () => {
    const { container } = render(<Skeleton variant="box" width={120} height="2rem" />);
    expect(root(container).style.width).toBe('120px');
    expect(root(container).style.height).toBe('2rem');
  });

  it('draws a card with a media block and two lines', () => {
    const { container } = render(<Skeleton variant="card" />);
    expect(root(container).children).toHaveLength(3);
  });

  it('has no text', () => {
    const { container } = render(<Skeleton variant="card" />);
    expect(container).toHaveTextContent('');
  });
});
