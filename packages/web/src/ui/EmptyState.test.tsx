import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_STATE_CHARACTERS, EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('has the six characters of SPEC §9', () => {
    expect([...EMPTY_STATE_CHARACTERS].sort()).toEqual(
      ['disappointed', 'embarrassed', 'greedy', 'happy', 'sad', 'searching'].sort(),
    );
  });

  it.each(EMPTY_STATE_CHARACTERS)(
    'draws %s as a decorative picture with its own features',
    (name) => {
      const { container } = render(<EmptyState character={name} title="Nada por aqui" />);
      const svg = container.querySelector('svg')!;
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      // The face plus at least two features of its own.
      expect(svg.children.length).toBeGreaterThanOrEqual(3);
    },
  );

  it('draws each character differently', () => {
    const drawings = EMPTY_STATE_CHARACTERS.map(
      (name) =>
        render(<EmptyState character={name} title="x" />).container.querySelector('svg')!.innerHTML,
    );
    expect(new Set(drawings).size).toBe(EMPTY_STATE_CHARACTERS.length);
  });

  it('shows a heading, a description and an action', () => {
    render(
      <EmptyState
        character="searching"
        title="Nenhum resultado"
        description="Tente outra busca."
        action={<button type="button">Ver campanhas</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Nenhum resultado' })).toBeInTheDocument();
    expect(screen.getByText('Tente outra busca.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver campanhas' })).toBeInTheDocument();
  });

  it('takes the heading level of its place in the page', () => {
    render(<EmptyState character="sad" title="Sem notificações" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Sem notificações' })).toBeInTheDocument();
  });
});
