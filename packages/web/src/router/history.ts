import { parsePath, type Location } from './path.ts';

/** How the current entry was reached: back/forward or the first load, a new entry, a swap. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

/** The history the router drives and follows: the browser's, or one in memory (tests, bots). */
export interface History {
  readonly location: Location;
  readonly action: NavigationType;
  push(path: string, state?: unknown): void;
  replace(path: string, state?: unknown): void;
  go(delta: number): void;
  /** Called after every change of entry; returns the unsubscribe. */
  listen(listener: () => void): () => void;
}

/** The key of the entry a page was opened at: there is no page of the app before it. */
export const DEFAULT_KEY = 'default';

const newKey = () => Math.random().toString(36).slice(2, 10);

function listeners() {
  const set = new Set<() => void>();
  return {
    add(listener: () => void) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    notify: () => set.forEach((listener) => listener()),
  };
}

/** What the app keeps in each browser history entry: a reload or "back" finds it there. */
interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

const entryState = (value: unknown): Partial<EntryState> =>
  value && typeof value === 'object' ? (value as Partial<EntryState>) : {};

/** The browser's history: pushState/replaceState, and popstate for back and forward. */
export function createBrowserHistory(window: Window): History {
  const native = window.history;
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    const { usr = null, key = DEFAULT_KEY } = entryState(native.state);
    return { pathname, search, hash, state: usr, key };
  };
  // The first entry gets an index, as every later one does.
  if (entryState(native.state).idx === undefined)
    native.replaceState({ ...entryState(native.state), idx: 0 }, '');
  let location = read();
  let action: NavigationType = 'POP';
  const changes = listeners();
  window.addEventListener('popstate', () => {
    location = read();
    action = 'POP';
    changes.notify();
  });
  const change = (kind: 'PUSH' | 'REPLACE', path: string, state: unknown) => {
    const idx = (entryState(native.state).idx ?? 0) + (kind === 'PUSH' ? 1 : 0);
    const entry: EntryState = { usr: state ?? null, key: newKey(), idx };
    if (kind === 'REPLACE') native.replaceState(entry, '', path);
    else {
      try {
        native.pushState(entry, '', path);
      } catch {
        // Safari limits how many entries a page may push: go there the old way.
        window.location.assign(path);
        return;
      }
    }
    location = read();
    action = kind;
    changes.notify();
  };
  return {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    push: (path, state) => change('PUSH', path, state),
    replace: (path, state) => change('REPLACE', path, state),
    go: (delta) => native.go(delta),
    listen: changes.add,
  };
}

/** A history of its own, outside any browser: tests, and hosts without an address bar. */
export function createMemoryHistory(
  initialEntries: string[] = ['/'],
  initialIndex?: number,
): History {
  const toEntry = (path: string, state: unknown = null, key = newKey()): Location => ({
    ...parsePath(path),
    state,
    key,
  });
  // The first entry's key is 'default', as a page opened at its address has (nothing before it).
  const entries = (initialEntries.length > 0 ? initialEntries : ['/']).map((path, at) =>
    toEntry(path, null, at === 0 ? DEFAULT_KEY : undefined),
  );
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  let action: NavigationType = 'POP';
  const changes = listeners();
  return {
    get location() {
      return entries[index]!;
    },
    get action() {
      return action;
    },
    push(path, state) {
      entries.splice(index + 1, entries.length, toEntry(path, state));
      index += 1;
      action = 'PUSH';
      changes.notify();
    },
    replace(path, state) {
      entries[index] = toEntry(path, state);
      action = 'REPLACE';
      changes.notify();
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      action = 'POP';
      changes.notify();
    },
    listen: changes.add,
  };
}
