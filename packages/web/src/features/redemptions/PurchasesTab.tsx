import {
  connectGiftCard,
  connectPurchases,
  giftCardFlow,
  transactionsFlow,
  type GiftCardMachine,
  type PurchaseView,
  type Transaction,
} from '@clube/core/redemptions';
import type { PagingEvent } from '@clube/core/paging';
import type { LoadEvent } from '@clube/core/shared';
import { useCallback, useId, useState, useSyncExternalStore } from 'react';
import type { SnapshotFrom } from 'xstate';
import { connectivity } from '../../offline/connectivity.ts';
import { useClub } from '../../runtime/club-context.tsx';
import { useCachedFlow, useRestoredScroll } from '../../runtime/flow-cache.tsx';
import { TabPanel } from '../../layout/RouteTabs.tsx';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { Button } from '../../ui/Button.tsx';
import { PagedList } from '../../ui/PagedList.tsx';
import { SafeHtml } from '../../ui/SafeHtml.tsx';
import { CardHeader, CodeRow, ExpiryNote, KeptNotice, SeeOffers } from './RedemptionParts.tsx';
import { redemptionsTexts } from './redemptions.texts.ts';
import * as styles from './redemptions.css.ts';

const LIST_KEY = 'redemptions/purchases';

/** Compras: the member's transactions, 9 a page, newest first (SPEC §2, §7 transactions). */
export default function PurchasesTab() {
  const club = useClub();
  const t = useTexts(redemptionsTexts);
  const actor = useCachedFlow(LIST_KEY, () => transactionsFlow(club));
  // Expiries count from when Compras was first shown, on the club's clock.
  const [shownAt] = useState(() => club.runtime.now());
  const connect = useCallback(
    (snapshot: SnapshotFrom<typeof actor>, send: (event: PagingEvent<object>) => void) =>
      connectPurchases(snapshot, send, shownAt),
    [shownAt],
  );
  const purchases = useFlowApi(actor, connect);
  const list = purchases.list;
  useRestoredScroll(LIST_KEY, !list.loading);
  return (
    <div className={styles.panel}>
      <TabPanel titleKey="routes.redemptionsPurchases">
        <PagedList
          list={list}
          label={t('purchases.label')}
          empty={{
            character: 'sad',
            title: t('purchases.emptyTitle'),
            text: t('purchases.emptyText'),
            action: <SeeOffers />,
          }}
          headingLevel={3}
          minItemWidth={320}
          estimateItemHeight={260}
          renderItem={(transaction: Transaction) => (
            <PurchaseCard purchase={purchases.view(transaction)} />
          )}
        />
      </TabPanel>
    </div>
  );
}

function PurchaseCard({ purchase }: { purchase: PurchaseView }) {
  const t = useTexts(redemptionsTexts);
  const { transaction, type, status, amount, codes, boughtOn, giftCardId } = purchase;
  const partner = transaction.campaign?.partner;
  // Every kind reads in the member's words; a kind the club does not know is a purchase.
  const typeLabel = t([`purchases.types.${type}`, 'purchases.types.other']);
  const statusLabel = t(`purchases.statuses.${status}`, { defaultValue: status });
  return (
    <article className={styles.card} aria-labelledby={`purchase-${transaction.id}`}>
      <CardHeader logo={partner?.logo} partner={partner?.name}>
        <h3 className={styles.title} id={`purchase-${transaction.id}`}>
          {typeLabel}
        </h3>
      </CardHeader>
      <p className={styles.amount}>
        {'points' in amount ? t('purchases.points', { points: amount.points }) : amount.money}
      </p>
      <div className={styles.badges}>
        {statusLabel ? (
          <span className={status === 'cancelled' ? styles.badgeDanger : styles.badge}>
            {statusLabel}
          </span>
        ) : null}
      </div>
      <p className={styles.meta}>
        {transaction.transaction_id ? (
          <span>{t('purchases.order', { id: transaction.transaction_id })}</span>
        ) : null}
        {boughtOn ? <span>{t('purchases.boughtOn', { date: boughtOn })}</span> : null}
        {transaction.quantity ? (
          <span>{t('purchases.quantity', { count: transaction.quantity })}</span>
        ) : null}
      </p>
      {codes.length > 0 ? (
        <ul className={styles.list} aria-label={t('purchases.codes')}>
          {codes.map((code) => (
            <li key={code.id}>
              <CodeRow code={code.code} label={t('common.code')} />
              <ExpiryNote expiry={code.expiry} />
            </li>
          ))}
        </ul>
      ) : null}
      {giftCardId ? (
        <GiftCardReveal transactionId={giftCardId} describedBy={`purchase-${transaction.id}`} />
      ) : null}
      {transaction.campaign?.howtouse ? (
        <details className={styles.details}>
          <summary>{t('purchases.howToUse')}</summary>
          <SafeHtml html={transaction.campaign.howtouse} />
        </details>
      ) : null}
    </article>
  );
}

/** The gift card's code and password, asked for only when the member wants to see them. */
function GiftCardReveal({
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
  const card = useFlowApi(useFlow(giftCardFlow(club, transactionId)), connect);
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
