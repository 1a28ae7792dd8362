import { connectPagedList } from '@clube/core/paging';
import {
  connectPurchases,
  purchasesFlow,
  type PurchaseListActor,
  type PurchasesApi,
  type PurchaseView,
  type Transaction,
} from '@clube/core/redemptions';
import { useClub } from '../../runtime/club-context.tsx';
import { useCachedFlow, useRestoredScroll } from '../../runtime/flow-cache.tsx';
import { TabPanel } from '../../layout/RouteTabs.tsx';
import { useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { PagedList } from '../../ui/PagedList.tsx';
import { SafeHtml } from '../../ui/SafeHtml.tsx';
import { GiftCardReveal } from './GiftCardReveal.tsx';
import { CardHeader, CodeRow, ExpiryNote, KeptNotice, SeeOffers } from './RedemptionParts.tsx';
import { redemptionsTexts } from './redemptions.texts.ts';
import * as styles from './redemptions.css.ts';

const FLOW_KEY = 'redemptions/purchases';

/**
 * Compras: the member's transactions, 9 a page, newest first (SPEC §2, §7 transactions).
 * Without a connection, the purchases kept on the device, with when they were read.
 */
export default function PurchasesTab() {
  const club = useClub();
  const t = useTexts(redemptionsTexts);
  const actor = useCachedFlow(FLOW_KEY, () => purchasesFlow(club));
  const purchases = useFlowApi(actor, connectPurchases);
  return (
    <div className={styles.panel}>
      <TabPanel titleKey="routes.redemptionsPurchases">
        {purchases.kept ? (
          <>
            <KeptNotice what={t('offline.keptPurchases')} readAt={purchases.kept.readAt} />
            <ul className={styles.keptGrid} aria-label={t('purchases.label')}>
              {purchases.kept.items.map((transaction) => (
                <li key={transaction.id}>
                  <PurchaseCard purchase={purchases.view(transaction)} />
                </li>
              ))}
            </ul>
          </>
        ) : purchases.listActor ? (
          <PurchaseList listActor={purchases.listActor} purchases={purchases} />
        ) : null}
      </TabPanel>
    </div>
  );
}

function PurchaseList({
  listActor,
  purchases,
}: {
  listActor: PurchaseListActor;
  purchases: PurchasesApi;
}) {
  const t = useTexts(redemptionsTexts);
  const list = useFlowApi(listActor, connectPagedList);
  useRestoredScroll(FLOW_KEY, !list.loading);
  return (
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
