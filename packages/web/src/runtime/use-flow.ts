import type { Flow } from '@clube/core';
import { useActorRef } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { Actor, AnyActorLogic, AnyActorRef, SnapshotFrom } from 'xstate';
import { useClubInspector } from './club-context.tsx';
import { useActorSelector } from './use-actor-selector.ts';

/**
 * The one way a screen runs a core flow. The flow is built once, on the first render, from
 * `build` (a flow's factory provides its machine with its effects: a new machine each call,
 * which a screen rendering again, or a list of like buttons, must not pay for each render).
 * The actor exists on the first render (made in a state initialiser, not started), starts
 * after mount and stops on unmount; under StrictMode the same actor is stopped and started
 * again rather than a second one made. A screen for another item (another slug) is another
 * component instance — give it a React `key`. The club's `inspect` option sees the actor and
 * its children.
 */
export function useFlow<TLogic extends AnyActorLogic>(build: () => Flow<TLogic>): Actor<TLogic> {
  const inspect = useClubInspector();
  const [built] = useState(build);
  return useActorRef(built.logic, {
    input: built.input,
    ...(built.clock === undefined ? {} : { clock: built.clock }),
    ...(inspect === undefined ? {} : { inspect }),
  } as never) as Actor<TLogic>;
}

/**
 * A flow's plain API for the view: the actor's snapshot through `useActorSelector` (a re-render
 * only when this actor changes; at once for what the member did, in a transition for answers)
 * turned by the flow's connect function.
 */
export function useFlowApi<TActor extends AnyActorRef, TApi>(
  actor: TActor,
  connect: (snapshot: SnapshotFrom<TActor>, send: TActor['send']) => TApi,
): TApi {
  const snapshot = useActorSelector(actor, (current) => current as SnapshotFrom<TActor>);
  return useMemo(() => connect(snapshot, actor.send), [snapshot, actor, connect]);
}

/** Equal when both objects hold the same values under the same keys (one level deep). */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) =>
    Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * A few values read from a long-lived actor (session, member, notifications): the component
 * re-renders only when one of the selected values changes, not on every snapshot.
 */
export function useShallowSelector<TActor extends AnyActorRef, T>(
  actor: TActor,
  select: (snapshot: SnapshotFrom<TActor>) => T,
): T {
  return useActorSelector(actor, select, shallowEqual);
}
