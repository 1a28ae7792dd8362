import type { ConnectivitySource } from '../shared/reconnect.actor.ts';

/** A connection a test switches off and on, as a browser's online/offline events do. */
export function createFakeConnectivity(online = true) {
  let state = online;
  const listeners = new Set<() => void>();
  const source: ConnectivitySource = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
  };
  return {
    source,
    /** Changes the connection and tells every listener, as the browser's events do. */
    set(value: boolean): void {
      state = value;
      for (const listener of [...listeners]) listener();
    },
    /** How many listeners wait for the connection now. */
    listening: (): number => listeners.size,
  };
}

export type FakeConnectivity = ReturnType<typeof createFakeConnectivity>;
