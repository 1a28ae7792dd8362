import type { Observable } from 'rxjs';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { abortedError, type ClubError } from './club-error.ts';
import { observe } from './observe.ts';

/** The part of an AbortSignal a wait listens to (the core has no DOM or Node types). */
export interface AbortSignalListenable {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

/** The host's timers, present in every JavaScript runtime the club runs in. */
const timers = globalThis as unknown as {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
};

export interface WaitForOptions {
  /** Milliseconds before the wait rejects with a `timeout` ClubError; none unless told. */
  timeout?: number;
  /** The caller's signal: when it fires the wait rejects with an `aborted` ClubError. */
  signal?: AbortSignalListenable;
}

type Source = AnyActorRef | Observable<unknown>;
type ValueOf<S> = S extends AnyActorRef
  ? SnapshotFrom<S>
  : S extends Observable<infer T>
    ? T
    : never;

/** setTimeout cannot wait longer than 2^31 - 1 ms. */
const LONGEST_TIMER_MS = 2_147_483_647;

function isActor(source: Source): source is AnyActorRef {
  return typeof (source as AnyActorRef).getSnapshot === 'function';
}

/**
 * The first snapshot of an actor (or value of an Observable) that passes `predicate`,
 * starting with the current one. Rejects with a ClubError: `timeout` after `timeout` ms,
 * `aborted` when `signal` fires, `network` when the actor stops or fails first.
 *
 * While it waits it holds a timer, so that a Node process awaiting it stays alive even though
 * the club's own timers do not keep a process alive (see `createNodeClub`).
 */
export function waitFor<S extends Source>(
  source: S,
  predicate: (value: ValueOf<S>) => boolean,
  options: WaitForOptions = {},
): Promise<ValueOf<S>> {
  const stream = (isActor(source) ? observe(source) : source) as Observable<ValueOf<S>>;
  const { signal, timeout } = options;
  return new Promise<ValueOf<S>>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortedError('Espera cancelada'));
      return;
    }
    let settled = false;
    const timer = timers.setTimeout(
      () => finish(() => reject(timeoutError(timeout ?? LONGEST_TIMER_MS))),
      Math.min(timeout ?? LONGEST_TIMER_MS, LONGEST_TIMER_MS),
    );
    const onAbort = () => finish(() => reject(abortedError('Espera cancelada')));
    const finish = (settle: () => void): void => {
      if (settled) return;
      settled = true;
      timers.clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      // A synchronous first value settles before `subscription` is assigned.
      void Promise.resolve().then(() => subscription.unsubscribe());
      settle();
    };
    signal?.addEventListener('abort', onAbort);
    const subscription = stream.subscribe({
      next: (value) => {
        let passes: boolean;
        try {
          passes = predicate(value);
        } catch (error) {
          finish(() => reject(error));
          return;
        }
        if (passes) finish(() => resolve(value));
      },
      error: (error: unknown) => finish(() => reject(error)),
      complete: () =>
        finish(() =>
          reject({
            kind: 'network',
            message: 'Terminou antes do estado esperado',
          } satisfies ClubError),
        ),
    });
  });
}

function timeoutError(ms: number): ClubError {
  return { kind: 'timeout', message: `O estado esperado não veio em ${ms} ms` };
}
