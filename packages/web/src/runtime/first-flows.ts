import { createFlowActor, selectConfigStatus, type Club, type Flow } from '@clube/core';
import type { AnyActor, AnyActorLogic, AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * At most how long the first render waits for the company config, then for a first flow's
 * data. The boot script's answers are usually here already and read in a few milliseconds; a
 * slower one leaves the screen to show its skeleton rather than hold the start screen.
 */
export const FIRST_FLOW_WAIT_MS = 250;

/**
 * Resolves with true once `holds` is true of the actor's snapshot (at once if it is), false
 * once the actor stops or the wait is over.
 */
export function holdsWithin<TActor extends AnyActorRef>(
  actor: TActor,
  holds: (snapshot: SnapshotFrom<TActor>) => boolean,
): Promise<boolean> {
  const now = () => holds(actor.getSnapshot() as SnapshotFrom<TActor>);
  if (now()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const end = (result: boolean) => {
      clearTimeout(timer);
      subscription.unsubscribe();
      resolve(result);
    };
    const timer = setTimeout(() => end(false), FIRST_FLOW_WAIT_MS);
    const subscription = actor.subscribe({
      next: () => {
        if (now()) end(true);
      },
      error: () => end(false),
      complete: () => end(now()),
    });
  });
}

/**
 * Whether the company config is here (waiting for it a moment): a screen's flows read it when
 * they are built (which lists and shelves the company's permissions allow).
 */
export function companyConfigHere(club: Club): Promise<boolean> {
  return holdsWithin(club.companyConfig, (snapshot) => selectConfigStatus(snapshot) === 'ready');
}

/**
 * Flows the first screen starts before the first render (its module's `prepare`, called by
 * `loadFirstScreens`), kept by their flow-cache key until the signed-in area's flow cache is
 * made and takes them. Started early, the flow has read the boot script's answers when the
 * screen first renders, so the screen commits its content at once instead of a skeleton first.
 */
const firstFlows = new Map<string, AnyActor>();

/**
 * Starts `key`'s flow now, unless it is already started, and resolves once `hasData` holds for
 * its snapshot, it stops, or the wait is over.
 */
export async function startFirstFlow<TLogic extends AnyActorLogic>(
  key: string,
  build: () => Flow<TLogic>,
  hasData: (snapshot: SnapshotFrom<TLogic>) => boolean,
): Promise<void> {
  if (firstFlows.has(key)) return;
  const actor = createFlowActor(build());
  actor.start();
  firstFlows.set(key, actor);
  await holdsWithin(actor as AnyActor, (snapshot) => hasData(snapshot as SnapshotFrom<TLogic>));
}

/** The started flows, handed over once: a later cache (after signing out and in) starts its own. */
export function takeFirstFlows(): Map<string, AnyActor> {
  const taken = new Map(firstFlows);
  firstFlows.clear();
  return taken;
}
