import { fromCallback, type Subscription } from 'xstate';
import type { CompanyConfigHost } from '../company/company-config.host.ts';
import type { CompanyConfig } from '../company/company-config.schema.ts';
import { configRedirectOrigins } from '../shared/redirect.rules.ts';
import type { SessionHost } from './session.host.ts';
import { signInResultOf } from './sign-in-result.ts';
import type { SignInFromClub, SignInToClub } from './sign-in.machine.ts';

const configEvent = (config: CompanyConfig | null): SignInFromClub => ({
  type: 'CLUB.CONFIG',
  negativeFeedback: config?.sign_in?.negativeFeedback ?? null,
  redirectOrigins: configRedirectOrigins(config),
});

/**
 * The sign-in task's effect: the club's session and company config as events. A SIGN_IN goes
 * to the session, and the session's next settled state comes back as how the sign-in ended;
 * the config comes at start and on every change (it may arrive after the form opened).
 */
export function signInEffects(club: SessionHost & CompanyConfigHost) {
  return {
    club: fromCallback<SignInToClub>(({ receive, sendBack }) => {
      sendBack(configEvent(club.companyConfig.getSnapshot().context.config));
      const config = club.companyConfig.subscribe((snapshot) =>
        sendBack(configEvent(snapshot.context.config)),
      );
      let watching: Subscription | null = null;
      receive((event) => {
        watching?.unsubscribe();
        let started = false;
        watching = club.session.subscribe((snapshot) => {
          if (snapshot.matches('signingIn')) {
            started = true;
            return;
          }
          if (!started) return;
          watching?.unsubscribe();
          watching = null;
          sendBack({ type: 'CLUB.SIGN_IN_ENDED', result: signInResultOf(snapshot) });
        });
        club.session.send({ type: 'SIGN_IN', request: event.request });
      });
      return () => {
        config.unsubscribe();
        watching?.unsubscribe();
      };
    }),
  };
}
