import { useEffect } from 'react';
import { useTexts } from '../i18n/feature-texts.ts';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import * as styles from './offline-screen.css.ts';
import { offlineScreenTexts } from './offline-screen.texts.ts';

/**
 * What a screen that could not load for want of a connection shows (its code never reached the
 * device, on a visit before the service worker took over): no connection, not a fault of the
 * club, with a retry; the page loads again by itself once the browser is back online (it held
 * nothing the member typed: it never opened).
 */
export function OfflineScreen() {
  const t = useTexts(offlineScreenTexts);
  useEffect(() => {
    const reload = () => window.location.reload();
    window.addEventListener('online', reload, { once: true });
    return () => window.removeEventListener('online', reload);
  }, []);
  return (
    <div className={styles.screen} role="alert">
      <Card padding="none" className={styles.panel}>
        <EmptyState
          character="searching"
          headingLevel={2}
          title={t('title')}
          description={t('text')}
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
