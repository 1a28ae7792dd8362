import type { ClubError } from '../shared/club-error.ts';

/** A failure that means "no connection" (not an answer of the API): the club is offline. */
export function isOfflineError(error: ClubError | null | undefined): boolean {
  return error?.kind === 'network' || error?.kind === 'timeout';
}

/** Why an action of Meus resgates cannot be taken now; null when it can. */
export type BlockedReason = 'offline' | 'busy' | null;
