import type { SchedulerLike } from 'rxjs';
import type { FlowClock } from './flow.ts';
import type { ReconnectLogic } from './reconnect.actor.ts';
import type { StoragePort } from './storage.port.ts';

/**
 * The part of the club's runtime a flow factory reads, narrowed to the ports `P` it uses.
 * The club's runtime satisfies it structurally, so a flow takes the club as it is while its
 * file never imports the club (a context → root import would close a cycle of folders).
 */
export interface FlowRuntime<P extends object = object> {
  /** A port the flow uses, or one that fails every call with a ClubError naming it. */
  port<K extends keyof P>(name: K): P[K];
  /** The clock the flow's actor runs on (absent: the real timers). */
  readonly clock?: FlowClock;
  /** The club's current time in ms. */
  now(): number;
  /** A new `Idempotency-Key` for one member confirmation of a money-moving request. */
  newIdempotencyKey(): string;
  /** Where the club keeps what survives a reload. */
  readonly storage: StoragePort;
  /**
   * Asks a failed read again once the device is back online (the host's connection events,
   * `ClubOptions.connectivity`); absent, a list waits for the member's retry.
   */
  readonly reconnect?: ReconnectLogic;
}

/** What a flow factory is built from: the club, seen through the ports `P` the flow uses. */
export interface FlowHost<P extends object = object> {
  readonly runtime: FlowRuntime<P>;
}

/** A host whose runtime says where rxjs streams run (tests pass a virtual-time scheduler). */
export interface RxSchedulerHost {
  readonly runtime: { readonly options: { readonly rxScheduler?: SchedulerLike } };
}
