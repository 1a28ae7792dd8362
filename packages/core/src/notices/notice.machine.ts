import { assign, fromPromise, setup } from 'xstate';
import type { Notice } from './notice.schema.ts';
import { noticeModals, type NoticeModal } from './notice.rules.ts';
import type { NoticesPort } from './notices.port.ts';

export interface NoticeContext {
  notices: NoticesPort;
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
    input: {} as { notices: NoticesPort },
  },
  actors: {
    loadNotice: fromPromise<Notice | null, NoticesPort>(({ input }) => input.last()),
    loadLink: fromPromise<string | null, { notices: NoticesPort; id: string }>(({ input }) =>
      input.notices.link(input.id),
    ),
  },
  guards: {
    hasModal: ({ context }) => context.modals.length > 0,
  },
}).createMachine({
  id: 'notice',
  context: ({ input }) => ({
    notices: input.notices,
    notice: null,
    modals: [],
    link: null,
    linkAsked: false,
  }),
  // The last notice loads as soon as the flow starts; LOAD asks again later.
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadNotice',
        src: 'loadNotice',
        input: ({ context }) => context.notices,
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
        input: ({ context }) => ({ notices: context.notices, id: context.notice?.id ?? '' }),
        onDone: { target: 'showing', actions: assign({ link: ({ event }) => event.output }) },
        onError: 'showing',
      },
    },
    done: { on: { LOAD: 'loading' } },
  },
});

export type NoticeMachine = typeof noticeMachine;
