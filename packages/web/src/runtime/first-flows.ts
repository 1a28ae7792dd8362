import { createFlowActor, type Flow } from '@clube/core';
import type { AnyActor, AnyActorLogic } from 'xstate';

/**
 * Flows the first screen starts before the first render (its module's `prepare`, called by
 * `loadFirstScreens`), kept by their flow-cache key until the signed-in area's flow cache is
 * made and takes them. The boot script's answers are here by then: started early, the flow
 * has read them when the screen first renders, so the screen commits its content at once
 * instead of a skeleton first.
 */
const firstFlows = new Map<string, AnyActor>();

/** Starts `key`'s flow now, unless it is already started. */
export function startFirstFlow<TLogic extends AnyActorLogic>(
  key: string,
  build: () => Flow<TLogic>,
): void {
  if (firstFlows.has(key)) return;
  const actor = createFlowActor(build());
  actor.start();
  firstFlows.set(key, actor);
}

/** The started flows, handed over once: a later cache (after signing out and in) starts its own. */
export function takeFirstFlows(): Map<string, AnyActor> {
  const taken = new Map(firstFlows);
  firstFlows.clear();
  return taken;
}
