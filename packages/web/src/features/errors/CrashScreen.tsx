import { Link } from '../../router/index.ts';
import { href } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { useMessage } from '../../i18n/translate-message.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { button } from '../../ui/button.css.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import * as styles from './error.css.ts';
import { errorTexts } from './error.texts.ts';

/**
 * What a screen that broke shows instead of a blank page: SPEC §8's global message
 * ('Ocorreu um problema…') and the ways back — Home, or the same page loaded afresh.
 * It needs nothing from the club (the club may be what broke).
 */
export function CrashScreen() {
  const t = useTexts(errorTexts);
  const say = useMessage();
  return (
    <div className={styles.crash} role="alert">
      <Card padding="none" className={styles.panel}>
        <EmptyState
          character="disappointed"
          headingLevel={2}
          title={t('title')}
          description={say('errors.global')}
          action={
            <div className={styles.actions}>
              <Link className={button()} to={href(routes.home)}>
                {t('home')}
              </Link>
              <Button variant="secondary" onClick={() => window.location.reload()}>
                {t('reload')}
              </Button>
            </div>
          }
        />
      </Card>
    </div>
  );
}
