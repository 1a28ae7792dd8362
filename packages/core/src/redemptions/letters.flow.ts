import type { RedemptionsPort } from './redemptions.port.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { lettersMachine } from './letters.machine.ts';
import { flow, type Flow } from '../shared/flow.ts';

export function lettersFlow(
  club: FlowHost<{ redemptions: RedemptionsPort }> & Notifier,
): Flow<typeof lettersMachine> {
  const { port, clock } = club.runtime;
  return flow(lettersMachine, { redemptions: port('redemptions'), notify: club.notify }, clock);
}
