import { assign, setup } from 'xstate';
import type { Notice } from './notice.schema.ts';
import { noticeModals, type NoticeModal } from './notice.rules.ts';
import { unprovided } from '../shared/unprovided.ts';

/** Data only (it survives JSON): the notice's effects are the flow's, given with `provide`. */
export interface NoticeContext {
  notice: Notice | null;
  /** Modals still to show, the current one first. */
  modals: NoticeModal[];
  link: string | null;
  /** The link was asked for (once per notice: asking is how the server records it as seen). */
  linkAsked: boolean;
}

export type NoticeEvent = { type: 'LOAD' } | { type: 'DISMISS' } | { type: 'OPEN_LINK' };

/** The last notice on sign-in (SPEC §4 "Notice"): notice or award modal, then onboarding. */
export const noticeMachine = setup({
  types: {
    context: {} as NoticeContext,
    events: {} as NoticeEvent,
  },
  // Supplied by the flow (`noticeEffects`): the last notice, and a notice's link.
  actors: {
    loadNotice: unprovided<Notice | null>('loadNotice'),
    loadLink: unprovided<string | null, { id: string }>('loadLink'),
  },
  guards: {
    hasModal: ({ context }) => context.modals.length > 0,
  },
}).createMachine({
  id: 'notice',
  context: {
    notice: null,
    modals: [],
    link: null,
    linkAsked: false,
  },
  // The last notice loads as soon as the flow starts; LOAD asks again later.
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadNotice',
        src: 'loadNotice',
        onDone: {
          target: 'deciding',
          actions: assign(({ event }) => ({
            notice: event.output,
            modals: noticeModals(event.output),
          })),
        },
        // A notice that cannot load is simply not shown.
        onError: 'done',
      },
    },
    deciding: {
      always: [{ guard: 'hasModal', target: 'showing' }, { target: 'done' }],
    },
    showing: {
      on: {
        DISMISS: {
          target: 'deciding',
          actions: assign({ modals: ({ context }) => context.modals.slice(1) }),
        },
        OPEN_LINK: {
          guard: ({ context }) => Boolean(context.notice?.id) && !context.linkAsked,
          target: 'loadingLink',
        },
      },
    },
    loadingLink: {
      entry: assign({ linkAsked: true }),
      // The member may close the modal before the link arrives.
      on: {
        DISMISS: {
          target: 'deciding',
          actions: assign({ modals: ({ context }) => context.modals.slice(1) }),
        },
      },
      invoke: {
        id: 'loadLink',
        src: 'loadLink',
        input: ({ context }) => ({ id: context.notice?.id ?? '' }),
        onDone: { target: 'showing', actions: assign({ link: ({ event }) => event.output }) },
        onError: 'showing',
      },
    },
    done: { on: { LOAD: 'loading' } },
  },
});

export type NoticeMachine = typeof noticeMachine;
