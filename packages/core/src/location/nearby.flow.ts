import type { Club } from '../club.ts';
import { nearbyMachine } from './nearby.machine.ts';
import { flow, type Flow } from '../shared/flow.ts';

/** Próximos a você: the member's position, then the partners near it. */
export function nearbyFlow(club: Club): Flow<typeof nearbyMachine> {
  const { port, clock } = club.runtime;
  return flow(
    nearbyMachine,
    { geolocation: port('geolocation'), campaigns: port('campaigns') },
    clock,
  );
}
