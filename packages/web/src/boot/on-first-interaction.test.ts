import { describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from './on-first-interaction.ts';

describe('onFirstInteraction', () => {
  it('runs once, at the first key or pointer press', () => {
    const work = vi.fn();
    const page = new EventTarget();
    onFirstInteraction(work, page);
    page.dispatchEvent(new Event('focusin'));
    page.dispatchEvent(new Event('scroll'));
    expect(work).not.toHaveBeenCalled();
    page.dispatchEvent(new Event('keydown'));
    page.dispatchEvent(new Event('pointerdown'));
    page.dispatchEvent(new Event('keydown'));
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs at a pointer press too, and not at all once cancelled', () => {
    const pressed = vi.fn();
    const page = new EventTarget();
    onFirstInteraction(pressed, page);
    page.dispatchEvent(new Event('pointerdown'));
    expect(pressed).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    onFirstInteraction(cancelled, page)();
    page.dispatchEvent(new Event('pointerdown'));
    expect(cancelled).not.toHaveBeenCalled();
  });
});
