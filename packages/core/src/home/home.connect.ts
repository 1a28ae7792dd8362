import type { SnapshotFrom } from 'xstate';
import type { Banner } from '../campaigns/banner.schema.ts';
import type { FeatureConfig } from '../company/permissions.rules.ts';
import type { ClubError } from '../shared/club-error.ts';
import type { HomeMachine } from './home.machine.ts';
import { homeShelves, type HomeShelf } from './home.rules.ts';

/** The home as any view shows it. */
export interface HomeApi {
  readonly loading: boolean;
  readonly error: ClubError | null;
  readonly shelves: readonly HomeShelf[];
  /** The carousel's banners (type 0). */
  readonly banners: readonly Banner[];
  retry(): void;
}

export function connectHome(
  snapshot: SnapshotFrom<HomeMachine>,
  send: (event: { type: 'RETRY' }) => void,
  config: FeatureConfig & { main_category?: string | null },
): HomeApi {
  const { shelves, banners, awardPartners, error } = snapshot.context;
  return {
    loading: snapshot.matches('loading'),
    error: snapshot.matches('failed') ? error : null,
    shelves: homeShelves(shelves, awardPartners, config),
    banners,
    retry: () => send({ type: 'RETRY' }),
  };
}
