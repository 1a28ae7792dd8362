import type { Message } from '@clube/core';
import type { ActivationCode } from '@clube/core/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCompanyConfig } from '../../runtime/club-selectors.ts';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { useMessage } from '../../i18n/translate-message.ts';
import { button } from '../../ui/button.css.ts';
import { activationTexts } from './activation.texts.ts';
import * as styles from './activation.css.ts';
import * as page from '../../layout/public-page.css.ts';

/** The codes whose way forward is the club's support (or the company's HR through it). */
const ASK_FOR_HELP: readonly ActivationCode[] = [2, 4, 12];

/**
 * A refused activation step (SPEC §8): the catalogue's message, what to do next for its code
 * (1, 2, 3, 4, 12, or the 404 default) and the way there — Entrar and Esqueci minha senha
 * for an account already active, the club's support for the ones only a person can solve.
 */
export function ActivationOutcome({
  code,
  message,
  next,
  children,
}: {
  code: ActivationCode | null;
  message: Message;
  /** Overrides what to do next (an expired invitation). */
  next?: string;
  /** Further ways forward (a retry). */
  children?: ReactNode;
}) {
  const t = useTexts(activationTexts);
  const say = useMessage();
  const config = useCompanyConfig();
  const known = code ?? 404;
  const support = config?.support_link ?? (config?.email ? `mailto:${config.email}` : null);
  return (
    <div className={styles.outcome} role="alert">
      <p className={styles.outcomeTitle}>{say(message)}</p>
      <p className={styles.outcomeText}>{next ?? t(`next.${known}`)}</p>
      {known === 3 ? (
        <div className={styles.actions}>
          <Link className={`${button({ size: 'md' })} ${page.buttonLink}`} to={href(routes.signIn)}>
            {t('actions.signIn')}
          </Link>
          <Link className={styles.textLink} to={href(routes.forgotPassword)}>
            {t('actions.forgotPassword')}
          </Link>
        </div>
      ) : null}
      {ASK_FOR_HELP.includes(known) && support ? (
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
