import type { PharmacyPort } from './pharmacy.port.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { MemberHost } from '../profile/member.host.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { pharmacyCardForm, pharmacyCardFormMachine } from './pharmacy-card.form.ts';
import { flow, type Flow } from '../shared/flow.ts';

/** Cartão farmácia: activates the member's card, then reloads the member (its expiry). */
export function pharmacyCardFlow(
  club: FlowHost<{ pharmacy: PharmacyPort }> & Notifier & MemberHost,
): Flow<typeof pharmacyCardFormMachine> {
  const { port, clock, member } = club.runtime;
  return flow(
    pharmacyCardForm.withEffects({
      pharmacy: port('pharmacy'),
      notify: club.notify,
      onActivated: () => member.send({ type: 'LOAD' }),
    }),
    { values: {}, deps: {} },
    clock,
  );
}
