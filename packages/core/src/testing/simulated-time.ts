import { VirtualAction, VirtualTimeScheduler } from 'rxjs';
import {
  createActor,
  SimulatedClock,
  waitFor,
  type Actor,
  type AnyActorRef,
  type AnyStateMachine,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import { runningInvokes } from './invoke.ts';

export interface SimulatedRun<TMachine extends AnyStateMachine> {
  actor: Actor<TMachine>;
  clock: SimulatedClock;
  /** Moves simulated time on, firing every timer due, and lets promises settle. */
  advance(ms: number): Promise<void>;
  /** Waits (on real promises, not time) until the snapshot matches. */
  until(predicate: (snapshot: SnapshotFrom<TMachine>) => boolean): Promise<SnapshotFrom<TMachine>>;
  /** Lets pending promise callbacks run. */
  settle(): Promise<void>;
}

/**
 * Lets an actor settle. `settle(actor)` waits (xstate's `waitFor`, real time, 2 s at most)
 * until no invoke runs in its state: every port call it made has answered, however many
 * promise hops the fake ports take. `settle(actor, predicate)` waits for that snapshot
 * instead. `settle()` / `settle(rounds)` is the old form: a fixed number of microtask rounds.
 */
export async function settle<TActor extends AnyActorRef>(
  target?: number | TActor,
  predicate?: (snapshot: SnapshotFrom<TActor>) => boolean,
  timeoutMs = 2_000,
): Promise<void> {
  if (target === undefined || typeof target === 'number') {
    for (let round = 0; round < (target ?? 10); round += 1) await Promise.resolve();
    return;
  }
  await waitFor(target, predicate ?? (() => runningInvokes(target).length === 0), {
    timeout: timeoutMs,
  });
  // What the last transition scheduled for right after (a toast, a parent's event).
  await Promise.resolve();
}

/**
 * Runs a machine on simulated time: its delays and `after` timers fire only when the test
 * advances the clock. Pass the same clock to `createFakePorts` so that `now()` agrees.
 */
export function runOnSimulatedTime<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: { input?: InputFrom<TMachine>; clock?: SimulatedClock; start?: number } = {},
): SimulatedRun<TMachine> {
  const clock = options.clock ?? new SimulatedClock();
  if (!options.clock) clock.set(options.start ?? Date.UTC(2026, 10, 22, 12, 0, 0));
  const actor = createActor(machine, {
    clock,
    ...(options.input === undefined ? {} : { input: options.input }),
  } as never) as Actor<TMachine>;
  actor.start();
  return {
    actor,
    clock,
    async advance(ms) {
      await settle();
      clock.increment(ms);
      await settle();
    },
    until: (predicate) => waitFor(actor, predicate as never) as Promise<SnapshotFrom<TMachine>>,
    settle: () => settle(),
  };
}

/**
 * An rxjs scheduler on virtual time for the search debounce: nothing runs until the test
 * advances it, and `advance(ms)` runs exactly what falls due within those ms.
 */
export function createVirtualScheduler(): {
  scheduler: VirtualTimeScheduler;
  advance(ms: number): void;
} {
  const scheduler = new VirtualTimeScheduler(VirtualAction, Number.POSITIVE_INFINITY);
  let now = 0;
  return {
    scheduler,
    advance(ms) {
      now += ms;
      scheduler.maxFrames = now;
      scheduler.flush();
      // flush leaves the frame at the last action run; the clock has moved on to `now`.
      scheduler.frame = now;
    },
  };
}
