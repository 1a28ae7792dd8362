import type { Club } from '../club.ts';
import { flow, type Flow } from '../shared/flow.ts';
import { EMPTY_SUPPORT, supportFormMachine } from './support.form.ts';

/** Suporte: subject and message to the club's support. */
export function supportFlow(club: Club): Flow<typeof supportFormMachine> {
  const { port, clock } = club.runtime;
  return flow(
    supportFormMachine,
    { values: EMPTY_SUPPORT, deps: { support: port('support'), notify: club.notify } },
    clock,
  );
}
