import type { ActivationOutcomeView } from '@clube/core/activation';
import type { ReactNode } from 'react';
import { Link } from '../../router/index.ts';
import { checkedUrl } from '../../runtime/checked-url.ts';
import { useCompanyConfig } from '../../runtime/club-selectors.ts';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { useMessage } from '../../i18n/translate-message.ts';
import { button } from '../../ui/button.css.ts';
import { activationTexts } from './activation.texts.ts';
import * as styles from './activation.css.ts';
import * as page from '../../layout/public-page.css.ts';

/**
 * A refused activation step (SPEC §8) as the core words it: the catalogue's message, what to
 * do next, and the way there — Entrar and Esqueci minha senha for an account already active,
 * the club's support for what only a person can solve. The support link passes the one URL
 * check (`checkedUrl`) like every other config link; without one, the company's e-mail.
 */
export function ActivationOutcome({
  outcome,
  children,
}: {
  outcome: ActivationOutcomeView;
  /** Further ways forward (a retry). */
  children?: ReactNode;
}) {
  const t = useTexts(activationTexts);
  const say = useMessage();
  const config = useCompanyConfig();
  const checkedLink = config?.support_link ? checkedUrl(config.support_link, config) : null;
  const support = checkedLink ?? (config?.email ? `mailto:${config.email}` : null);
  return (
    <div className={styles.outcome} role="alert">
      <p className={styles.outcomeTitle}>{say(outcome.message)}</p>
      <p className={styles.outcomeText}>{t(`next.${outcome.next}`)}</p>
      {outcome.offersSignIn ? (
        <div className={styles.actions}>
          <Link className={`${button({ size: 'md' })} ${page.buttonLink}`} to={href(routes.signIn)}>
            {t('actions.signIn')}
          </Link>
          <Link className={styles.textLink} to={href(routes.forgotPassword)}>
            {t('actions.forgotPassword')}
          </Link>
        </div>
      ) : null}
      {outcome.asksForHelp && support ? (
        <div className={styles.actions}>
          <a className={styles.textLink} href={support} target="_blank" rel="noopener noreferrer">
            {t('actions.support')}
            <span className={styles.hiddenNote}> {t('actions.supportOpens')}</span>
          </a>
        </div>
      ) : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </div>
  );
}
