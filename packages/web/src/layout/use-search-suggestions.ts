import { createFlowActor } from '@clube/core';
import {
  searchSubmitPath,
  suggestionPath,
  type SearchSuggestionsApi,
  type SearchSuggestionsMachine,
} from '@clube/core/search';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Actor, AnyActorRef, SnapshotFrom } from 'xstate';
import { useClub, useClubInspector } from '../runtime/club-context.tsx';
import { useActorSelector } from '../runtime/use-actor-selector.ts';

export type SearchEngine = typeof import('./search-engine.ts');

const loadSearchEngine = (): Promise<SearchEngine> => import('./search-engine.ts');

/** The suggestions flow's actor, once its code has come, and how the view reads it. */
interface Engine {
  readonly actor: Actor<SearchSuggestionsMachine>;
  readonly connect: SearchEngine['connectSearchSuggestions'];
}

/** What the member did in the box before its engine came: handed to the engine when it does. */
interface Waiting {
  term: string;
  /** The member is in the box (focused it, typed): the engine opens it with what it lists. */
  open: boolean;
  /** A term submitted meanwhile: the engine records it among the recent ones. */
  submitted: string | null;
}

export interface SearchSuggestions extends SearchSuggestionsApi {
  /** Starts loading the engine: the pointer is on its way to the box. */
  prepare(): void;
}

/**
 * Read while no engine runs: what `useActorSelector` reads of an actor, never changing (not
 * xstate's createEmptyActor, which every first route would carry).
 */
const NO_ENGINE = {
  getSnapshot: () => null,
  subscribe: () => ({ unsubscribe: () => {} }),
} as unknown as AnyActorRef;
const anySnapshot = (snapshot: unknown) => snapshot;

/**
 * The search box's state (SPEC §2 "Search"): the core's suggestions flow, whose code
 * (search-engine.ts: the machine, rxjs's debounced stream, the recent terms) loads when the
 * member turns to the box (the pointer over it, a focus, a key), not with every member page
 * (issue 19: Home's first load was 5 kB and a request heavier for a box most visits never
 * use). The input is the same element throughout: what is typed before the engine has come
 * stays in the box and is handed to it, a term submitted meanwhile goes to Campanhas at once
 * and is recorded among the recent ones when the engine comes, even if the box is gone by
 * then. A load that fails (offline, not cached yet) leaves the box working as a plain search
 * field (submit still goes to Campanhas); the next turn to it asks again. `loadEngine` is for
 * tests (an engine held back, or one that fails).
 */
export function useSearchSuggestions(
  loadEngine: () => Promise<SearchEngine> = loadSearchEngine,
): SearchSuggestions {
  const club = useClub();
  const inspect = useClubInspector();
  const [engine, setEngine] = useState<Engine | null>(null);
  const [term, setTerm] = useState('');
  const waiting = useRef<Waiting>({ term: '', open: false, submitted: null });
  const loading = useRef(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (!engine) return undefined;
    return () => {
      engine.actor.stop();
    };
  }, [engine]);

  const snapshot = useActorSelector(engine?.actor ?? NO_ENGINE, anySnapshot);

  return useMemo(() => {
    const prepare = () => {
      if (loading.current) return;
      loading.current = true;
      loadEngine().then(
        ({ searchSuggestionsFlow, connectSearchSuggestions }) => {
          const actor = createFlowActor(searchSuggestionsFlow(club), { inspect }).start();
          handOver(actor, waiting.current);
          if (mounted.current) setEngine({ actor, connect: connectSearchSuggestions });
          else actor.stop();
        },
        () => {
          loading.current = false;
        },
      );
    };
    if (engine) {
      const api = engine.connect(
        snapshot as SnapshotFrom<SearchSuggestionsMachine>,
        engine.actor.send,
      );
      return { ...api, prepare };
    }
    const wait = (next: Partial<Waiting>) => {
      waiting.current = { ...waiting.current, ...next };
      if (next.term !== undefined) setTerm(next.term);
    };
    return {
      term,
      suggestions: [],
      recent: [],
      open: false,
      showSuggestions: false,
      showRecent: false,
      noMatch: false,
      expanded: false,
      prepare,
      type: (next) => {
        wait({ term: next, open: true });
        prepare();
      },
      clear: () => wait({ term: '', open: false }),
      close: () => wait({ open: false }),
      // Nothing is listed before the engine has come: no recent term to remove, no suggestion.
      removeRecent: () => {},
      choose: (suggestion) => suggestionPath(suggestion),
      submit: (chosen) => {
        const submitted = chosen ?? term;
        const path = searchSubmitPath(submitted);
        wait({ term: submitted, open: false, ...(path ? { submitted } : {}) });
        prepare();
        return path;
      },
    };
  }, [club, inspect, engine, snapshot, term, loadEngine]);
}

/** Tells the engine, now running, what the member did in the box while it loaded. */
function handOver(actor: Engine['actor'], { term, open, submitted }: Waiting): void {
  if (submitted !== null) {
    actor.send({ type: 'TYPE', term: submitted });
    actor.send({ type: 'SUBMIT' });
  }
  if (open) actor.send({ type: 'TYPE', term });
  else if (term !== (submitted ?? '')) {
    actor.send({ type: 'TYPE', term });
    actor.send({ type: 'CLOSE' });
  }
}
