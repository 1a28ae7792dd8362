import {
  createFlowActor,
  selectConfigStatus,
  selectSignedIn,
  type Club,
  type Flow,
} from '@clube/core';
import {
  waitFor,
  type AnyActor,
  type AnyActorLogic,
  type AnyActorRef,
  type SnapshotFrom,
  type Subscription,
} from 'xstate';

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
  return waitFor(actor, holds, { timeout: FIRST_FLOW_WAIT_MS }).then(
    () => true,
    () => false,
  );
}

/** Whether the company config is here, waiting for it a moment. */
function companyConfigHere(club: Club): Promise<boolean> {
  return holdsWithin(club.companyConfig, (snapshot) => selectConfigStatus(snapshot) === 'ready');
}

/**
 * Flows the first screen starts before the first render (its module's `prepare`, called by
 * `loadFirstScreens`), kept by their flow-cache key until the signed-in area's flow cache is
 * made and takes them. Started early, the flow has read the boot script's answers when the
 * screen first renders, so the screen commits its content at once instead of a skeleton first.
 * A member signed out before any screen took them (a session the API refused) leaves none: the
 * next member's cache must not find the first one's lists.
 */
const firstFlows = new Map<string, AnyActor>();
let watchingSignOut: Subscription | null = null;

function dropFirstFlows(): void {
  watchingSignOut?.unsubscribe();
  watchingSignOut = null;
  for (const actor of firstFlows.values()) actor.stop();
  firstFlows.clear();
}

/**
 * Starts `key`'s flow now (with the club's inspector, as the flow cache would), unless it is
 * already started, and resolves once `hasData` holds for its snapshot, it stops, or the wait
 * is over. A flow reads the company config when it is built (which lists and shelves the
 * company's permissions allow): without the config, none is started and the screen builds its
 * own.
 */
export async function startFirstFlow<TLogic extends AnyActorLogic>(
  club: Club,
  key: string,
  build: () => Flow<TLogic>,
  hasData: (snapshot: SnapshotFrom<TLogic>) => boolean,
): Promise<void> {
  if (firstFlows.has(key) || !(await companyConfigHere(club))) return;
  // Asked again while the config was awaited: the first call starts it.
  if (firstFlows.has(key)) return;
  const actor = createFlowActor(build(), { inspect: club.runtime.inspect });
  actor.start();
  firstFlows.set(key, actor);
  watchingSignOut ??= club.session.subscribe((snapshot) => {
    if (!selectSignedIn(snapshot)) dropFirstFlows();
  });
  await holdsWithin(actor as AnyActor, (snapshot) => hasData(snapshot as SnapshotFrom<TLogic>));
}

/** The started flows, handed over once: a later cache (after signing out and in) starts its own. */
export function takeFirstFlows(): Map<string, AnyActor> {
  const taken = new Map(firstFlows);
  firstFlows.clear();
  watchingSignOut?.unsubscribe();
  watchingSignOut = null;
  return taken;
}
