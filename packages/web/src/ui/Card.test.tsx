import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card.tsx';
import { card } from './card.css.ts';

describe('Card', () => {
  it('renders the element asked for, with the recipe of its variants and the extra class', () => {
    render(
      <Card as="section" tone="brand" padding="md" interactive className="extra" aria-label="Saldo">
        <p>R$ 10,00</p>
      </Card>,
    );
    const element = screen.getByRole('region', { name: 'Saldo' });
    expect(element.tagName).toBe('SECTION');
    for (const name of card({ tone: 'brand', padding: 'md', interactive: true }).split(' '))
      expect(element).toHaveClass(name);
    expect(element).toHaveClass('extra');
    expect(element).toHaveTextContent('R$ 10,00');
  });

  it('is a surface card with room inside by default, and the variants change its classes', () => {
    const { container } = render(<Card>texto</Card>);
    const element = container.firstElementChild as HTMLElement;
    expect(element.tagName).toBe('DIV');
    expect(element.className).toBe(card());
    expect(card()).not.toBe(card({ tone: 'brand' }));
    expect(card()).not.toBe(card({ interactive: true }));
  });
});
