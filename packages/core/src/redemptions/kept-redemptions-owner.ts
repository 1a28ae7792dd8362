import type { AuthState } from '../auth/auth-state.schema.ts';
import type { StoragePort } from '../shared/storage.port.ts';

/**
 * Whose kept redemptions are on the device, apart from the lists themselves: the club reads it
 * at every sign-in and sign-out, so it stays small (no list schema) and rides in the first
 * chunk, while the lists' schemas load with Meus resgates.
 */
export const KEPT_REDEMPTIONS_KEY = 'clube.keptRedemptions';

/** Whose redemptions these are: the token's company and the member's CPF. */
export interface RedemptionsOwner {
  readonly company: string;
  readonly member: string;
}

/** The owner of what a session holds; none without a member's document (nothing is kept). */
export function redemptionsOwnerOf(auth: AuthState | null | undefined): RedemptionsOwner | null {
  if (!auth?.company || !auth.document) return null;
  return { company: auth.company, member: auth.document };
}

/** The stored entry's owner; a missing or corrupt entry has none. */
function storedOwner(storage: StoragePort): RedemptionsOwner | null {
  try {
    const raw = storage.getItem(KEPT_REDEMPTIONS_KEY);
    if (raw === null) return null;
    const entry: unknown = JSON.parse(raw);
    if (typeof entry !== 'object' || entry === null) return null;
    const { company, member } = entry as { company?: unknown; member?: unknown };
    return typeof company === 'string' && typeof member === 'string' ? { company, member } : null;
  } catch {
    return null;
  }
}

export function clearKeptRedemptions(storage: StoragePort): void {
  try {
    storage.removeItem(KEPT_REDEMPTIONS_KEY);
  } catch {
    // Nothing to clear is as good as cleared.
  }
}

/** Drops what was kept for anyone but this owner (a sign-in, a company change). */
export function forgetOtherOwners(storage: StoragePort, owner: RedemptionsOwner | null): void {
  const stored = storedOwner(storage);
  if (stored && owner && stored.company === owner.company && stored.member === owner.member) return;
  clearKeptRedemptions(storage);
}
