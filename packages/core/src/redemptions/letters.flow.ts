import type { Club } from '../club.ts';
import { lettersMachine } from './letters.machine.ts';
import { flow, type Flow } from '../shared/flow.ts';

export function lettersFlow(club: Club): Flow<typeof lettersMachine> {
  const { port, clock } = club.runtime;
  return flow(lettersMachine, { redemptions: port('redemptions'), notify: club.notify }, clock);
}
