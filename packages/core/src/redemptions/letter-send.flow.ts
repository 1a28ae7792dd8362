import type { RedemptionsPort } from './redemptions.port.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { letterSendForm, letterSendFormMachine } from './letter-send.form.ts';
import { flow, type Flow } from '../shared/flow.ts';

/** Sends one letter by e-mail, to `email` unless the member types another address. */
export function letterSendFlow(
  club: FlowHost<{ redemptions: RedemptionsPort }>,
  letterId: string,
  email = '',
): Flow<typeof letterSendFormMachine> {
  const { port, clock } = club.runtime;
  return flow(
    letterSendForm.withEffects({ redemptions: port('redemptions') }),
    { values: { email }, deps: { letterId } },
    clock,
  );
}
