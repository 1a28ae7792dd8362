import type { RedemptionsPort } from './redemptions.port.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { MemberHost } from '../profile/member.host.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { letterRequestForm, letterRequestFormMachine } from './letter-request.form.ts';
import { flow, type Flow } from '../shared/flow.ts';

/** The letter-data form of a letter campaign, prefilled with the member's name and e-mail. */
export function letterRequestFlow(
  club: FlowHost<{ redemptions: RedemptionsPort }> & Notifier & MemberHost,
  campaignId: string,
): Flow<typeof letterRequestFormMachine> {
  const { port, clock, member } = club.runtime;
  const user = member.getSnapshot().context.user;
  const name = [user?.name, user?.last_name].filter(Boolean).join(' ');
  return flow(
    letterRequestForm.withEffects({ redemptions: port('redemptions'), notify: club.notify }),
    {
      values: { name, document: '', number: '', email: user?.email ?? '', statement: false },
      deps: { campaignId },
    },
    clock,
  );
}
