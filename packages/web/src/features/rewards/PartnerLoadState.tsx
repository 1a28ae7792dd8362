import type { LoadApi } from '@clube/core/shared';
import { Link } from '../../router/index.ts';
import { OfflineNotice } from '../../offline/OfflineNotice.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import * as styles from './rewards.css.ts';

/** The words of one screen: each feature keeps its own texts. */
export interface PartnerLoadTexts {
  loading: string;
  notFoundTitle: string;
  notFoundText: string;
  back: string;
  failed: string;
  retry: string;
}

export interface PartnerLoadStateProps {
  load: Pick<LoadApi<unknown>, 'loading' | 'error' | 'offline' | 'retry'>;
  texts: PartnerLoadTexts;
  /** Where "back" leads from a partner that does not exist: the screen's list. */
  backTo: string;
}

/** Whether a partner's load ended in the API's 404: the slug names no partner of this club. */
export function isPartnerNotFound(load: Pick<LoadApi<unknown>, 'error'>): boolean {
  return load.error?.kind === 'server' && load.error.status === 404;
}

/**
 * Everything a partner detail (awards, rewards) shows before its partner: the header's
 * skeleton while it loads, "not found" with the way back, or the failure with a retry.
 */
export function PartnerLoadState({ load, texts, backTo }: PartnerLoadStateProps) {
  if (load.loading) {
    return (
      <div className={styles.partnerHeader} aria-busy="true">
        <Skeleton variant="box" width={styles.PARTNER_LOGO_PX} height={styles.PARTNER_LOGO_PX} />
        <span className={styles.cardText}>
          <span className={styles.visuallyHidden}>{texts.loading}</span>
          <Skeleton width="40%" />
          <Skeleton lines={2} />
        </span>
      </div>
    );
  }
  if (isPartnerNotFound(load)) {
    return (
      <EmptyState
        character="sad"
        title={texts.notFoundTitle}
        description={texts.notFoundText}
        action={
          <Link className={styles.linkButton} to={backTo}>
            {texts.back}
          </Link>
        }
      />
    );
  }
  if (load.error) {
    return (
      <div className={styles.failure}>
        {load.offline ? (
          <OfflineNotice />
        ) : (
          <p role="alert" className={styles.failureText}>
            {texts.failed}
          </p>
        )}
        <Button variant="secondary" onClick={load.retry}>
          {texts.retry}
        </Button>
      </div>
    );
  }
  return null;
}
