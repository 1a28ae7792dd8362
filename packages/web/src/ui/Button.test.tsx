import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, type ButtonSize } from './Button.tsx';
import { button } from './button.css.ts';

describe('Button', () => {
  it.each<ButtonSize>(['sm', 'md', 'lg', 'xl'])('renders the %s size', (size) => {
    render(<Button size={size}>Salvar</Button>);
    const element = screen.getByRole('button', { name: 'Salvar' });
    expect(element.className).toContain(button({ size }));
  });

  it('gives each size its own class', () => {
    const classes = new Set((['sm', 'md', 'lg', 'xl'] as const).map((size) => button({ size })));
    expect(classes.size).toBe(4);
  });

  it('is a plain button (not a submit) unless told', () => {
    render(<Button>Salvar</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('calls onClick when pressed', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Salvar</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not call onClick when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Salvar
      </Button>,
    );
    const element = screen.getByRole('button', { name: 'Salvar' });
    expect(element).toBeDisabled();
    expect(element).not.toHaveAttribute('aria-busy');
    expect(element.querySelector('[aria-hidden="true"]')).toBeNull();
    await userEvent.click(element);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is disabled, busy and shows a spinner while loading, and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Salvar
      </Button>,
    );
    const element = screen.getByRole('button', { name: 'Salvar' });
    expect(element).toBeDisabled();
    expect(element).toHaveAttribute('aria-busy', 'true');
    expect(element.querySelector('span[aria-hidden="true"]')).toBeInTheDocument();
    await userEvent.click(element);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('returns to normal when loading ends', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button loading onClick={onClick}>
        Salvar
      </Button>,
    );
    rerender(<Button onClick={onClick}>Salvar</Button>);
    const element = screen.getByRole('button', { name: 'Salvar' });
    expect(element).toBeEnabled();
    expect(element).not.toHaveAttribute('aria-busy');
    expect(element.querySelector('span[aria-hidden="true"]')).toBeNull();
    await userEvent.click(element);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
