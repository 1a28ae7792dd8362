import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel.tsx';
import { renderWithI18n as renderCarousel } from './test-utils.tsx';

const slides = ['Um', 'Dois', 'Três'].map((label) => ({
  key: label,
  label,
  content: <p>{`Slide ${label}`}</p>,
}));

function shownSlide(): string | undefined {
  return (
    screen
      .getAllByRole('tabpanel', { hidden: true })
      .find((group) => !group.hidden)
      ?.getAttribute('aria-label') ?? undefined
  );
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({
    matches: reduce,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }) as unknown as typeof window.matchMedia;
}

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => vi.useRealTimers());

  it('shows one slide at a time and moves with the buttons and the arrow keys', () => {
    renderCarousel(<Carousel label="Destaques" slides={slides} />);
    expect(shownSlide()).toBe('1 de 3: Um');
    fireEvent.click(screen.getByRole('button', { name: 'Próximo slide' }));
    expect(shownSlide()).toBe('2 de 3: Dois');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Ir para o slide 2: Dois' }), {
      key: 'ArrowLeft',
    });
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Ir para o slide 1: Um' }), {
      key: 'ArrowLeft',
    });
    expect(shownSlide()).toBe('3 de 3: Três');
    expect(document.activeElement).toBe(
      screen.getByRole('tab', { name: 'Ir para o slide 3: Três' }),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Ir para o slide 1: Um' }));
    expect(shownSlide()).toBe('1 de 3: Um');
  });

  it('turns by itself, but not while hovered or paused', () => {
    renderCarousel(<Carousel label="Destaques" slides={slides} intervalMs={1000} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(shownSlide()).toBe('2 de 3: Dois');
    const region = screen.getByRole('region', { name: 'Destaques' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(3000));
    expect(shownSlide()).toBe('2 de 3: Dois');
    fireEvent.mouseLeave(region);
    fireEvent.click(screen.getByRole('button', { name: 'Pausar a troca automática' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(shownSlide()).toBe('2 de 3: Dois');
  });

  it('stands still for members who prefer reduced motion', () => {
    mockReducedMotion(true);
    renderCarousel(<Carousel label="Destaques" slides={slides} intervalMs={1000} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(shownSlide()).toBe('1 de 3: Um');
  });

  it('follows a swipe', () => {
    renderCarousel(<Carousel label="Destaques" slides={slides} />);
    const viewport = screen.getAllByRole('tabpanel', { hidden: true })[0]!.parentElement!;
    fireEvent.pointerDown(viewport, { clientX: 300 });
    fireEvent.pointerUp(viewport, { clientX: 200 });
    expect(shownSlide()).toBe('2 de 3: Dois');
    fireEvent.pointerDown(viewport, { clientX: 200 });
    fireEvent.pointerUp(viewport, { clientX: 190 }); // too short to be a swipe
    expect(shownSlide()).toBe('2 de 3: Dois');
  });

  it('has no controls for a single slide', () => {
    renderCarousel(<Carousel label="Destaques" slides={slides.slice(0, 1)} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
