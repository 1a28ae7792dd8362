import type { Club } from '../club.ts';
import { noticeMachine } from './notice.machine.ts';
import { flow, type Flow } from '../shared/flow.ts';

export function noticeFlow(club: Club): Flow<typeof noticeMachine> {
  return flow(noticeMachine, { notices: club.runtime.port('notices') }, club.runtime.clock);
}
