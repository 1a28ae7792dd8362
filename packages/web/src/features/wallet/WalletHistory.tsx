import { connectPagedList } from '@clube/core/paging';
import { transactionsFlow } from '@clube/core/redemptions';
import type { Transaction } from '@clube/core/redemptions';
import { historyEntryOf, spentHistory, type HistoryBalance } from '@clube/core/wallet';
import { useId, useMemo } from 'react';
import { useClub } from '../../runtime/club-context.tsx';
import { useCachedFlow } from '../../runtime/flow-cache.tsx';
import { useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { PagedList } from '../../ui/PagedList.tsx';
import { walletTexts } from './wallet.texts.ts';
import * as styles from './wallet.css.ts';

const TEXTS = {
  award: {
    title: 'history.awardsTitle',
    label: 'history.awardsLabel',
    emptyTitle: 'history.awardsEmptyTitle',
    emptyText: 'history.awardsEmptyText',
  },
  engagement: {
    title: 'history.pointsTitle',
    label: 'history.pointsLabel',
    emptyTitle: 'history.pointsEmptyTitle',
    emptyText: 'history.pointsEmptyText',
  },
} as const;

/**
 * What was spent from a balance: the member's transactions that redeemed an award (Carteira
 * Prêmios) or a reward paid in points. The API lists every transaction, so the pages come whole
 * (one cached list for both tabs) and only the matching ones are shown.
 */
export function WalletHistory({
  balance,
  coinName,
}: {
  balance: HistoryBalance;
  /** The company coin's name, for what points bought (SPEC §2 "engagement balance with the coin"). */
  coinName?: string | null;
}) {
  const club = useClub();
  const t = useTexts(walletTexts);
  const titleId = useId();
  const all = useFlowApi(
    useCachedFlow('wallet/transactions', () => transactionsFlow(club)),
    connectPagedList,
  );
  const list = useMemo(() => spentHistory(all, balance), [all, balance]);
  const texts = TEXTS[balance];
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {t(texts.title)}
      </h3>
      <PagedList<Transaction, unknown>
        list={list}
        label={t(texts.label)}
        minItemWidth={280}
        estimateItemHeight={140}
        headingLevel={4}
        empty={{ character: 'happy', title: t(texts.emptyTitle), text: t(texts.emptyText) }}
        renderItem={(transaction) => (
          <HistoryEntry transaction={transaction} balance={balance} coinName={coinName ?? null} />
        )}
      />
    </section>
  );
}

function HistoryEntry({
  transaction,
  balance,
  coinName,
}: {
  transaction: Transaction;
  balance: HistoryBalance;
  coinName: string | null;
}) {
  const t = useTexts(walletTexts);
  const entry = historyEntryOf(transaction, balance);
  const name = entry.partnerName ?? t('history.partnerFallback');
  const date = entry.dateText;
  return (
    <article className={styles.record} aria-label={name}>
      <div className={styles.recordHead}>
        {entry.logo ? (
          <img
            className={styles.logo}
            src={entry.logo}
            alt=""
            width={48}
            height={48}
            loading="lazy"
          />
        ) : null}
        <div className={styles.recordNames}>
          <p className={styles.partnerName}>{name}</p>
          {date ? <p className={styles.campaignTitle}>{t('history.on', { date })}</p> : null}
        </div>
      </div>
      <p className={styles.earned}>
        {balance === 'award'
          ? t('history.spent', { amount: entry.amountText })
          : t('history.spentPoints', {
              points: entry.amountText,
              coin: coinName || t('history.coinFallback'),
            })}
      </p>
      {entry.quantity ? (
        <p className={styles.detail}>{t('history.quantity', { count: entry.quantity })}</p>
      ) : null}
    </article>
  );
}
