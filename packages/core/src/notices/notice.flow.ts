import type { NoticesPort } from './notices.port.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { noticeMachine } from './notice.machine.ts';
import { flow, type Flow } from '../shared/flow.ts';

export function noticeFlow(club: FlowHost<{ notices: NoticesPort }>): Flow<typeof noticeMachine> {
  return flow(noticeMachine, { notices: club.runtime.port('notices') }, club.runtime.clock);
}
