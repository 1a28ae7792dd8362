import { act, renderHook, waitFor } from '@testing-library/react';
import type { Club } from '@clube/core';
import { createMemoryStorage } from '@clube/core/shared';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ClubProvider } from '../runtime/club-context.tsx';
import { createFakeClub, signInDemo } from '../test/fake-club.tsx';
import * as realEngine from './search-engine.ts';
import { useSearchSuggestions, type SearchEngine } from './use-search-suggestions.ts';

/** An engine load the test lets through (or fails) when it chooses. */
function heldEngine() {
  let release: (engine: SearchEngine) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<SearchEngine>((resolve, reject) => {
        release = resolve;
        fail = reject;
      }),
  );
  return {
    load,
    release: () => act(async () => release(realEngine)),
    fail: () => act(async () => fail(new Error('offline'))),
  };
}

function renderSearch(club: Club, load: () => Promise<SearchEngine>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ClubProvider club={club}>{children}</ClubProvider>
  );
  return renderHook(() => useSearchSuggestions(load), { wrapper });
}

/** A signed-in member's search box whose engine is held back. */
async function searchWithHeldEngine() {
  const { club } = createFakeClub();
  await signInDemo(club);
  const engine = heldEngine();
  return { club, engine, ...renderSearch(club, engine.load) };
}

describe('useSearchSuggestions', { timeout: 20_000 }, () => {
  it('loads nothing until the member turns to the box', async () => {
    const { club, engine, result } = await searchWithHeldEngine();
    expect(engine.load).not.toHaveBeenCalled();
    act(() => result.current.prepare());
    act(() => result.current.prepare());
    expect(engine.load).toHaveBeenCalledTimes(1);
    club.stop();
  });

  it('keeps what is typed before the engine has come, and hands it over', async () => {
    const { club, engine, result } = await searchWithHeldEngine();
    act(() => result.current.type('p'));
    act(() => result.current.type('pizza'));
    expect(result.current).toMatchObject({ term: 'pizza', expanded: false });
    await engine.release();
    await waitFor(() => expect(result.current.showSuggestions).toBe(true), { timeout: 3000 });
    expect(result.current.term).toBe('pizza');
    expect(result.current.suggestions.length).toBeGreaterThan(0);
    expect(result.current.suggestions.length).toBeLessThanOrEqual(3);
    club.stop();
  });

  it('goes to Campanhas at once and records the term once the engine comes, the box gone by then', async () => {
    const storage = createMemoryStorage();
    const { club } = createFakeClub({ storage });
    await signInDemo(club);
    const engine = heldEngine();
    const first = renderSearch(club, engine.load);
    act(() => first.result.current.type('cinema'));
    let path: string | null = null;
    act(() => {
      path = first.result.current.submit();
    });
    expect(path).toBe('/campanhas?query=cinema');
    first.unmount();
    await engine.release();

    const again = renderSearch(club, () => Promise.resolve(realEngine));
    act(() => again.result.current.type(''));
    await waitFor(() => expect(again.result.current.recent).toEqual(['cinema']));
    expect(again.result.current.showRecent).toBe(true);
    club.stop();
  });

  it('stays a plain search field when the engine cannot load, and asks again at the next turn', async () => {
    const { club, engine, result } = await searchWithHeldEngine();
    act(() => result.current.type('pi'));
    await engine.fail();
    expect(result.current).toMatchObject({ term: 'pi', expanded: false });
    act(() => result.current.type('pizza'));
    expect(engine.load).toHaveBeenCalledTimes(2);
    let path: string | null = null;
    act(() => {
      path = result.current.submit();
    });
    expect(path).toBe('/campanhas?query=pizza');
    await engine.release();
    await waitFor(() => expect(result.current.recent).toEqual(['pizza']));
    club.stop();
  });
});
