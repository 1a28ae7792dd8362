import type { SnapshotFrom } from 'xstate';
import type { Notice } from './notice.schema.ts';
import type { NoticeModal } from './notice.rules.ts';
import type { noticeMachine } from './notice.machine.ts';

/** The member's last notice as any view shows it: one modal at a time (SPEC §4 "Notice"). */
export interface NoticeApi {
  readonly notice: Notice | null;
  /** The modal to show now, or null. */
  readonly modal: NoticeModal | null;
  /** The notice's link once asked for (asking is how the server records it as seen). */
  readonly link: string | null;
  /** A notice or award modal is open and its link was not asked for yet (asked once only). */
  readonly needsLink: boolean;
  openLink(): void;
  dismiss(): void;
}

export function connectNotice(
  snapshot: SnapshotFrom<typeof noticeMachine>,
  send: (event: { type: 'OPEN_LINK' } | { type: 'DISMISS' }) => void,
): NoticeApi {
  const showing = snapshot.matches('showing') || snapshot.matches('loadingLink');
  const modal = showing ? (snapshot.context.modals[0] ?? null) : null;
  const { notice, link, linkAsked } = snapshot.context;
  return {
    notice,
    modal,
    link,
    needsLink: (modal === 'notice' || modal === 'award') && !linkAsked,
    openLink: () => send({ type: 'OPEN_LINK' }),
    dismiss: () => send({ type: 'DISMISS' }),
  };
}
