import { activationMachine } from './activation.machine.ts';
import type { ActivationCredentials } from './activation.port.ts';
import type { ActivationPort } from './activation.port.ts';
import type { TokenHost } from '../auth/session.host.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { flow, type Flow } from '../shared/flow.ts';

/**
 * Account activation (check, verify, activate); given credentials, it checks and verifies
 * them as soon as it starts (the activation form does, with `storedActivation`).
 */
export function activationFlow(
  club: FlowHost<{ activation: ActivationPort }> & TokenHost,
  credentials?: ActivationCredentials | null,
): Flow<typeof activationMachine> {
  const { port, clock, onToken } = club.runtime;
  return flow(
    activationMachine,
    { activation: port('activation'), onToken, ...(credentials ? { credentials } : {}) },
    clock,
  );
}
