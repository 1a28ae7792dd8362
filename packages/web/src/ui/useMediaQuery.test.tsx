import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './useMediaQuery.ts';

function Shows({ query, fallback }: { query: string; fallback: boolean }) {
  return <output>{useMediaQuery(query, fallback) ? 'sim' : 'não'}</output>;
}

/** A matchMedia whose answer the test changes, telling its listeners as a browser does. */
function stubMatchMedia(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    get matches() {
      return matches;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    listeners,
    change(next: boolean) {
      matches = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('useMediaQuery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers the fallback where the browser has no matchMedia', () => {
    // Another file of the same worker may have left one on the window.
    vi.stubGlobal('matchMedia', undefined);
    render(<Shows query="(min-width: 769px)" fallback />);
    expect(screen.getByRole('status')).toHaveTextContent('sim');
  });

  it('follows the query as the window changes, and stops listening when unmounted', () => {
    const media = stubMatchMedia(true);
    const { unmount } = render(<Shows query="(min-width: 769px)" fallback={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('sim');
    act(() => media.change(false));
    expect(screen.getByRole('status')).toHaveTextContent('não');
    unmount();
    expect(media.listeners.size).toBe(0);
  });
});
