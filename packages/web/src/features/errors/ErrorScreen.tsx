import { useLocation, useNavigate, Link } from '../../router/index.ts';
import { checkedUrl } from '../../runtime/checked-url.ts';
import { useCompanyConfig } from '../../runtime/club-selectors.ts';
import type { GuardNotice } from '../../runtime/guard-notice.ts';
import { RoutePage } from '../../layout/RoutePage.tsx';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { useMessage } from '../../i18n/translate-message.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { button } from '../../ui/button.css.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { SUPPORT_ANCHOR } from '../../runtime/support-anchor.ts';
import * as styles from './error.css.ts';
import { errorTexts } from './error.texts.ts';

/**
 * /erro (SPEC §2: where the login entry sends an error): what went wrong — the message the
 * sender passed, else SPEC §8's 'Ocorreu um problema…' — and the ways back: Home, the
 * previous page when there is one, and the support (the company's own help centre, or the
 * support request of Meu perfil).
 */
export default function ErrorScreen() {
  const t = useTexts(errorTexts);
  const say = useMessage();
  const config = useCompanyConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as GuardNotice | null)?.message;
  const helpCenter = config?.support_link ? checkedUrl(config.support_link, config) : null;
  // A page opened straight at /erro (the login entry replaces itself) has nothing to go back to.
  const canGoBack = location.key !== 'default';
  return (
    <RoutePage titleKey="routes.error">
      <Card padding="none" className={styles.panel}>
        <EmptyState
          character="disappointed"
          title={t('title')}
          description={say(notice ?? 'errors.global')}
          action={
            <div className={styles.actions}>
              <Link className={button()} to={href(routes.home)}>
                {t('home')}
              </Link>
              {canGoBack ? (
                <Button variant="secondary" onClick={() => void navigate(-1)}>
                  {t('back')}
                </Button>
              ) : null}
              {helpCenter ? (
                <a
                  className={button({ variant: 'ghost' })}
                  href={helpCenter}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('support')} <span className={styles.visuallyHidden}>{t('newTab')}</span>
                </a>
              ) : (
                <Link
                  className={button({ variant: 'ghost' })}
                  to={{ pathname: href(routes.profile), hash: SUPPORT_ANCHOR }}
                >
                  {t('support')}
                </Link>
              )}
            </div>
          }
        />
      </Card>
    </RoutePage>
  );
}
