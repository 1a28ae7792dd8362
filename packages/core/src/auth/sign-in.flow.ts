import { signInFormMachine } from './sign-in.form.ts';
import type { Club } from '../club.ts';
import { checkRedirect, configRedirectOrigins } from '../navigation/redirect.rules.ts';
import { flow, type Flow } from '../shared/flow.ts';

export function signInFlow(club: Club): Flow<typeof signInFormMachine> {
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
