import type { Notice } from './notice.schema.ts';

export type NoticeModal = 'notice' | 'award' | 'onboarding' | 'none';

/**
 * SPEC §4 "Notice": with an id, an award type shows the award modal and any other type the
 * notice modal; firstAccess shows onboarding (after the notice, if both).
 */
export function noticeModals(notice: Notice | null): NoticeModal[] {
  if (!notice) return [];
  const modals: NoticeModal[] = [];
  if (notice.id) modals.push(notice.type === 'award' ? 'award' : 'notice');
  if (notice.firstAccess) modals.push('onboarding');
  return modals;
}
