import type { SnapshotFrom } from 'xstate';
import type { FeatureConfig } from '../company/permissions.rules.ts';
import type { ClubError } from '../shared/club-error.ts';
import type { HomeMachine } from './home.machine.ts';
import { homeShelves, type HomeShelf } from './home.rules.ts';

/** The home's shelves as any view shows them (the carousel is `bannersFlow` + `connectLoad`). */
export interface HomeApi {
  readonly loading: boolean;
  readonly error: ClubError | null;
  /** The shelves to show, in order; empty ones and those the company may not see are left out. */
  readonly shelves: readonly HomeShelf[];
  retry(): void;
}

export function connectHome(
  snapshot: SnapshotFrom<HomeMachine>,
  send: (event: { type: 'RETRY' }) => void,
  config: FeatureConfig & { main_category?: string | null },
): HomeApi {
  const { shelves, awardPartners, error } = snapshot.context;
  return {
    loading: snapshot.matches('loading'),
    error: snapshot.matches('failed') ? error : null,
    shelves: homeShelves(shelves, awardPartners, config),
    retry: () => send({ type: 'RETRY' }),
  };
}
