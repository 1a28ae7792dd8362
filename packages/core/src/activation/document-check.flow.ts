import { documentCheckFormMachine } from './activation.forms.ts';
import type { ActivationActor } from './activation.steps.ts';
import type { CompanyConfigHost } from '../company/company-config.host.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { storeCredentials } from '../auth/generic-app.rules.ts';
import { flow, type Flow } from '../shared/flow.ts';

/** Ativar conta: the CPF checked and verified through `activation`; kept for /verificacao. */
export function documentCheckFlow(
  club: FlowHost & CompanyConfigHost,
  activation: ActivationActor,
): Flow<typeof documentCheckFormMachine> {
  const { storage, clock } = club.runtime;
  return flow(
    documentCheckFormMachine,
    {
      values: { document: '' },
      deps: {
        activation,
        company: club.companyConfig.getSnapshot().context.config?.slug ?? null,
        remember: (credentials) => storeCredentials(storage, credentials),
      },
    },
    clock,
  );
}
