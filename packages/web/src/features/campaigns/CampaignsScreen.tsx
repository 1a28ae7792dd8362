import { selectCategories } from '@clube/core';
import { readCampaignListAddress, type CampaignListView } from '@clube/core/campaigns';
import { memo, useCallback, useDeferredValue } from 'react';
import { Link, useNavigate, useSearchParams } from '../../router/index.ts';
import { useClub } from '../../runtime/club-context.tsx';
import { RoutePage } from '../../layout/RoutePage.tsx';
import { useShallowSelector } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import { campaignListTexts } from './campaign-list.texts.ts';
import * as styles from './campaign-list.css.ts';
import { CampaignList, useCampaignList } from './CampaignList.tsx';
import { ListControls } from './ListControls.tsx';

/** Campanhas as the first screen: its list is asked for before the first render. */
export { prepareCampaignList as prepare } from './CampaignList.tsx';

/** A list's address relative to Campanhas (a query string without '?'). */
const at = (search: string) => ({ search: search ? `?${search}` : '' });

/**
 * Campanhas (SPEC §2): the address is the source of truth. The core reads it (which list: a
 * category's, tag's, highlight's or partner's campaigns, the search's results, or Meus
 * favoritos; its sort and filters; how many pages were read) and its list machine shows it.
 * Every control leads to another address; reading another page writes it back (replacing),
 * so the list is shareable and back/forward restore it.
 *
 * The screen renders the list's view as a deferred value (see CampaignList): a tap on "Carregar
 * mais" or a page's answer renders only this component at once, the rest in slices after.
 */
export default function CampaignsScreen() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const address = readCampaignListAddress(searchParams);
  const categories = useShallowSelector(useClub().categories, selectCategories);
  const writeAddress = useCallback(
    (search: string) => navigate(at(search), { replace: true }),
    [navigate],
  );
  const view = useDeferredValue(useCampaignList(address, { categories, writeAddress }));
  return <CampaignsView view={view} />;
}

/** Memoised: while a deferred render is pending, the urgent one leaves the screen as it is. */
const CampaignsView = memo(function CampaignsView({ view }: { view: CampaignListView }) {
  const t = useTexts(campaignListTexts);
  const navigate = useNavigate();
  const seeAll = <SeeAll />;

  return (
    <RoutePage
      titleKey={view.kind === 'favoritedCampaigns' ? 'layout.myFavorites' : 'routes.campaigns'}
    >
      <div className={styles.screen}>
        {view.searchWords !== null ? (
          <p className={styles.searchSummary} data-search-summary="">
            <span>{t('searchResults', { query: view.searchWords })}</span>
            <Link className={styles.chip} to={at(view.clearSearch)}>
              <Icon name="close" size={16} />
              {t('clearSearch')}
            </Link>
          </p>
        ) : null}
        <ListControls view={view} go={(search) => navigate(at(search))} />
        <CampaignList
          view={view}
          above={view.kind === 'favoritedCampaigns' ? null : <AppliedFilters view={view} />}
          label={t('list')}
          empty={
            view.kind === 'favoritedCampaigns'
              ? {
                  character: 'embarrassed',
                  title: t('emptyFavoritesTitle'),
                  text: t('emptyFavoritesText'),
                  action: seeAll,
                }
              : view.searchWords !== null
                ? {
                    character: 'searching',
                    title: t('emptySearchTitle', { query: view.searchWords }),
                    text: t('emptySearchText'),
                    action: seeAll,
                  }
                : { character: 'sad', title: t('emptyTitle'), text: t('emptyText'), action: seeAll }
          }
        />
      </div>
    </RoutePage>
  );
});

function SeeAll() {
  const t = useTexts(campaignListTexts);
  return (
    <Link className={styles.clear} to={at('')}>
      {t('seeAll')}
    </Link>
  );
}

/** What narrows the list besides the sort and filters: each removable with one click. */
function AppliedFilters({ view }: { view: Pick<CampaignListView, 'applied'> }) {
  const t = useTexts(campaignListTexts);
  if (view.applied.length === 0) return null;
  return (
    <ul className={styles.applied} aria-label={t('activeFilters')}>
      {view.applied.map(({ key, name, search }) => {
        const text = key === 'highlight' ? t('highlight') : t(key, { name });
        return (
          <li key={key}>
            <Link className={styles.chip} to={at(search)} aria-label={t('remove', { name: text })}>
              {text}
              <Icon name="close" size={16} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
