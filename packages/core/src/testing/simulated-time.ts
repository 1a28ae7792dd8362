import { VirtualAction, VirtualTimeScheduler } from 'rxjs';
import {
  createActor,
  SimulatedClock,
  waitFor,
  type Actor,
  type AnyStateMachine,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';

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

/** Settles the microtask queue a few rounds: fake ports answer in promises. */
export async function settle(rounds = 10): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await Promise.resolve();
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
