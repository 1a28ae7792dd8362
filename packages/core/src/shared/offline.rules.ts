import type { ClubError } from './club-error.ts';

/** A failure that means "no connection" (not an answer of the API): the club is offline. */
export function isOfflineError(error: ClubError | null | undefined): boolean {
  return error?.kind === 'network' || error?.kind === 'timeout';
}
