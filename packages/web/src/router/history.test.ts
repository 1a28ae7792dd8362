import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserHistory, createMemoryHistory, DEFAULT_KEY } from './history.ts';

describe('createMemoryHistory', () => {
  it('starts at the last entry, reached by POP, the first keyed default', () => {
    const history = createMemoryHistory(['/a', '/b?x=1#h']);
    expect(history.action).toBe('POP');
    expect(history.location).toEqual({
      pathname: '/b',
      search: '?x=1',
      hash: '#h',
      state: null,
      key: expect.any(String),
    });
    expect(history.location.key).not.toBe(DEFAULT_KEY);
    history.go(-1);
    expect(history.location.key).toBe(DEFAULT_KEY);
    expect(createMemoryHistory().location).toMatchObject({ pathname: '/', key: DEFAULT_KEY });
    expect(createMemoryHistory([]).location.pathname).toBe('/');
  });

  it('starts at the index given, kept within the entries', () => {
    expect(createMemoryHistory(['/a', '/b', '/c'], 1).location.pathname).toBe('/b');
    expect(createMemoryHistory(['/a', '/b'], 9).location.pathname).toBe('/b');
    expect(createMemoryHistory(['/a', '/b'], -3).location.pathname).toBe('/a');
  });

  it('pushes a new entry with its state and a new key, and drops the entries ahead', () => {
    const history = createMemoryHistory(['/a']);
    history.push('/b', { notice: 'x' });
    expect(history.action).toBe('PUSH');
    expect(history.location).toMatchObject({ pathname: '/b', state: { notice: 'x' } });
    const keyOfB = history.location.key;
    history.push('/b');
    expect(history.location.key).not.toBe(keyOfB);
    expect(history.location.state).toBeNull();
    history.go(-2);
    expect(history.location.pathname).toBe('/a');
    history.push('/c');
    history.go(1);
    // Nothing ahead of /c: /b and its copy are gone.
    expect(history.location.pathname).toBe('/c');
    history.go(-1);
    expect(history.location.pathname).toBe('/a');
  });

  it('replaces the current entry, keeping the ones around it', () => {
    const history = createMemoryHistory(['/a', '/b', '/c'], 1);
    history.replace('/x?y=1', 'state');
    expect(history.action).toBe('REPLACE');
    expect(history.location).toMatchObject({ pathname: '/x', search: '?y=1', state: 'state' });
    history.go(1);
    expect(history.location.pathname).toBe('/c');
    history.go(-2);
    expect(history.location.pathname).toBe('/a');
  });

  it('goes back and forward within the entries, by POP', () => {
    const history = createMemoryHistory(['/a', '/b', '/c']);
    history.go(-10);
    expect(history.location.pathname).toBe('/a');
    expect(history.action).toBe('POP');
    history.go(10);
    expect(history.location.pathname).toBe('/c');
    history.push('/d');
    history.go(-1);
    expect(history.action).toBe('POP');
    expect(history.location.pathname).toBe('/c');
  });

  it('tells its listeners of every change, not of a go that stays, until they leave', () => {
    const history = createMemoryHistory(['/a']);
    const listener = vi.fn();
    const other = vi.fn();
    const stop = history.listen(listener);
    history.listen(other);
    history.push('/b');
    history.replace('/c');
    history.go(-1);
    expect(listener).toHaveBeenCalledTimes(3);
    history.go(-1);
    history.go(0);
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    history.go(1);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(other).toHaveBeenCalledTimes(4);
  });

  it('has the new location when a listener is called', () => {
    const history = createMemoryHistory(['/a']);
    const seen: string[] = [];
    history.listen(() => seen.push(`${history.action} ${history.location.pathname}`));
    history.push('/b');
    history.replace('/c');
    history.go(-1);
    expect(seen).toEqual(['PUSH /b', 'REPLACE /c', 'POP /a']);
  });
});

describe('createBrowserHistory', () => {
  // The jsdom window is shared by the files of a worker: every test starts from a clean entry.
  beforeEach(() => window.history.replaceState(null, '', '/'));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('reads the address bar, with the default key on a page just opened', () => {
    window.history.replaceState(null, '', '/campanhas?x=1#h');
    const history = createBrowserHistory(window);
    expect(history.action).toBe('POP');
    expect(history.location).toEqual({
      pathname: '/campanhas',
      search: '?x=1',
      hash: '#h',
      state: null,
      key: DEFAULT_KEY,
    });
    expect(window.history.state).toMatchObject({ idx: 0 });
  });

  it('pushes an entry: the address bar changes and the state is kept in the entry', () => {
    const history = createBrowserHistory(window);
    const listener = vi.fn();
    history.listen(listener);
    const length = window.history.length;
    history.push('/recompensas/catalogo?p=2', { notice: 'x' });
    expect(window.location.pathname).toBe('/recompensas/catalogo');
    expect(window.location.search).toBe('?p=2');
    expect(window.history.length).toBe(length + 1);
    expect(window.history.state).toMatchObject({ usr: { notice: 'x' }, idx: 1 });
    expect(history.action).toBe('PUSH');
    expect(history.location).toMatchObject({
      pathname: '/recompensas/catalogo',
      search: '?p=2',
      state: { notice: 'x' },
    });
    expect(history.location.key).not.toBe(DEFAULT_KEY);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('replaces the entry without adding one', () => {
    const history = createBrowserHistory(window);
    const length = window.history.length;
    history.replace('/perfil', 'kept');
    expect(window.location.pathname).toBe('/perfil');
    expect(window.history.length).toBe(length);
    expect(window.history.state).toMatchObject({ usr: 'kept', idx: 0 });
    expect(history.action).toBe('REPLACE');
    expect(history.location.state).toBe('kept');
  });

  it('follows back and forward (popstate) as POP, with the entry state', () => {
    const history = createBrowserHistory(window);
    history.push('/a');
    const listener = vi.fn();
    history.listen(listener);
    window.history.replaceState({ usr: { from: 'b' }, key: 'k', idx: 3 }, '', '/b');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(history.action).toBe('POP');
    expect(history.location).toMatchObject({ pathname: '/b', state: { from: 'b' }, key: 'k' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('numbers the entries on from the current one', () => {
    const history = createBrowserHistory(window);
    history.push('/a');
    history.push('/b');
    expect(window.history.state).toMatchObject({ idx: 2 });
    history.replace('/c');
    expect(window.history.state).toMatchObject({ idx: 2 });
  });

  it('keeps an entry state it finds, adding the index', () => {
    window.history.replaceState({ usr: 'before', key: 'k1' }, '', '/x');
    const history = createBrowserHistory(window);
    expect(history.location).toMatchObject({ state: 'before', key: 'k1' });
    expect(window.history.state).toEqual({ usr: 'before', key: 'k1', idx: 0 });
  });

  it('goes through the browser for back and forward', () => {
    const history = createBrowserHistory(window);
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => undefined);
    history.go(-1);
    expect(go).toHaveBeenCalledWith(-1);
  });

  it('loads the page when the browser refuses another entry', () => {
    // Safari throws past its limit of pushes: a stand-in window whose pushState throws.
    const assign = vi.fn();
    const fake = {
      history: {
        state: null as unknown,
        replaceState(state: unknown) {
          fake.history.state = state;
        },
        pushState() {
          throw new DOMException('too many', 'SecurityError');
        },
        go: vi.fn(),
      },
      location: { pathname: '/a', search: '', hash: '', assign },
      addEventListener: vi.fn(),
    };
    const history = createBrowserHistory(fake as unknown as Window);
    const listener = vi.fn();
    history.listen(listener);
    history.push('/b?c=1');
    expect(assign).toHaveBeenCalledWith('/b?c=1');
    expect(listener).not.toHaveBeenCalled();
    expect(history.location.pathname).toBe('/a');
  });
});
