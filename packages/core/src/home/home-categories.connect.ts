import type { SnapshotFrom } from 'xstate';
import type { CategoriesEvent, CategoriesMachine } from '../campaigns/categories.machine.ts';
import type { Category } from '../campaigns/category.schema.ts';
import type { ClubError } from '../shared/club-error.ts';
import { isOfflineError } from '../shared/offline.rules.ts';
import { homeCategories } from './home.rules.ts';

/** The home's category entry points, read from the club's categories actor. */
export interface HomeCategoriesApi {
  /** Active categories in menu order (see `homeCategories`). */
  readonly categories: readonly Category[];
  /** Nothing to show yet: the categories are being asked for (or about to be). */
  readonly loading: boolean;
  /** The categories could not be loaded and none are known: `retry` asks again. */
  readonly error: ClubError | null;
  /** The error is no connection: they load by themselves once the device is back online. */
  readonly offline: boolean;
  retry(): void;
}

/**
 * The club's long-lived categories actor (loaded at sign-in) as the home shows it. A failure
 * that leaves an earlier list keeps showing that list; only a failure with nothing to show is
 * an error.
 */
export function connectHomeCategories(
  snapshot: SnapshotFrom<CategoriesMachine>,
  send: (event: CategoriesEvent) => void,
): HomeCategoriesApi {
  const categories = homeCategories(snapshot.context.categories);
  const none = categories.length === 0;
  const failed = snapshot.matches('failed');
  const error = none && failed ? snapshot.context.error : null;
  return {
    categories,
    loading: none && (snapshot.matches('idle') || snapshot.matches('loading')),
    error,
    offline: isOfflineError(error),
    retry: () => send({ type: 'LOAD' }),
  };
}
