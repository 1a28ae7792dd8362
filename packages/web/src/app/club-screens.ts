import {
  noticeMachine,
  searchSuggestionsMachine,
  type Club,
  type NoticeMachine,
  type SearchSuggestionsMachine,
} from '@clube/core';
import { useEffect, useState } from 'react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';

/**
 * The per-screen actors the signed-in frame needs, started exactly as the core's
 * `createClubScreens(club).notice()` / `.searchSuggestions()` start them (same machines, the
 * club's ports, clock and rx scheduler). Only these two machines are imported: the whole
 * `createClubScreens` would bring every flow's xstate features into the shared xstate chunk
 * of the first route (measured +1.7 kB gzip).
 */
export interface LayoutScreens {
  notice(): ActorRefFrom<NoticeMachine>;
  searchSuggestions(recent?: string[]): ActorRefFrom<SearchSuggestionsMachine>;
}

export function layoutScreens(club: Club): LayoutScreens {
  const { start, port, options } = club.runtime;
  return {
    notice: () => {
      const actor = start(noticeMachine, { notices: port('notices') });
      actor.send({ type: 'LOAD' });
      return actor;
    },
    searchSuggestions: (recent) =>
      start(searchSuggestionsMachine, {
        search: port('search'),
        ...(options.rxScheduler ? { scheduler: options.rxScheduler } : {}),
        ...(recent ? { recent } : {}),
      }),
  };
}

/**
 * A per-screen actor that lives as long as the component: created after mount, stopped on
 * unmount. Null during the first render.
 */
export function useScreenActor<TActor extends AnyActorRef>(
  create: (screens: LayoutScreens) => TActor,
  club: Club,
): TActor | null {
  const [actor, setActor] = useState<TActor | null>(null);
  useEffect(() => {
    const started = create(layoutScreens(club));
    // The actor is an external system made on mount (StrictMode's second mount makes a fresh
    // one, since a stopped actor cannot restart): handing it to the render is the point.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setActor(started);
    return () => started.stop();
    // `create` is read once per club on purpose: a new actor only for another club.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [club]);
  return actor;
}
