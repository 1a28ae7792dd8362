import { coinFlow, connectCoin, engagementCampaignsFlow } from '@clube/core/engagement';
import { connectPagedList } from '@clube/core/paging';
import { useId, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '../../router/index.ts';
import { useClub } from '../../runtime/club-context.tsx';
import { useCachedFlow, useRestoredScroll } from '../../runtime/flow-cache.tsx';
import { href, parseQuery } from '../../runtime/route-href.ts';
import { RoutePage } from '../../layout/RoutePage.tsx';
import { routes } from '../../runtime/route-table.ts';
import { useFlow, useFlowApi } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { Button } from '../../ui/Button.tsx';
import { PagedList } from '../../ui/PagedList.tsx';
import { CoinCard, useCoinName } from './CoinCard.tsx';
import { RewardCard } from './RewardCard.tsx';
import * as styles from './rewards.css.ts';
import { rewardsTexts } from './rewards.texts.ts';

/**
 * Catálogo de Recompensas (SPEC §2 recompensas/catalogo): every engagement campaign, 18 a page
 * (partners/engagement/campaigns), filtered by title. The title lives in the address
 * (?title=), so "back" finds the list as it was; each title is its own cached list.
 */
export default function RewardsCatalogScreen() {
  const club = useClub();
  const t = useTexts(rewardsTexts);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const title = (parseQuery(routes.rewardsCatalog, search).title ?? '').trim();
  const key = `engagementCampaigns?title=${title}`;
  const actor = useCachedFlow(key, () => engagementCampaignsFlow(club, title ? { title } : {}));
  const list = useFlowApi(actor, connectPagedList);
  useRestoredScroll(key, !list.loading);
  const coin = useFlowApi(
    useFlow(() => coinFlow(club)),
    connectCoin,
  );
  const coinName = useCoinName(coin.coin);
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = String(new FormData(event.currentTarget).get('title') ?? '').trim();
    void navigate(href(routes.rewardsCatalog, {}, next ? { title: next } : {}));
  };

  return (
    <RoutePage
      titleKey="routes.rewardsCatalog"
      trail={[{ titleKey: 'routes.rewards', to: href(routes.rewards) }]}
    >
      <p className={styles.intro}>{t('catalog.intro')}</p>
      <CoinCard
        coin={coin.coin}
        balanceText={coin.balanceText}
        loading={coin.loading}
        failed={coin.error !== null}
        offline={coin.offline}
        onRetry={coin.reload}
      />
      <form role="search" className={styles.filter} onSubmit={submit}>
        <div className={styles.filterField}>
          <label htmlFor={inputId} className={styles.filterLabel}>
            {t('catalog.filterLabel')}
          </label>
          <input
            // A new title (or "back") gives the field the address's title again.
            key={title}
            id={inputId}
            className={styles.filterInput}
            type="search"
            name="title"
            defaultValue={title}
            placeholder={t('catalog.filterPlaceholder')}
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
        <Button type="submit">{t('catalog.search')}</Button>
        {title ? (
          <Link className={styles.linkButton} to={href(routes.rewardsCatalog)}>
            {t('catalog.clear')}
          </Link>
        ) : null}
      </form>
      {title ? (
        <p className={styles.intro} role="status">
          {t('catalog.results', { title })}
        </p>
      ) : null}
      <PagedList
        list={list}
        label={t('catalog.listLabel')}
        empty={{
          character: 'searching',
          title: t('catalog.emptyTitle'),
          text: title ? t('catalog.emptyText') : t('catalog.emptyAllText'),
        }}
        minItemWidth={240}
        estimateItemHeight={300}
        renderItem={(reward) => <RewardCard reward={reward} coinName={coinName} linkPartner />}
      />
    </RoutePage>
  );
}
