import { type LikeItem, likeMachine } from './like.machine.ts';
import type { CampaignsPort } from './campaigns.port.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { flow, type Flow } from '../shared/flow.ts';

export function likeFlow(
  club: FlowHost<{ campaigns: CampaignsPort }> & Notifier,
  item: LikeItem,
): Flow<typeof likeMachine> {
  const { port, clock } = club.runtime;
  return flow(likeMachine, { campaigns: port('campaigns'), item, notify: club.notify }, clock);
}
