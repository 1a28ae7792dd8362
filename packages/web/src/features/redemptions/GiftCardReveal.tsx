import { connectGiftCard, giftCardFlow, type GiftCardMachine } from '@clube/core/redemptions';
import type { LoadEvent } from '@clube/core/shared';
import { useCallback, useId, useSyncExternalStore } from 'react';
import type { SnapshotFrom } from 'xstate';
import { connectivity } from '../../offline/connectivity.ts';
import { useClub } from '../../runtime/club-context.tsx';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { Button } from '../../ui/Button.tsx';
import { CodeRow, KeptNotice } from './RedemptionParts.tsx';
import { redemptionsTexts } from './redemptions.texts.ts';
import * as styles from './redemptions.css.ts';

/** The gift card's code and password, asked for only when the member wants to see them. */
export function GiftCardReveal({
  transactionId,
  describedBy,
}: {
  transactionId: string;
  /** The purchase's heading, so that the button says which card it shows. */
  describedBy: string;
}) {
  const club = useClub();
  const t = useTexts(redemptionsTexts);
  const reasonId = useId();
  const online = useSyncExternalStore(
    connectivity.subscribe,
    connectivity.getSnapshot,
    connectivity.getServerSnapshot,
  );
  const connect = useCallback(
    (snapshot: SnapshotFrom<GiftCardMachine>, send: (event: LoadEvent) => void) =>
      connectGiftCard(snapshot, send, online),
    [online],
  );
  const card = useFlowApi(
    useFlow(() => giftCardFlow(club, transactionId)),
    connect,
  );
  if (card.card) {
    return (
      <div className={styles.list} aria-label={t('purchases.giftCard')} role="group">
        {card.keptAt ? <KeptNotice what={t('offline.keptGiftCard')} readAt={card.keptAt} /> : null}
        {card.card.gift_card_code ? (
          <CodeRow code={card.card.gift_card_code} label={t('purchases.giftCardCode')} />
        ) : null}
        {card.card.gift_card_password ? (
          <CodeRow
            code={card.card.gift_card_password}
            label={t('purchases.giftCardPassword')}
            copyLabel={t('common.copyPassword')}
            copiedAnnouncement={t('common.passwordCopied')}
          />
        ) : null}
      </div>
    );
  }
  if (card.error) {
    return (
      <div className={styles.failure}>
        <p role="alert">{t('purchases.giftCardFailed')}</p>
        <Button variant="secondary" size="sm" onClick={card.retry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.reveal}>
      <Button
        size="sm"
        loading={card.loading}
        onClick={card.reveal}
        disabled={card.revealBlocked === 'offline'}
        aria-describedby={
          card.revealBlocked === 'offline' ? `${describedBy} ${reasonId}` : describedBy
        }
      >
        {t('purchases.revealGiftCard')}
      </Button>
      {card.revealBlocked === 'offline' ? (
        <span className={styles.blockedReason} id={reasonId}>
          {t('offline.revealNeedsNetwork')}
        </span>
      ) : null}
    </div>
  );
}
