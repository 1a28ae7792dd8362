import type { AnyActorRef } from 'xstate';

/** What a snapshot exposes of its active state nodes (xstate v5's machine snapshots). */
interface InvokingSnapshot {
  _nodes?: readonly { invoke?: readonly { id: string; src: unknown }[] }[];
  children?: Record<string, unknown>;
}

/**
 * The ids of the invokes running in the actor's current state (a promise actor a port answers,
 * usually one). `src` narrows to invokes of that source when several run at once.
 */
export function runningInvokes(actor: AnyActorRef, src?: string): string[] {
  const snapshot = actor.getSnapshot() as InvokingSnapshot;
  const children = snapshot.children ?? {};
  return (snapshot._nodes ?? [])
    .flatMap((node) => node.invoke ?? [])
    .filter((invoke) => invoke.id in children)
    .filter((invoke) => src === undefined || invoke.src === src || invoke.id === src)
    .map((invoke) => invoke.id);
}

function onlyInvoke(actor: AnyActorRef, src: string | undefined): string {
  const ids = runningInvokes(actor, src);
  if (ids.length !== 1) {
    const state = JSON.stringify((actor.getSnapshot() as { value?: unknown }).value);
    throw new Error(
      ids.length === 0
        ? `no invoke is running in state ${state}`
        : `several invokes run in state ${state} (${ids.join(', ')}): pass the one meant`,
    );
  }
  return ids[0]!;
}

/**
 * Answers the actor's running invoke with `output`, as if its port had resolved: sends
 * `xstate.done.actor.<id>` without the test naming the id. Throws when no invoke (or more
 * than one, unless `src` picks it) is running.
 */
export function completeInvoke(actor: AnyActorRef, output: unknown, src?: string): void {
  actor.send({ type: `xstate.done.actor.${onlyInvoke(actor, src)}`, output });
}

/** Fails the actor's running invoke with `error`, as if its port had rejected. */
export function failInvoke(actor: AnyActorRef, error: unknown, src?: string): void {
  actor.send({ type: `xstate.error.actor.${onlyInvoke(actor, src)}`, error });
}
