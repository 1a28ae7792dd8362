import { useEffect } from 'react';
import { useTexts } from '../i18n/feature-texts.ts';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { offlineTexts } from './offline.texts.ts';
import * as styles from './app-prompts.css.ts';

/**
 * What a screen that could not load for want of a connection shows (its code never reached the
 * device, on a visit before the service worker took over): no connection, not a fault of the
 * club, with a retry; the page loads again by itself once the browser is back online (it held
 * nothing the member typed: it never opened).
 */
export function OfflineScreen() {
  const t = useTexts(offlineTexts);
  useEffect(() => {
    const reload = () => window.location.reload();
    window.addEventListener('online', reload, { once: true });
    return () => window.removeEventListener('online', reload);
  }, []);
  return (
    <div className={styles.offlineScreen} role="alert">
      <Card padding="none">
        <EmptyState
          character="searching"
          headingLevel={2}
          title={t('screenTitle')}
          description={t('screenText')}
          action={
            <Button variant="secondary" onClick={() => window.location.reload()}>
              {t('retry')}
            </Button>
          }
        />
      </Card>
    </div>
  );
}
