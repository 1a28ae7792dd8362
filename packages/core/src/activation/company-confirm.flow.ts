import { companyConfirmFormMachine } from './activation.forms.ts';
import { companyChoiceOf } from './verified-member.schema.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { readStoredCredentials, storeCredentials } from '../auth/generic-app.rules.ts';
import { flow, type Flow } from '../shared/flow.ts';

/** Confirmação de cadastro: the company chosen among the stored ones (the only one, chosen). */
export function companyConfirmFlow(club: FlowHost): Flow<typeof companyConfirmFormMachine> {
  const { storage, clock } = club.runtime;
  const stored = readStoredCredentials(storage);
  const companies = stored?.companies ?? [];
  const only = companies.length === 1 && companies[0] ? companyChoiceOf(companies[0]).slug : '';
  return flow(
    companyConfirmFormMachine,
    {
      values: { company: stored?.company ?? only },
      deps: {
        credentials: stored ?? { document: '' },
        remember: (credentials) => storeCredentials(storage, credentials),
      },
    },
    clock,
  );
}
