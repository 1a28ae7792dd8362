import type { SnapshotFrom } from 'xstate';
import type { NearbyPartner } from '../partners/partner.schema.ts';
import type { ClubError } from '../shared/club-error.ts';
import { formatDistanceKm } from '../shared/format.rules.ts';
import { isOfflineError } from '../shared/offline.rules.ts';
import type { NearbyMachine } from './nearby.machine.ts';

/** Próximos a você as any view shows it. */
export interface NearbyApi {
  /** Asking the browser where the member is. */
  readonly locating: boolean;
  readonly loading: boolean;
  /** The member refused the location permission: the view explains how to allow it. */
  readonly refused: boolean;
  readonly error: ClubError | null;
  /**
   * The partners could not be asked for want of a connection (the position was found): the view
   * says so, and the list loads by itself once online. A position the device could not find is
   * not a connection problem.
   */
  readonly offline: boolean;
  readonly empty: boolean;
  /** Nearest first, each with its distance in km with a decimal comma ('1,3 km'). */
  readonly partners: readonly (NearbyPartner & { distanceText: string | null })[];
  retry(): void;
}

export function connectNearby(
  snapshot: SnapshotFrom<NearbyMachine>,
  send: (event: { type: 'RETRY' }) => void,
): NearbyApi {
  const { partners, error, position } = snapshot.context;
  const failed = snapshot.matches('failed');
  return {
    locating: snapshot.matches('locating'),
    loading: snapshot.matches('loading'),
    refused: snapshot.matches('refused'),
    error: failed ? error : null,
    offline: failed && position !== null && isOfflineError(error),
    empty: snapshot.matches('ready') && partners.length === 0,
    partners: partners.map((partner) => ({
      ...partner,
      distanceText: partner.distance === null ? null : formatDistanceKm(partner.distance),
    })),
    retry: () => send({ type: 'RETRY' }),
  };
}
