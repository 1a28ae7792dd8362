import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrolledPast } from './useScrolledPast.ts';

/** The browser's IntersectionObserver, reporting what the test says about the one marker. */
class MarkerObserver {
  static last: MarkerObserver | null = null;
  target: Element | null = null;
  constructor(private readonly callback: IntersectionObserverCallback) {
    MarkerObserver.last = this;
  }
  observe(target: Element) {
    this.target = target;
  }
  unobserve() {}
  disconnect() {
    this.target = null;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  /** The marker's place: in the viewport, above it (scrolled past) or below it. */
  report(where: 'in view' | 'above' | 'below') {
    if (!this.target) return;
    const top = where === 'above' ? -40 : where === 'below' ? 900 : 120;
    const entry = {
      isIntersecting: where === 'in view',
      target: this.target,
      boundingClientRect: { top } as DOMRectReadOnly,
    } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

const marker = () => document.body.querySelector<HTMLElement>('[data-scrolled-past-marker]');

afterEach(() => {
  vi.unstubAllGlobals();
  MarkerObserver.last = null;
});

describe('useScrolledPast', () => {
  it('watches a marker at the threshold from the top of the document, and removes it', () => {
    vi.stubGlobal('IntersectionObserver', MarkerObserver);
    const { unmount } = renderHook(() => useScrolledPast(200));
    expect(marker()?.style.position).toBe('absolute');
    expect(marker()?.style.top).toBe('200px');
    expect(MarkerObserver.last?.target).toBe(marker());
    unmount();
    expect(marker()).toBeNull();
    expect(MarkerObserver.last?.target).toBeNull();
  });

  it('is past only once the marker has left the viewport above', () => {
    vi.stubGlobal('IntersectionObserver', MarkerObserver);
    const { result } = renderHook(() => useScrolledPast(200));
    expect(result.current).toBe(false);
    act(() => MarkerObserver.last?.report('above'));
    expect(result.current).toBe(true);
    act(() => MarkerObserver.last?.report('in view'));
    expect(result.current).toBe(false);
    // A viewport shorter than the threshold: the marker below it is not scrolled past.
    act(() => MarkerObserver.last?.report('below'));
    expect(result.current).toBe(false);
  });

  it('never counts the page as scrolled where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { result } = renderHook(() => useScrolledPast(200));
    expect(marker()).toBeNull();
    expect(result.current).toBe(false);
  });
});
