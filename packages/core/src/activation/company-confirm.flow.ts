import { companyConfirmFormMachine } from './activation.forms.ts';
import { companyChoiceOf } from './verified-member.schema.ts';
import type { Club } from '../club.ts';
import { readStoredCredentials, storeCredentials } from '../navigation/generic-app.rules.ts';
import { flow, type Flow } from '../shared/flow.ts';

/** Confirmação de cadastro: the company chosen among the stored ones (the only one, chosen). */
export function companyConfirmFlow(club: Club): Flow<typeof companyConfirmFormMachine> {
  const { ports, clock } = club.runtime;
  const stored = readStoredCredentials(ports.storage);
  const companies = stored?.companies ?? [];
  const only = companies.length === 1 && companies[0] ? companyChoiceOf(companies[0]).slug : '';
  return flow(
    companyConfirmFormMachine,
    {
      values: { company: stored?.company ?? only },
      deps: {
        credentials: stored ?? { document: '' },
        remember: (credentials) => storeCredentials(ports.storage, credentials),
      },
    },
    clock,
  );
}
