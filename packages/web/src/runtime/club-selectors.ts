import {
  selectCategories,
  selectConfig,
  selectConfigStatus,
  selectMember,
  selectSignedIn,
  selectToasts,
} from '@clube/core';
import { type Category } from '@clube/core/campaigns';
import { type CompanyConfig } from '@clube/core/company';
import { type Toast } from '@clube/core/notifications';
import { type User } from '@clube/core/profile';
import { useCallback, useSyncExternalStore } from 'react';
import { useClub } from './club-context.tsx';
import { useShallowSelector } from './use-flow.ts';

/** Thin reads of the club's long-lived actors through the core's selectors. */

/**
 * Read at once, never a transition late (unlike the others): the navigation guard decides on
 * it, and a screen that has just signed the member in navigates in the same moment — a guard
 * one transition behind took them for a visitor and sent them to the company's logout_url.
 */
export function useSignedIn(): boolean {
  const { session } = useClub();
  const subscribe = useCallback(
    (notify: () => void) => {
      const subscription = session.subscribe(notify);
      return () => subscription.unsubscribe();
    },
    [session],
  );
  return useSyncExternalStore(subscribe, () => selectSignedIn(session.getSnapshot()));
}

export function useCompanyConfig(): CompanyConfig | null {
  return useShallowSelector(useClub().companyConfig, selectConfig);
}

export function useConfigStatus(): 'ready' | 'loading' | 'failed' {
  return useShallowSelector(useClub().companyConfig, selectConfigStatus);
}

export function useMember(): User | null {
  return useShallowSelector(useClub().member, selectMember);
}

/** The club's feedback toasts, as the toast machine keeps them. */
export function useToasts(): readonly Toast[] {
  return useShallowSelector(useClub().toasts, selectToasts);
}

/** The club's categories (empty until loaded at sign-in). */
export function useCategories(): readonly Category[] {
  return useShallowSelector(useClub().categories, selectCategories);
}
