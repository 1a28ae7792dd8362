import type { Club } from '../club.ts';
import { pharmacyCardFormMachine } from './pharmacy-card.form.ts';
import { flow, type Flow } from '../shared/flow.ts';

/** Cartão farmácia: activates the member's card, then reloads the member (its expiry). */
export function pharmacyCardFlow(club: Club): Flow<typeof pharmacyCardFormMachine> {
  const { port, clock, member } = club.runtime;
  return flow(
    pharmacyCardFormMachine,
    {
      values: {},
      deps: {
        pharmacy: port('pharmacy'),
        notify: club.notify,
        onActivated: () => member.send({ type: 'LOAD' }),
      },
    },
    clock,
  );
}
