import { act, render, screen as view } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { isLazyScreen, screen } from './lazy-screen.ts';

function Greeting({ name }: { name: string }) {
  return <p>Olá, {name}</p>;
}

/** Records every fallback the boundary commits. */
function Fallback({ shown }: { shown: () => void }) {
  shown();
  return <p>carregando</p>;
}

describe('screen', () => {
  it('loads its chunk once, however often it is asked', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const Lazy = screen(load);
    await Promise.all([Lazy.load(), Lazy.load()]);
    await Lazy.load();
    expect(load).toHaveBeenCalledTimes(1);
    expect(isLazyScreen(Lazy)).toBe(true);
    expect(isLazyScreen(Greeting)).toBe(false);
  });

  it('asks again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Greeting });
    const Lazy = screen(load);
    await expect(Lazy.load()).rejects.toThrow('offline');
    await expect(Lazy.load()).resolves.toEqual({ default: Greeting });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders at once, with no fallback, when its chunk was loaded before', async () => {
    const Lazy = screen(() => Promise.resolve({ default: Greeting }));
    await Lazy.load();
    const shown = vi.fn();
    render(
      <Suspense fallback={<Fallback shown={shown} />}>
        <Lazy name="Ana" />
      </Suspense>,
    );
    expect(view.getByText('Olá, Ana')).toBeTruthy();
    expect(shown).not.toHaveBeenCalled();
  });

  it('suspends behind the fallback when its chunk is not here yet, then shows the screen', async () => {
    let arrive: (module: { default: typeof Greeting }) => void = () => undefined;
    const Lazy = screen(() => new Promise<{ default: typeof Greeting }>((r) => (arrive = r)));
    const shown = vi.fn();
    render(
      <Suspense fallback={<Fallback shown={shown} />}>
        <Lazy name="Ana" />
      </Suspense>,
    );
    expect(view.getByText('carregando')).toBeTruthy();
    await act(async () => arrive({ default: Greeting }));
    expect(await view.findByText('Olá, Ana')).toBeTruthy();
    expect(shown).toHaveBeenCalled();
  });

  it('keeps a mounted screen (and its state) when its chunk arrives later', async () => {
    let arrive: (module: { default: typeof Counter }) => void = () => undefined;
    function Counter() {
      const [count, setCount] = useState(0);
      return <button onClick={() => setCount(count + 1)}>{count}</button>;
    }
    const Lazy = screen(() => new Promise<{ default: typeof Counter }>((r) => (arrive = r)));
    const { rerender } = render(
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>,
    );
    await act(async () => arrive({ default: Counter }));
    const button = await view.findByRole('button');
    act(() => button.click());
    // Rendering again now that the chunk is here must not swap the component (a remount).
    rerender(
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>,
    );
    expect(view.getByRole('button').textContent).toBe('1');
  });
});
