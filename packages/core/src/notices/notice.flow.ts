import { fromPromise } from 'xstate';
import type { FlowHost } from '../shared/flow-host.ts';
import { flow, type Flow } from '../shared/flow.ts';
import { noticeMachine } from './notice.machine.ts';
import type { Notice } from './notice.schema.ts';
import type { NoticesPort } from './notices.port.ts';

/** The notice machine's effects over the notices port. */
export function noticeEffects(notices: NoticesPort) {
  return {
    loadNotice: fromPromise<Notice | null>(({ signal }) => notices.last(signal)),
    loadLink: fromPromise<string | null, { id: string }>(({ input, signal }) =>
      notices.link(input.id, signal),
    ),
  };
}

/** The last notice on sign-in; it loads as soon as the flow starts. */
export function noticeFlow(club: FlowHost<{ notices: NoticesPort }>): Flow<typeof noticeMachine> {
  const { port, clock } = club.runtime;
  return flow(noticeMachine.provide({ actors: noticeEffects(port('notices')) }), {}, clock);
}
