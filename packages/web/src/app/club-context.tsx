import type { Club } from '@clube/core';
import { createContext, useContext, type ReactNode } from 'react';

const ClubContext = createContext<Club | null>(null);

/** Makes one club (built by the host with `createBrowserClub`) available to every screen. */
export function ClubProvider({ club, children }: { club: Club; children: ReactNode }) {
  return <ClubContext.Provider value={club}>{children}</ClubContext.Provider>;
}

export function useClub(): Club {
  const club = useContext(ClubContext);
  if (!club) throw new Error('useClub must be used inside <ClubProvider>');
  return club;
}
