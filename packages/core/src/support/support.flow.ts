import type { SupportPort } from './support.port.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { flow, type Flow } from '../shared/flow.ts';
import { EMPTY_SUPPORT, supportForm, supportFormMachine } from './support.form.ts';

/** Suporte: subject and message to the club's support. */
export function supportFlow(
  club: FlowHost<{ support: SupportPort }> & Notifier,
): Flow<typeof supportFormMachine> {
  const { port, clock } = club.runtime;
  return flow(
    supportForm.withEffects({ support: port('support'), notify: club.notify }),
    { values: EMPTY_SUPPORT, deps: {} },
    clock,
  );
}
