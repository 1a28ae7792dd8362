import type { SnapshotFrom } from 'xstate';
import type { ClubError } from './club-error.ts';
import type { LoadEvent, LoadMachine } from './load.machine.ts';

/** One loaded thing as any view uses it. */
export interface LoadApi<T> {
  readonly data: T | null;
  readonly idle: boolean;
  readonly loading: boolean;
  readonly error: ClubError | null;
  load(): void;
  retry(): void;
}

export function connectLoad<T>(
  snapshot: SnapshotFrom<LoadMachine<T>>,
  send: (event: LoadEvent) => void,
): LoadApi<T> {
  const state = snapshot.value as 'starting' | 'idle' | 'loading' | 'ready' | 'failed';
  return {
    data: snapshot.context.data,
    idle: state === 'idle',
    loading: state === 'loading',
    error: state === 'failed' ? snapshot.context.error : null,
    load: () => send({ type: 'LOAD' }),
    retry: () => send({ type: 'RETRY' }),
  };
}
