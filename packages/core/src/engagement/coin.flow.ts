import type { EngagementPort } from './engagement.port.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { coinMachine } from './coin.machine.ts';
import { flow, type Flow } from '../shared/flow.ts';

export function coinFlow(
  club: FlowHost<{ engagement: EngagementPort }> & Notifier,
): Flow<typeof coinMachine> {
  const { port, clock } = club.runtime;
  return flow(coinMachine, { engagement: port('engagement'), notify: club.notify }, clock);
}
