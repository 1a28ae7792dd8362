import { signInFormMachine } from './sign-in.form.ts';
import type { SessionHost } from './session.host.ts';
import type { CompanyConfigHost } from '../company/company-config.host.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { checkRedirect, configRedirectOrigins } from '../shared/redirect.rules.ts';
import { flow, type Flow } from '../shared/flow.ts';

export function signInFlow(
  club: FlowHost & SessionHost & CompanyConfigHost,
): Flow<typeof signInFormMachine> {
  const slug = club.companyConfig.getSnapshot().context.config?.slug ?? null;
  return flow(
    signInFormMachine,
    {
      values: { document: '', password: '' },
      deps: {
        session: club.session,
        company: slug,
        negativeFeedback: () =>
          club.companyConfig.getSnapshot().context.config?.sign_in?.negativeFeedback ?? null,
        redirectAllowed: (url: string) =>
          checkRedirect(url, {
            origins: configRedirectOrigins(club.companyConfig.getSnapshot().context.config),
          }) !== null,
      },
    },
    club.runtime.clock,
  );
}
