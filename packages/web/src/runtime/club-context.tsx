import { createClubHost, type Club, type ClubHost, type ClubInspector } from '@clube/core';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

const ClubContext = createContext<{ club: Club; host: ClubHost } | null>(null);

/** Makes one club (built by the host with `createBrowserClub`) available to every screen. */
export function ClubProvider({ club, children }: { club: Club; children: ReactNode }) {
  const value = useMemo(() => ({ club, host: createClubHost(club) }), [club]);
  return <ClubContext.Provider value={value}>{children}</ClubContext.Provider>;
}

function useClubContext(): { club: Club; host: ClubHost } {
  const value = useContext(ClubContext);
  if (!value) throw new Error('useClub must be used inside <ClubProvider>');
  return value;
}

export function useClub(): Club {
  return useClubContext().club;
}

/** The club's start-up and navigation decisions, acted on with its own ports (the shell's). */
export function useClubHost(): ClubHost {
  return useClubContext().host;
}

/**
 * The club's `inspect` option, handed to every flow actor the view makes (issue 21: flows are
 * inspected as the club's own actors are). Undefined outside a club (a flow tested alone).
 */
export function useClubInspector(): ClubInspector | undefined {
  return useContext(ClubContext)?.club.runtime.inspect;
}
