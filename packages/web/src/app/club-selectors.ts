import { useSelector } from '@xstate/react';
import type { CompanyConfig, User } from '@clube/core';
import { useClub } from './club-context.tsx';

/** Thin reads of the club's long-lived actors; the actors hold the state, React only reads it. */

export function useSignedIn(): boolean {
  const club = useClub();
  return useSelector(club.session, (snapshot) => snapshot.matches('signedIn'));
}

export function useCompanyConfig(): CompanyConfig | null {
  const club = useClub();
  return useSelector(club.companyConfig, (snapshot) => snapshot.context.config);
}

export function useMember(): User | null {
  const club = useClub();
  return useSelector(club.member, (snapshot) => snapshot.context.user);
}
