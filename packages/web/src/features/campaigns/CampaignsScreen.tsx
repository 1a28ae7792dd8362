import { campaignListKey, campaignListSource, filtersFromQuery } from '@clube/core/campaigns';
import { canUse } from '@clube/core/company';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useClub } from '../../runtime/club-context.tsx';
import { useCompanyConfig } from '../../runtime/club-selectors.ts';
import { campaignsHref, parseCampaignsQuery } from '../../runtime/route-href.ts';
import type { CampaignsQuery } from '../../runtime/route-table.ts';
import { RoutePage } from '../../layout/RoutePage.tsx';
import { useShallowSelector } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import { campaignListTexts } from './campaign-list.texts.ts';
import * as styles from './campaign-list.css.ts';
import { CampaignList, FavoritesList } from './CampaignList.tsx';
import { listQueryOf, withFilters, withoutKeys, withPages } from './campaigns-query.ts';
import { ListControls } from './ListControls.tsx';

/**
 * Campanhas (SPEC §2): the address is the source of truth. Its twelve parameters (and
 * `partner`) say which list is shown — the campaigns of a category, tag, highlight or partner,
 * the search's results (`query`), or Meus favoritos (`favorites`) — with the sort and filters,
 * and how many pages were read. The member's changes are written back to it, so the list is
 * shareable and back/forward restore it.
 */
export default function CampaignsScreen() {
  const t = useTexts(campaignListTexts);
  const config = useCompanyConfig();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const query = parseCampaignsQuery(searchParams);
  const words = listQueryOf(query);
  const cashbackAllowed = canUse(config, 'cashbackFilter');
  const source = campaignListSource(words, cashbackAllowed);
  const filters = filtersFromQuery(words);
  const { ordinator, exclusive } = filters;
  const cashback = cashbackAllowed && filters.cashback;

  const go = (next: CampaignsQuery, replace = false) =>
    navigate(campaignsHref(next), { replace, preventScrollReset: replace });
  const onMorePages = (pages: number) => {
    if (pages !== (query.page ?? 1)) go(withPages(query, pages), true);
  };
  const key = campaignListKey(source);
  const listProps = {
    pagesWanted: query.page ?? 1,
    onMorePages,
  };

  return (
    <RoutePage
      titleKey={source.kind === 'favoritedCampaigns' ? 'layout.myFavorites' : 'routes.campaigns'}
    >
      <div className={styles.screen}>
        {source.kind === 'searchCampaigns' ? (
          <p className={styles.searchSummary} data-search-summary="">
            <span>{t('searchResults', { query: source.query.query })}</span>
            <Link className={styles.chip} to={campaignsHref(withoutKeys(query, 'query'))}>
              <Icon name="close" size={16} />
              {t('clearSearch')}
            </Link>
          </p>
        ) : null}
        <ListControls
          filters={{ ordinator, exclusive, cashback }}
          withoutZtoA={source.kind === 'favoritedCampaigns'}
          onChange={(next) => go(withFilters(query, next))}
        />
        {source.kind === 'favoritedCampaigns' ? (
          <FavoritesList
            key={key}
            source={source}
            label={t('list')}
            empty={{
              character: 'embarrassed',
              title: t('emptyFavoritesTitle'),
              text: t('emptyFavoritesText'),
              action: <SeeAll />,
            }}
            {...listProps}
          />
        ) : (
          <CampaignList
            key={key}
            source={source}
            above={(campaigns) => (
              <AppliedFilters
                query={query}
                partnerName={
                  campaigns.find((campaign) => campaign.partner?.slug === query.partner)?.partner
                    ?.name
                }
              />
            )}
            label={t('list')}
            empty={
              source.kind === 'searchCampaigns'
                ? {
                    character: 'searching',
                    title: t('emptySearchTitle', { query: source.query.query }),
                    text: t('emptySearchText'),
                    action: <SeeAll />,
                  }
                : {
                    character: 'sad',
                    title: t('emptyTitle'),
                    text: t('emptyText'),
                    action: <SeeAll />,
                  }
            }
            {...listProps}
          />
        )}
      </div>
    </RoutePage>
  );
}

function SeeAll() {
  const t = useTexts(campaignListTexts);
  return (
    <Link className={styles.clear} to={campaignsHref()}>
      {t('seeAll')}
    </Link>
  );
}

/** What narrows the list besides the sort and filters: each removable with one click. */
function AppliedFilters({
  query,
  partnerName,
}: {
  query: CampaignsQuery;
  /** The partner's name, once one of its campaigns has loaded (its slug until then). */
  partnerName?: string | undefined;
}) {
  const t = useTexts(campaignListTexts);
  const club = useClub();
  const categories = useShallowSelector(club.categories, (snapshot) => snapshot.context.categories);
  const applied: { key: keyof CampaignsQuery; text: string }[] = [];
  if (query.category) {
    const name = categories.find((category) => category.slug === query.category)?.name;
    applied.push({ key: 'category', text: t('category', { name: name ?? query.category }) });
  }
  if (query.partner) {
    applied.push({ key: 'partner', text: t('partner', { name: partnerName ?? query.partner }) });
  }
  if (query.tag) applied.push({ key: 'tag', text: t('tag', { name: query.tag }) });
  if (query.highlight) applied.push({ key: 'highlight', text: t('highlight') });
  if (applied.length === 0) return null;
  return (
    <ul className={styles.applied} aria-label={t('activeFilters')}>
      {applied.map(({ key, text }) => (
        <li key={key}>
          <Link
            className={styles.chip}
            to={campaignsHref(withoutKeys(query, key))}
            aria-label={t('remove', { name: text })}
          >
            {text}
            <Icon name="close" size={16} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
