import { documentCheckFormMachine } from './activation.forms.ts';
import type { ActivationActor } from './activation.steps.ts';
import type { Club } from '../club.ts';
import { storeCredentials } from '../navigation/generic-app.rules.ts';
import { flow, type Flow } from '../shared/flow.ts';

/** Ativar conta: the CPF checked and verified through `activation`; kept for /verificacao. */
export function documentCheckFlow(
  club: Club,
  activation: ActivationActor,
): Flow<typeof documentCheckFormMachine> {
  const { ports, clock } = club.runtime;
  return flow(
    documentCheckFormMachine,
    {
      values: { document: '' },
      deps: {
        activation,
        company: club.companyConfig.getSnapshot().context.config?.slug ?? null,
        remember: (credentials) => storeCredentials(ports.storage, credentials),
      },
    },
    clock,
  );
}
