import { connectPagedList } from '@clube/core/paging';
import { cashbackRecordsFlow } from '@clube/core/wallet';
import { formatDayPtBr } from '@clube/core/redemptions';
import { formatBRL } from '@clube/core/shared';
import type { CashbackRecord } from '@clube/core/wallet';
import { useClub } from '../../runtime/club-context.tsx';
import { useCachedFlow, useRestoredScroll } from '../../runtime/flow-cache.tsx';
import { TabPanel } from '../../layout/RouteTabs.tsx';
import { useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { PagedList } from '../../ui/PagedList.tsx';
import { CardHeader, SeeOffers } from './RedemptionParts.tsx';
import { redemptionsTexts } from './redemptions.texts.ts';
import * as styles from './redemptions.css.ts';

const LIST_KEY = 'redemptions/cashback';

/** Dinheiro de volta (only with cashback_tab): the member's cashback records, 9 a page. */
export default function CashbackTab() {
  const club = useClub();
  const t = useTexts(redemptionsTexts);
  const actor = useCachedFlow(LIST_KEY, () => cashbackRecordsFlow(club));
  const list = useFlowApi(actor, connectPagedList);
  useRestoredScroll(LIST_KEY, !list.loading);
  return (
    <div className={styles.panel}>
      <TabPanel titleKey="routes.redemptionsCashback">
        <PagedList
          list={list}
          label={t('cashback.label')}
          empty={{
            character: 'greedy',
            title: t('cashback.emptyTitle'),
            text: t('cashback.emptyText'),
            action: <SeeOffers />,
          }}
          headingLevel={3}
          minItemWidth={300}
          estimateItemHeight={180}
          renderItem={(record) => <CashbackCard record={record} />}
        />
      </TabPanel>
    </div>
  );
}

const STATUS_STYLE: Record<string, string> = {
  available: styles.badgeSuccess,
  redeemed: styles.badge,
  cancelled: styles.badgeDanger,
  pending: styles.badgeWarning,
  approved: styles.badge,
};

function CashbackCard({ record }: { record: CashbackRecord }) {
  const t = useTexts(redemptionsTexts);
  const status = record.status ?? '';
  const titleId = `cashback-${record.id}`;
  const day = record.date ?? record.created_at;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <CardHeader logo={record.partner?.logo} partner={record.partner?.name}>
        <h3 className={styles.title} id={titleId}>
          {record.campaign?.title ?? record.partner?.name ?? t('cashback.cashback')}
        </h3>
      </CardHeader>
      <p className={styles.amount}>
        <span className={styles.visuallyHiddenText}>{t('cashback.cashback')}: </span>
        {formatBRL(record.user_comission)}
      </p>
      {status ? (
        <div className={styles.badges}>
          <span className={STATUS_STYLE[status] ?? styles.badge}>
            {t(`cashback.statuses.${status}`, { defaultValue: status })}
          </span>
        </div>
      ) : null}
      <p className={styles.meta}>
        <span>{t('cashback.purchase', { value: formatBRL(record.total) })}</span>
        {day ? <span>{t('cashback.on', { date: formatDayPtBr(day) })}</span> : null}
      </p>
    </article>
  );
}
