import type { Club } from '../club.ts';
import { profileEditFormMachine, profileValuesOf } from './profile-edit.form.ts';
import { flow, type Flow } from '../shared/flow.ts';
import { isoDayInSaoPaulo } from '../shared/masks.rules.ts';

/** Editing the member's own data, starting from the member as loaded now. */
export function profileEditFlow(club: Club): Flow<typeof profileEditFormMachine> {
  const { port, clock, member, ports } = club.runtime;
  const original = profileValuesOf(member.getSnapshot().context.user);
  return flow(
    profileEditFormMachine,
    {
      values: original,
      deps: {
        account: port('memberAccount'),
        postalCode: port('postalCode'),
        original,
        today: isoDayInSaoPaulo(ports.clock.now()),
        notify: club.notify,
        onSaved: () => member.send({ type: 'LOAD' }),
      },
    },
    clock,
  );
}
