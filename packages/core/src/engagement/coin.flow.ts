import type { Club } from '../club.ts';
import { coinMachine } from './coin.machine.ts';
import { flow, type Flow } from '../shared/flow.ts';

export function coinFlow(club: Club): Flow<typeof coinMachine> {
  const { port, clock } = club.runtime;
  return flow(coinMachine, { engagement: port('engagement'), notify: club.notify }, clock);
}
