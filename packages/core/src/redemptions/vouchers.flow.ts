import type { Club } from '../club.ts';
import { vouchersMachine } from './vouchers.machine.ts';
import { flow, type Flow } from '../shared/flow.ts';

export function vouchersFlow(club: Club): Flow<typeof vouchersMachine> {
  const { port, clock } = club.runtime;
  return flow(vouchersMachine, { redemptions: port('redemptions'), notify: club.notify }, clock);
}
