import type { Coin } from '@clube/core/engagement';
import { useTexts } from '../../i18n/feature-texts.ts';
import { useMessage } from '../../i18n/translate-message.ts';
import { OfflineNotice } from '../../offline/OfflineNotice.tsx';
import { Button } from '../../ui/Button.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import * as styles from './rewards.css.ts';
import { rewardsTexts } from './rewards.texts.ts';

export interface CoinCardProps {
  coin: Coin | null;
  /** The balance, formatted (the core's `formatPoints`). */
  balanceText: string | null;
  loading?: boolean;
  /** The coin failed to load: SPEC §8's coin message, with a retry. */
  failed?: boolean;
  /** It failed for want of a connection: the offline notice instead of the coin message. */
  offline?: boolean;
  onRetry?: () => void;
}

/** The coin's display name: its program name, or the plain word for points. */
export function useCoinName(coin: Coin | null): string {
  const t = useTexts(rewardsTexts);
  return coin?.program_name || t('coin.fallbackName');
}

/**
 * The company coin (SPEC §3 Coin): its program's image and name and the member's balance; while
 * it loads, a placeholder of the same size; when it fails, SPEC §8's coin message and a retry.
 */
export function CoinCard({
  coin,
  balanceText,
  loading = false,
  failed = false,
  offline = false,
  onRetry,
}: CoinCardProps) {
  const t = useTexts(rewardsTexts);
  const say = useMessage();
  const name = useCoinName(coin);
  if (failed) {
    return (
      <div className={styles.coinFailure} data-testid="coin">
        {offline ? (
          <OfflineNotice />
        ) : (
          <p className={styles.coinFailureText}>{say('engagement.coinFailed')}</p>
        )}
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {t('coin.retry')}
          </Button>
        ) : null}
      </div>
    );
  }
  if (!coin || balanceText === null) {
    return (
      <div className={styles.coin} aria-busy={loading} data-testid="coin">
        <Skeleton variant="box" width={styles.COIN_IMAGE_PX} height={styles.COIN_IMAGE_PX} />
        <span className={styles.coinText}>
          <span className={styles.visuallyHidden}>{t('coin.loading')}</span>
          <Skeleton width="8rem" />
          <Skeleton width="5rem" />
        </span>
      </div>
    );
  }
  return (
    <section className={styles.coin} aria-label={t('coin.label')} data-testid="coin">
      {coin.program_image ? (
        <img
          className={styles.coinImage}
          src={coin.program_image}
          alt=""
          width={styles.COIN_IMAGE_PX}
          height={styles.COIN_IMAGE_PX}
        />
      ) : null}
      <span className={styles.coinText}>
        <span className={styles.coinLabel}>{t('coin.label')}</span>
        <span className={styles.coinAmount} data-testid="coin-balance">
          {t('coin.amount', { amount: balanceText, coin: name })}
        </span>
      </span>
    </section>
  );
}
