import type { CompanyConfig } from '@clube/core/company';
import { connectHome, homeFlow, selectHomeAnswered, type HomeApi } from '@clube/core/home';
import type { Club } from '@clube/core';
import { useCallback } from 'react';
import { useClub } from '../../runtime/club-context.tsx';
import { useCachedFlow } from '../../runtime/flow-cache.tsx';
import { startFirstFlow } from '../../runtime/first-flows.ts';
import { useFlowApi } from '../../runtime/use-flow.ts';

/** The flow cache's key of Home's carousel and shelves, and of Home's scroll position. */
export const HOME_SHELVES_KEY = 'home:shelves';

/**
 * Home's carousel and shelves, from one flow that asks for both at once and hands them over
 * together: Home renders its content once, not once per answer. Kept in the flow cache, so
 * that "back" to Home finds them at once (and the page where the member left it).
 */
export function useHome(config: CompanyConfig): HomeApi {
  const club = useClub();
  const connect = useCallback(
    (snapshot: Parameters<typeof connectHome>[0], send: Parameters<typeof connectHome>[1]) =>
      connectHome(snapshot, send, config),
    [config],
  );
  return useFlowApi(
    useCachedFlow(HOME_SHELVES_KEY, () => homeFlow(club)),
    connect,
  );
}

/** Home as the first screen: its carousel and shelves asked for before the first render. */
export function prepareHome(club: Club): Promise<void> {
  return startFirstFlow(club, HOME_SHELVES_KEY, () => homeFlow(club), selectHomeAnswered);
}
