import type { MemberAccountPort } from './member-account.port.ts';
import type { PostalCodePort } from '../location/postal-code.port.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { MemberHost } from './member.host.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { profileEditForm, profileEditFormMachine, profileValuesOf } from './profile-edit.form.ts';
import { flow, type Flow } from '../shared/flow.ts';
import { isoDayInSaoPaulo } from '../shared/masks.rules.ts';

/** Editing the member's own data, starting from the member as loaded now. */
export function profileEditFlow(
  club: FlowHost<{ memberAccount: MemberAccountPort; postalCode: PostalCodePort }> &
    Notifier &
    MemberHost,
): Flow<typeof profileEditFormMachine> {
  const { port, clock, member, now } = club.runtime;
  const original = profileValuesOf(member.getSnapshot().context.user);
  return flow(
    profileEditForm.withEffects({
      account: port('memberAccount'),
      postalCode: port('postalCode'),
      notify: club.notify,
      onSaved: () => member.send({ type: 'LOAD' }),
    }),
    { values: original, deps: { original, today: isoDayInSaoPaulo(now()) } },
    clock,
  );
}
