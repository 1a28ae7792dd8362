import { createFlowActor, type ClubInspector, type Flow } from '@clube/core';
import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useNavigationType } from '../router/index.ts';
import type { Actor, AnyActor, AnyActorLogic } from 'xstate';
import { renderAllRows } from '../theme/render-all-rows.ts';
import { useClubInspector } from './club-context.tsx';
import { takeFirstFlows } from './first-flows.ts';

/** How many lists stay alive when no screen shows them (DESIGN.md: pages kept on "back"). */
export const FLOW_CACHE_LIMIT = 8;

/**
 * Started actors kept by a string key (`campaigns?category=x`), in the spirit of TanStack's
 * QueryCache: a screen that leaves does not stop its list, so "back" finds its pages. The least
 * recently used beyond the limit is stopped, never while a screen shows it; `close` stops all.
 */
export class FlowCache {
  /** Least recently used first. */
  private readonly actors = new Map<string, AnyActor>();
  /** How many mounted screens show each key. */
  private readonly shown = new Map<string, number>();
  private readonly scroll = new Map<string, number>();

  constructor(
    private readonly limit: number = FLOW_CACHE_LIMIT,
    /** The club's `inspect` option, handed to every actor the cache makes. */
    private readonly inspect?: ClubInspector,
    /** Actors started before the cache was made (`first-flows.ts`), by key. */
    started: ReadonlyMap<string, AnyActor> = new Map(),
  ) {
    for (const [key, actor] of started) this.actors.set(key, actor);
  }

  /** The key's actor, created (not started) on the first use; now the most recently used. */
  actorFor<TLogic extends AnyActorLogic>(key: string, build: () => Flow<TLogic>): Actor<TLogic> {
    const actor = this.actors.get(key) ?? createFlowActor(build(), { inspect: this.inspect });
    this.actors.delete(key);
    this.actors.set(key, actor);
    return actor as Actor<TLogic>;
  }

  /**
   * A screen shows the key's actor: it runs, and it is not evicted until every screen showing
   * it has let it go. Returns the letting go, which leaves the actor running.
   */
  show(key: string, actor: AnyActor): () => void {
    if (this.actors.get(key) !== actor) {
      this.actors.delete(key);
      this.actors.set(key, actor);
    }
    this.shown.set(key, (this.shown.get(key) ?? 0) + 1);
    actor.start();
    this.evict();
    return () => {
      const left = (this.shown.get(key) ?? 1) - 1;
      if (left > 0) this.shown.set(key, left);
      else this.shown.delete(key);
      this.evict();
    };
  }

  rememberScroll(key: string, y: number): void {
    this.scroll.set(key, y);
  }

  scrollOf(key: string): number | undefined {
    return this.scroll.get(key);
  }

  /** Stops every actor and forgets every key (the member signed out). */
  close(): void {
    for (const actor of this.actors.values()) actor.stop();
    this.actors.clear();
    this.shown.clear();
    this.scroll.clear();
  }

  private evict(): void {
    for (const [key, actor] of this.actors) {
      if (this.actors.size <= this.limit) return;
      if (this.shown.has(key)) continue;
      this.actors.delete(key);
      this.scroll.delete(key);
      actor.stop();
    }
  }
}

const FlowCacheContext = createContext<FlowCache | null>(null);

/**
 * One cache for the signed-in member's lists: placed in the signed-in layout, so that signing
 * out (which unmounts it) stops them all.
 */
export function FlowCacheProvider({
  children,
  limit = FLOW_CACHE_LIMIT,
}: {
  children: ReactNode;
  limit?: number;
}) {
  const inspect = useClubInspector();
  const [cache] = useState(() => new FlowCache(limit, inspect, takeFirstFlows()));
  const mounted = useRef(0);
  useEffect(() => {
    mounted.current += 1;
    return () => {
      mounted.current -= 1;
      // Closed a moment after the unmount, so that StrictMode's unmount-and-mount in development
      // (this cleanup, then this effect again at once) keeps the lists running.
      queueMicrotask(() => {
        if (mounted.current === 0) cache.close();
      });
    };
  }, [cache]);
  return <FlowCacheContext.Provider value={cache}>{children}</FlowCacheContext.Provider>;
}

function useFlowCache(): FlowCache {
  const cache = useContext(FlowCacheContext);
  if (!cache) throw new Error('useCachedFlow must be used inside <FlowCacheProvider>');
  return cache;
}

/**
 * The started actor of `key`, built by `build` on the first use only (so `build` may be an
 * inline arrow). It is not stopped when the screen unmounts: coming back (with the same key)
 * finds its pages. A key names one flow: the same key must always build the same logic.
 */
export function useCachedFlow<TLogic extends AnyActorLogic>(
  key: string,
  build: () => Flow<TLogic>,
): Actor<TLogic> {
  const cache = useFlowCache();
  const actor = cache.actorFor(key, build);
  useEffect(() => cache.show(key, actor), [cache, key, actor]);
  return actor;
}

/** How long a restored position is held against a smooth scroll still running. */
const RESTORE_HOLD_MS = 1000;
/** What a member does to scroll the page themselves. */
const MEMBER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Remembers how far the member had scrolled `key`'s screen when it leaves, and scrolls back
 * there once the list is `ready` again after a back/forward navigation.
 */
export function useRestoredScroll(key: string, ready: boolean): void {
  const cache = useFlowCache();
  const navigation = useNavigationType();
  const restoredFor = useRef<string | null>(null);

  // A layout effect's cleanup runs before the screen's DOM goes, while the page still has it.
  useLayoutEffect(() => () => cache.rememberScroll(key, window.scrollY), [cache, key]);

  useLayoutEffect(() => {
    if (!ready || restoredFor.current === key) return;
    restoredFor.current = key;
    const y = cache.scrollOf(key);
    if (navigation !== 'POP' || y === undefined) return;
    // Every row renders while the position is restored and held, not at the estimates the list
    // gives rows out of view: `y` is where the member was among real rows.
    const releaseRows = renderAllRows();
    // Instant: the page's smooth scrolling would animate from the top. A smooth scroll to the
    // top still running from the last navigation (a quick "back") goes on moving the page in the
    // next frames, for longer on a slow device: put it back at each frame for a while, until the
    // member scrolls, taps or types (then where they go is theirs).
    window.scrollTo({ top: y, behavior: 'instant' });
    const until = performance.now() + RESTORE_HOLD_MS;
    let frame = 0;
    // After a frame, so that the rows' real heights have been drawn and remembered.
    const releaseAfterFrame = () => requestAnimationFrame(releaseRows);
    const memberTookOver = () => {
      cancelAnimationFrame(frame);
      releaseAfterFrame();
    };
    const hold = () => {
      if (Math.abs(window.scrollY - y) > 1) window.scrollTo({ top: y, behavior: 'instant' });
      if (performance.now() < until) frame = requestAnimationFrame(hold);
      else releaseAfterFrame();
    };
    frame = requestAnimationFrame(hold);
    for (const type of MEMBER_SCROLL_EVENTS) {
      window.addEventListener(type, memberTookOver, { once: true, passive: true });
    }
    return () => {
      cancelAnimationFrame(frame);
      releaseRows();
      for (const type of MEMBER_SCROLL_EVENTS) window.removeEventListener(type, memberTookOver);
    };
  }, [cache, key, ready, navigation]);
}
