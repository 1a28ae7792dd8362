import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';

export interface ModelCheck<TMachine extends AnyStateMachine> {
  input?: InputFrom<TMachine>;
  /**
   * The events to explore, including the done/error events of invoked actors
   * (`{ type: 'xstate.done.actor.<id>', output }`), which stand for the ports' answers.
   */
  events: readonly EventFromLogic<TMachine>[] | readonly { type: string; [key: string]: unknown }[];
  /** Checked on every state of every path; throw (or expect) to fail. */
  invariant?: (snapshot: SnapshotFrom<TMachine>, event: { type: string }) => void;
  /** 'simple' explores every path without repeating a state (bounded by `limit`). */
  paths?: 'shortest' | 'simple';
  limit?: number;
  /** Leaves out parts of the context that would make every state look new (e.g. counters). */
  serializeContext?: (
    context: SnapshotFrom<TMachine> extends { context: infer C } ? C : never,
  ) => unknown;
}

/**
 * A model-based check with xstate/graph: walks the machine's paths (pure transitions, no
 * ports called), checks the invariant after every step and answers the state values
 * reached, as JSON strings, so a test can demand that every state is reachable.
 */
export function checkModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  check: ModelCheck<TMachine>,
): { reached: Set<string>; paths: number } {
  const generator = check.paths === 'simple' ? getSimplePaths : getShortestPaths;
  const serialize = check.serializeContext;
  const paths = generator(machine, {
    ...(check.input === undefined ? {} : { input: check.input }),
    events: check.events as never,
    limit: check.limit ?? 5000,
    ...(serialize
      ? {
          serializeState: (snapshot: { value: unknown; context: never }) =>
            JSON.stringify([snapshot.value, serialize(snapshot.context)]),
        }
      : {}),
  } as never);
  const reached = new Set<string>();
  for (const path of paths) {
    for (const step of path.steps) {
      const snapshot = step.state as SnapshotFrom<TMachine>;
      reached.add(JSON.stringify((step.state as { value: unknown }).value));
      check.invariant?.(snapshot, step.event as { type: string });
    }
  }
  return { reached, paths: paths.length };
}

/** The JSON of every leaf state value a test expects to reach. */
export function stateValues(...values: unknown[]): Set<string> {
  return new Set(values.map((value) => JSON.stringify(value)));
}
