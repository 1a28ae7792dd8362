import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './auth/session.machine.ts';
import type { categoriesMachine } from './campaigns/categories.machine.ts';
import type { Category } from './campaigns/category.schema.ts';
import type { CompanyConfig } from './company/company-config.schema.ts';
import type { companyConfigMachine } from './company/company-config.machine.ts';
import type { Toast } from './notifications/toast.schema.ts';
import type { toastsMachine } from './notifications/toasts.machine.ts';
import type { memberMachine } from './profile/member.machine.ts';
import type { User } from './profile/user.schema.ts';

/**
 * What hosts read from the club's long-lived actors, as plain selectors over their snapshots
 * (a view subscribes with them; a bot calls them on `getSnapshot()`), so that no host reads a
 * machine's context or state names itself.
 */

export const selectSignedIn = (snapshot: SnapshotFrom<typeof sessionMachine>): boolean =>
  snapshot.matches('signedIn');

export const selectConfig = (
  snapshot: SnapshotFrom<typeof companyConfigMachine>,
): CompanyConfig | null => snapshot.context.config;

/** Whether the company config is there, still coming, or failed (the start-up gate). */
export const selectConfigStatus = (
  snapshot: SnapshotFrom<typeof companyConfigMachine>,
): 'ready' | 'loading' | 'failed' =>
  snapshot.context.config !== null ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading';

export const selectMember = (snapshot: SnapshotFrom<typeof memberMachine>): User | null =>
  snapshot.context.user;

export const selectToasts = (snapshot: SnapshotFrom<typeof toastsMachine>): readonly Toast[] =>
  snapshot.context.toasts;

export const selectCategories = (
  snapshot: SnapshotFrom<typeof categoriesMachine>,
): readonly Category[] => snapshot.context.categories;
