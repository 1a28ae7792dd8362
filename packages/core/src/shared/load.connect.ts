import type { SnapshotFrom } from 'xstate';
import type { ClubError } from './club-error.ts';
import type { LoadEvent, LoadMachine } from './load.machine.ts';
import { isOfflineError } from './offline.rules.ts';

/** One loaded thing as any view uses it. */
export interface LoadApi<T> {
  readonly data: T | null;
  readonly idle: boolean;
  readonly loading: boolean;
  readonly error: ClubError | null;
  /** The error is no connection: with the host's reconnect it loads again once back online. */
  readonly offline: boolean;
  load(): void;
  retry(): void;
}

export function connectLoad<T>(
  snapshot: SnapshotFrom<LoadMachine<T>>,
  send: (event: LoadEvent) => void,
): LoadApi<T> {
  const state = snapshot.value as 'starting' | 'idle' | 'loading' | 'ready' | 'failed';
  const error = state === 'failed' ? snapshot.context.error : null;
  return {
    data: snapshot.context.data,
    idle: state === 'idle',
    loading: state === 'loading',
    error,
    offline: isOfflineError(error),
    load: () => send({ type: 'LOAD' }),
    retry: () => send({ type: 'RETRY' }),
  };
}
