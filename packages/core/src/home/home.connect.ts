import type { SnapshotFrom } from 'xstate';
import type { Banner } from '../campaigns/banner.schema.ts';
import type { FeatureConfig } from '../company/permissions.rules.ts';
import type { ClubError } from '../shared/club-error.ts';
import { isOfflineError } from '../shared/offline.rules.ts';
import type { HomeEvent, HomeMachine } from './home.machine.ts';
import { homeShelves, type HomeShelf } from './home.rules.ts';

/** The home carousel as any view shows it. */
export interface HomeBannersApi {
  /** The banners; null while they load (or after they failed). */
  readonly data: readonly Banner[] | null;
  readonly error: ClubError | null;
  /** The error is no connection: they load by themselves once the device is back online. */
  readonly offline: boolean;
  retry(): void;
}

/** The home's carousel and shelves as any view shows them. */
export interface HomeApi {
  /** The shelves load (the first answer, or a retry of the shelves). */
  readonly loading: boolean;
  /** Why the shelves failed; null unless they did. */
  readonly error: ClubError | null;
  /** The error is no connection: they load by themselves once the device is back online. */
  readonly offline: boolean;
  /** The shelves to show, in order; empty ones and those the company may not see are left out. */
  readonly shelves: readonly HomeShelf[];
  /** Asks for the shelves again (after they failed). */
  retry(): void;
  readonly banners: HomeBannersApi;
}

export function connectHome(
  snapshot: SnapshotFrom<HomeMachine>,
  send: (event: HomeEvent) => void,
  config: FeatureConfig & { main_category?: string | null },
): HomeApi {
  const { shelves, awardPartners, error, banners, bannersError } = snapshot.context;
  const first = snapshot.matches('loading');
  const shelvesFailed = snapshot.matches({ shown: { shelves: 'failed' } });
  const bannersFailed = snapshot.matches({ shown: { banners: 'failed' } });
  return {
    loading: first || snapshot.matches({ shown: { shelves: 'retrying' } }),
    error: shelvesFailed ? error : null,
    offline: shelvesFailed && isOfflineError(error),
    shelves: first || shelvesFailed ? [] : homeShelves(shelves, awardPartners, config),
    retry: () => send({ type: 'RETRY' }),
    banners: {
      data: bannersFailed ? null : banners,
      error: bannersFailed ? bannersError : null,
      offline: bannersFailed && isOfflineError(bannersError),
      retry: () => send({ type: 'RETRY_BANNERS' }),
    },
  };
}

/** Whether the carousel and shelves have answered (or failed): what a first render waits for. */
export const selectHomeAnswered = (snapshot: SnapshotFrom<HomeMachine>): boolean =>
  !snapshot.matches('loading');
