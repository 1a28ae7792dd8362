import { connectPagedList } from '@clube/core/paging';
import {
  formatDayPtBr,
  giftCardFlow,
  hasGiftCard,
  type Transaction,
  transactionsFlow,
} from '@clube/core/redemptions';
import { connectLoad, formatBRL, formatPoints } from '@clube/core/shared';
import { useClub } from '../../runtime/club-context.tsx';
import { useCachedFlow, useRestoredScroll } from '../../runtime/flow-cache.tsx';
import { TabPanel } from '../../layout/RouteTabs.tsx';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { Button } from '../../ui/Button.tsx';
import { PagedList } from '../../ui/PagedList.tsx';
import { SafeHtml } from '../../ui/SafeHtml.tsx';
import { CardHeader, CodeRow, ExpiryNote, SeeOffers, useShownAt } from './RedemptionParts.tsx';
import { redemptionsTexts } from './redemptions.texts.ts';
import * as styles from './redemptions.css.ts';

const LIST_KEY = 'redemptions/purchases';

/** Compras: the member's transactions, 9 a page, newest first (SPEC §2, §7 transactions). */
export default function PurchasesTab() {
  const club = useClub();
  const t = useTexts(redemptionsTexts);
  const actor = useCachedFlow(LIST_KEY, () => transactionsFlow(club));
  const list = useFlowApi(actor, connectPagedList);
  useRestoredScroll(LIST_KEY, !list.loading);
  const now = useShownAt();
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
          renderItem={(transaction) => <PurchaseCard transaction={transaction} now={now} />}
        />
      </TabPanel>
    </div>
  );
}

function PurchaseCard({ transaction, now }: { transaction: Transaction; now: number }) {
  const t = useTexts(redemptionsTexts);
  const partner = transaction.campaign?.partner;
  const type = transaction.type ?? '';
  const status = transaction.status ?? '';
  const value = transaction.value ?? 0;
  // Every kind reads in the member's words; a kind the club does not know is a purchase.
  const typeLabel = t([`purchases.types.${type}`, 'purchases.types.other']);
  const statusLabel = t(`purchases.statuses.${status}`, { defaultValue: status });
  const codes = transaction.vouchers.filter((voucher) => voucher.code);
  return (
    <article className={styles.card} aria-labelledby={`purchase-${transaction.id}`}>
      <CardHeader logo={partner?.logo} partner={partner?.name}>
        <h3 className={styles.title} id={`purchase-${transaction.id}`}>
          {typeLabel}
        </h3>
      </CardHeader>
      <p className={styles.amount}>
        {type === 'engagement'
          ? t('purchases.points', { points: formatPoints(value) })
          : formatBRL(value)}
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
        {transaction.created_at ? (
          <span>{t('purchases.boughtOn', { date: formatDayPtBr(transaction.created_at) })}</span>
        ) : null}
        {transaction.quantity ? (
          <span>{t('purchases.quantity', { count: transaction.quantity })}</span>
        ) : null}
      </p>
      {codes.length > 0 ? (
        <ul className={styles.list} aria-label={t('purchases.codes')}>
          {codes.map((voucher) => (
            <li key={voucher.id}>
              <CodeRow code={voucher.code ?? ''} label={t('common.code')} />
              <ExpiryNote expireDate={voucher.expire_date} now={now} />
            </li>
          ))}
        </ul>
      ) : null}
      {hasGiftCard(transaction) ? (
        <GiftCardReveal
          transactionId={transaction.transaction_id ?? ''}
          describedBy={`purchase-${transaction.id}`}
        />
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
  const card = useFlowApi(useFlow(giftCardFlow(club, transactionId)), connectLoad);
  if (card.data) {
    return (
      <div className={styles.list} aria-label={t('purchases.giftCard')} role="group">
        {card.data.gift_card_code ? (
          <CodeRow code={card.data.gift_card_code} label={t('purchases.giftCardCode')} />
        ) : null}
        {card.data.gift_card_password ? (
          <CodeRow
            code={card.data.gift_card_password}
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
      <Button size="sm" loading={card.loading} onClick={card.load} aria-describedby={describedBy}>
        {t('purchases.revealGiftCard')}
      </Button>
    </div>
  );
}
