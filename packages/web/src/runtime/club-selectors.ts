import { selectConfig, selectConfigStatus, selectMember, selectSignedIn } from '@clube/core';
import { type CompanyConfig } from '@clube/core/company';
import { type User } from '@clube/core/profile';
import { useClub } from './club-context.tsx';
import { useShallowSelector } from './use-flow.ts';

/** Thin reads of the club's long-lived actors through the core's selectors. */

export function useSignedIn(): boolean {
  return useShallowSelector(useClub().session, selectSignedIn);
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
