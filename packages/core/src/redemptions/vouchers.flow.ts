import type { RedemptionsPort } from './redemptions.port.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { vouchersMachine } from './vouchers.machine.ts';
import { flow, type Flow } from '../shared/flow.ts';

export function vouchersFlow(
  club: FlowHost<{ redemptions: RedemptionsPort }> & Notifier,
): Flow<typeof vouchersMachine> {
  const { port, clock } = club.runtime;
  return flow(vouchersMachine, { redemptions: port('redemptions'), notify: club.notify }, clock);
}
