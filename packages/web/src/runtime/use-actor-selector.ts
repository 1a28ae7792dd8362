import { startTransition, useEffect, useRef, useState } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/** What the component last took from its actor: the actor, its snapshot, the selected value. */
interface Held<TActor extends AnyActorRef, T> {
  readonly actor: TActor;
  readonly snapshot: SnapshotFrom<TActor>;
  readonly value: T;
}

/** What a member does that is no UIEvent (keys, clicks, focus and typing are UIEvents). */
const FORM_EVENTS = new Set(['change', 'submit', 'reset', 'select', 'copy', 'cut', 'paste']);

/**
 * Whether the browser is dispatching what the member did now (a key, a click, a change). Not
 * any event: React's scheduler and our task yields run in `message` events.
 */
function insideMemberEvent(): boolean {
  if (typeof window === 'undefined') return false;
  const event = window.event;
  return event !== undefined && (event instanceof UIEvent || FORM_EVENTS.has(event.type));
}

/**
 * A value selected from an actor's snapshot, re-rendering only when the selected value changes
 * (by `equal`). How the new value reaches React depends on what changed the actor:
 *
 * - what the member did (a key typed, a click): a plain state update inside the event, which
 *   React renders at once — a controlled input keeps its text and caret;
 * - anything else (an answer from the network, a timer): a transition, which React renders in
 *   slices of a few milliseconds and may interrupt.
 *
 * `useSyncExternalStore` (what `@xstate/react`'s `useSelector` uses) renders every change at
 * once, in one task; and an answer that lands while React renders a screen in slices makes it
 * throw that work away and render the whole screen again in one task (issue 19: 30 ms
 * unthrottled, over 120 ms on a phone, as Home's data and the company config arrived).
 * The price is a value one transition late. A read that something decides on in the same
 * moment as another update (whether the member is signed in, for the navigation guard) must
 * stay immediate: `useSignedIn` reads through `useSyncExternalStore`.
 */
export function useActorSelector<TActor extends AnyActorRef, T>(
  actor: TActor,
  select: (snapshot: SnapshotFrom<TActor>) => T,
  equal: (a: T, b: T) => boolean = Object.is,
): T {
  const [held, setHeld] = useState<Held<TActor, T>>(() => take(actor, select));
  // Another actor (a new flow for another item): read it now, not after an effect.
  const current = held.actor === actor ? held : take(actor, select);
  const heldActor = held.actor;

  const latest = useRef({ select, equal });
  useEffect(() => {
    latest.current = { select, equal };
  });
  // What this component shows, for the subscription to compare the next snapshots with.
  const shown = useRef(current);
  useEffect(() => {
    shown.current = current;
  }, [current]);

  useEffect(() => {
    let seen = shown.current;
    const follow = () => {
      const snapshot = actor.getSnapshot() as SnapshotFrom<TActor>;
      if (seen.actor === actor && snapshot === seen.snapshot) return;
      const { select: pick, equal: same } = latest.current;
      const value = pick(snapshot);
      const changed = seen.actor !== actor || !same(seen.value, value);
      seen = { actor, snapshot, value: changed ? value : seen.value };
      // No state update at all for a change this component does not show: even an update
      // that React drops as equal can cost a render in a transition.
      if (!changed) return;
      const next = seen;
      const apply = () => setHeld(next);
      if (insideMemberEvent()) apply();
      else startTransition(apply);
    };
    // Another actor than the one in state: hold it, or each render would select it afresh.
    if (heldActor !== actor) setHeld(seen);
    // What changed between the render and this subscription.
    follow();
    const subscription = actor.subscribe({ next: follow, error: follow });
    return () => subscription.unsubscribe();
  }, [actor, heldActor]);

  // Selected again each render (`select` may read the component's props), and the held value
  // kept while equal: memoised children and effects' dependencies see the same object.
  const fresh = select(current.snapshot);
  return equal(current.value, fresh) ? current.value : fresh;
}

function take<TActor extends AnyActorRef, T>(
  actor: TActor,
  select: (snapshot: SnapshotFrom<TActor>) => T,
): Held<TActor, T> {
  const snapshot = actor.getSnapshot() as SnapshotFrom<TActor>;
  return { actor, snapshot, value: select(snapshot) };
}
