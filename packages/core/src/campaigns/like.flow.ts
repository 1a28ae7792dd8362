import { type LikeItem, likeMachine } from './like.machine.ts';
import type { Club } from '../club.ts';
import { flow, type Flow } from '../shared/flow.ts';

export function likeFlow(club: Club, item: LikeItem): Flow<typeof likeMachine> {
  const { port, clock } = club.runtime;
  return flow(likeMachine, { campaigns: port('campaigns'), item, notify: club.notify }, clock);
}
