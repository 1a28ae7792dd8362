import { connectPagedList } from '@clube/core/paging';
import {
  cashbackListOf,
  cashbackRecordsFlow,
  walletBalance,
  type AppliedCashbackFilters,
  type CashbackRecord,
} from '@clube/core/wallet';
import { useId } from 'react';
import { useNavigate, useSearchParams } from '../../router/index.ts';
import { useClub } from '../../runtime/club-context.tsx';
import { useCompanyConfig, useMember } from '../../runtime/club-selectors.ts';
import { useCachedFlow, useRestoredScroll } from '../../runtime/flow-cache.tsx';
import { href, parseQuery, serializeQuery } from '../../runtime/route-href.ts';
import { routes } from '../../runtime/route-table.ts';
import { TabPanel } from '../../layout/RouteTabs.tsx';
import { useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { PagedList } from '../../ui/PagedList.tsx';
import { BalanceCard } from './BalanceCard.tsx';
import { CashbackFilters } from './CashbackFilters.tsx';
import { CashbackRecordCard } from './CashbackRecordCard.tsx';
import { CashbackStatusGuide } from './CashbackStatusGuide.tsx';
import { CashbackRedemption } from './CashbackRedemption.tsx';
import { PixWithdrawal } from './PixWithdrawal.tsx';
import { walletTexts } from './wallet.texts.ts';
import * as styles from './wallet.css.ts';

/**
 * Carteira, cashback tab: the balance and its Pix withdrawal (from R$ 20), the redemption of the
 * available records, and the records themselves — 9 a page, filtered by status, partner and
 * period (kept in the address), each with its status explained.
 */
export default function CashbackWalletTab() {
  const club = useClub();
  const t = useTexts(walletTexts);
  const config = useCompanyConfig();
  const member = useMember();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const recordsTitleId = useId();
  const now = club.runtime.now();
  const { applied, query: recordsQuery } = cashbackListOf(parseQuery(routes.wallet, search), now);
  const query = {
    status: applied.status ?? undefined,
    partner: applied.partner ?? undefined,
    period: applied.period ?? undefined,
  };
  const queryText = serializeQuery(routes.wallet.query, query);
  const key = `wallet/cashback?${queryText}`;
  const list = useFlowApi(
    useCachedFlow(key, () => cashbackRecordsFlow(club, recordsQuery)),
    connectPagedList,
  );
  useRestoredScroll(key, !list.loading);

  const apply = (next: AppliedCashbackFilters) =>
    navigate(
      href(
        routes.wallet,
        {},
        {
          status: next.status ?? undefined,
          partner: next.partner ?? undefined,
          period: next.period ?? undefined,
        },
      ),
    );
  const filtered = queryText !== '';
  const balance = walletBalance(member, config, 'cashback');

  return (
    <TabPanel titleKey="routes.walletCashback">
      <div className={styles.tab}>
        <div className={styles.overview}>
          <BalanceCard
            title={t('balance.cashback')}
            amount={balance.moneyText}
            details={
              balance.earnedText ? (
                <p className={styles.detail}>
                  {t('balance.cashbackTotal', { amount: balance.earnedText })}
                </p>
              ) : null
            }
            actions={
              balance.withdrawal ? (
                <PixWithdrawal
                  endpoint="cashback"
                  balanceCents={balance.cents}
                  banks={balance.withdrawal.banks}
                />
              ) : null
            }
          />
          <CashbackRedemption onRedeemed={list.reload} />
        </div>

        <section className={styles.section} aria-labelledby={recordsTitleId}>
          <h3 id={recordsTitleId} className={styles.sectionTitle}>
            {t('records.title')}
          </h3>
          <CashbackStatusGuide />
          <CashbackFilters key={queryText} applied={applied} onApply={apply} />
          <PagedList<CashbackRecord, unknown>
            list={list}
            label={t('records.label')}
            minItemWidth={280}
            estimateItemHeight={260}
            headingLevel={4}
            empty={
              filtered
                ? {
                    character: 'searching',
                    title: t('records.emptyFilteredTitle'),
                    text: t('records.emptyFilteredText'),
                  }
                : {
                    character: 'greedy',
                    title: t('records.emptyTitle'),
                    text: t('records.emptyText'),
                  }
            }
            renderItem={(record) => <CashbackRecordCard record={record} now={now} />}
          />
        </section>
      </div>
    </TabPanel>
  );
}
