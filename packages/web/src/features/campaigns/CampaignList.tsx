import {
  bannersAfterCampaigns,
  bannersWanted,
  campaignListKey,
  campaignPageSize,
  type Banner,
  type Campaign,
  type CampaignListSource,
} from '@clube/core/campaigns';
import { connectFavoritesView, type FavoritedCampaign } from '@clube/core/favorites';
import type { Flow } from '@clube/core';
import {
  connectPagedList,
  pagedListFlow,
  type PagedListApi,
  type PagedListMachine,
} from '@clube/core/paging';
import { BANNER_EVERY_CAMPAIGNS, PAGE_SIZES } from '@clube/core/shared';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useClub } from '../../runtime/club-context.tsx';
import { useCachedFlow, useRestoredScroll } from '../../runtime/flow-cache.tsx';
import { useFlowApi, useShallowSelector } from '../../runtime/use-flow.ts';
import { useTexts } from '../../i18n/feature-texts.ts';
import { PagedList, type PagedListEmpty } from '../../ui/PagedList.tsx';
import { campaignListTexts } from './campaign-list.texts.ts';
import * as styles from './campaign-list.css.ts';
import { CampaignCard } from './CampaignCard.tsx';
import { ListBanner } from './ListBanner.tsx';
import { FavoriteButton } from './reactions/FavoriteButton.tsx';
import { LikeButton } from './reactions/LikeButton.tsx';

/** A card's width at least (columns: 1 on a phone, up to 4 on a wide screen). */
const MIN_CARD_WIDTH = 260;
const CARD_HEIGHT = 340;

interface ListProps {
  /** The list's accessible name. */
  label: string;
  empty: PagedListEmpty;
  /** How many pages the address says were read: a fresh visit loads as many. */
  pagesWanted?: number;
  /** The member asked for another page: how many are read with it (the address says so). */
  onMorePages?: (pages: number) => void;
}

/**
 * The pages the address asks for are loaded one after another on a fresh visit; when the
 * member asks for another page (the end of the list in view, or "Carregar mais") the screen is
 * told how many pages are read, at that moment, while the address is still the list's.
 */
function usePages<T, Q>(
  list: PagedListApi<T, Q>,
  pageSize: number,
  pagesWanted: number,
  onMorePages?: (pages: number) => void,
): PagedListApi<T, Q> {
  const loaded = list.items.length === 0 ? 0 : Math.ceil(list.items.length / pageSize);
  const busy = list.loading || list.loadingMore || list.error !== null;
  const { loadMore, hasMore } = list;
  useEffect(() => {
    if (!busy && hasMore && loaded > 0 && loaded < pagesWanted) loadMore();
  }, [busy, hasMore, loaded, pagesWanted, loadMore]);
  return useMemo(
    () => ({
      ...list,
      loadMore: () => {
        onMorePages?.(loaded + 1);
        loadMore();
      },
    }),
    [list, loaded, loadMore, onMorePages],
  );
}

/**
 * The list as skeletons until `settled`: the campaigns wait for the banners that go between
 * their rows, so that a banner coming after them does not push the rows below it down (a
 * layout shift). A failed banner load settles too: the list then shows without banners.
 */
function useHeldUntil<T, Q>(list: PagedListApi<T, Q>, settled: boolean): PagedListApi<T, Q> {
  return useMemo(
    () =>
      settled || list.items.length === 0
        ? list
        : { ...list, items: [], total: null, loading: true, hasMore: false, empty: false },
    [list, settled],
  );
}

function Count({ total }: { total: number | null }) {
  const t = useTexts(campaignListTexts);
  return (
    <p className={styles.count} aria-live="polite" data-list-count={total ?? undefined}>
      {total ? t('count', { count: total }) : ''}
    </p>
  );
}

/**
 * The list banners (type 1) and where they go: after every 3 campaigns (the core's
 * `interleaveBanners` rule), read page by page as the list grows, and started over once every
 * banner has been read. Cached beside the list, so that "back" finds both at once. `settled`
 * once the first page of banners has answered (or failed): the campaigns wait for it.
 */
function useListBanners<T>(campaigns: readonly T[], tag: string | undefined) {
  const club = useClub();
  const banners = useFlowApi(
    useCachedFlow(`list-banners:${tag ?? ''}`, () =>
      pagedListFlow(club, 'listBanners', tag ? { tag } : {}),
    ),
    connectPagedList,
  ) as PagedListApi<Banner, unknown>;
  const { items, hasMore, loading, loadingMore, error, loadMore } = banners;
  const wanted = bannersWanted(campaigns.length);
  useEffect(() => {
    if (items.length < wanted && hasMore && !loading && !loadingMore && error === null) loadMore();
  }, [items.length, wanted, hasMore, loading, loadingMore, error, loadMore]);
  const allBannersRead = !loading && !hasMore && error === null;
  const after = useMemo(
    () => bannersAfterCampaigns(campaigns, items, { allBannersRead }),
    [campaigns, items, allBannersRead],
  );
  const between = (index: number): ReactNode => {
    const banner = after.get(index);
    return banner ? <ListBanner banner={banner} /> : null;
  };
  return { between, settled: !loading || error !== null };
}

function partnerNameOf(campaign: {
  partner?: { name?: string | null } | null;
  title?: string | null;
}) {
  return campaign.partner?.name || campaign.title || '';
}

/**
 * A list of campaigns (Campanhas, search results, a vitrine): the one paged list kept in the
 * signed-in layout's cache (pages and scroll found again on "back"), a list banner after every
 * 3 campaigns, and each card with its like and favorite buttons.
 */
export function CampaignList({
  source,
  bannerTag,
  above,
  label,
  empty,
  pagesWanted = 1,
  onMorePages,
}: ListProps & {
  source: Exclude<CampaignListSource, { kind: 'favoritedCampaigns' }>;
  /** A vitrine shows the banners of its tag. */
  bannerTag?: string;
  /** Something above the count that reads the loaded campaigns (the applied filters). */
  above?: (campaigns: readonly Campaign[]) => ReactNode;
}) {
  const club = useClub();
  const key = campaignListKey(source);
  // Both kinds run the one paging logic; only the page fetcher and the query differ.
  const actor = useCachedFlow(key, () =>
    source.kind === 'searchCampaigns'
      ? (pagedListFlow(club, 'searchCampaigns', source.query) as unknown as Flow<
          PagedListMachine<'campaigns'>
        >)
      : pagedListFlow(club, 'campaigns', source.query),
  );
  const pages = useFlowApi(actor, connectPagedList) as PagedListApi<Campaign, unknown>;
  const pageSize =
    source.kind === 'searchCampaigns' ? PAGE_SIZES.searchHits : campaignPageSize(source.query);
  const pagedList = usePages(pages, pageSize, pagesWanted, onMorePages);

  const banners = useListBanners(pagedList.items, bannerTag);
  const list = useHeldUntil(pagedList, banners.settled);
  // Once the campaigns show: a held list (skeletons) is too short to scroll back into.
  useRestoredScroll(key, !list.loading);

  return (
    <>
      {above?.(list.items)}
      <Count total={list.total} />
      <PagedList
        list={list}
        label={label}
        empty={empty}
        minItemWidth={MIN_CARD_WIDTH}
        estimateItemHeight={CARD_HEIGHT}
        between={banners.between}
        maxColumns={BANNER_EVERY_CAMPAIGNS}
        renderItem={(campaign, index) => {
          const partnerName = partnerNameOf(campaign);
          return (
            <CampaignCard
              campaign={campaign}
              eager={index < 4}
              actions={
                <>
                  <LikeButton key={campaign.slug} campaign={campaign} title={partnerName} />
                  <FavoriteButton slug={campaign.slug} partnerName={partnerName} />
                </>
              }
            />
          );
        }}
      />
    </>
  );
}

/**
 * Meus favoritos (SPEC §4): the favorited campaigns, read against the member's favorites as
 * the server last answered them, so that unfavoriting takes the card out and the count down;
 * a banner after every 3, as in every campaign list (SPEC §2).
 */
export function FavoritesList({
  source,
  label,
  empty,
  pagesWanted = 1,
  onMorePages,
}: ListProps & { source: Extract<CampaignListSource, { kind: 'favoritedCampaigns' }> }) {
  const club = useClub();
  const key = campaignListKey(source);
  const actor = useCachedFlow(key, () => pagedListFlow(club, 'favoritedCampaigns', source.query));
  const pages = useFlowApi(actor, connectPagedList) as PagedListApi<FavoritedCampaign, unknown>;
  const favorites = useShallowSelector(club.favorites, (snapshot) => ({
    known: snapshot.matches('ready') || snapshot.matches('toggling'),
    slugs: snapshot.context.slugs,
  }));
  const view = favorites.known ? connectFavoritesView(pages, favorites.slugs) : pages;
  const banners = useListBanners(view.items, undefined);
  const paged = usePages(view, PAGE_SIZES.favorites, pagesWanted, onMorePages);
  const list = useHeldUntil(paged, banners.settled);
  useRestoredScroll(key, !list.loading);

  return (
    <>
      <Count total={list.total} />
      <PagedList
        list={list}
        label={label}
        empty={empty}
        minItemWidth={MIN_CARD_WIDTH}
        estimateItemHeight={CARD_HEIGHT}
        between={banners.between}
        maxColumns={BANNER_EVERY_CAMPAIGNS}
        renderItem={(campaign, index) => {
          const partnerName = partnerNameOf(campaign);
          return (
            <CampaignCard
              campaign={campaign}
              eager={index < 4}
              actions={<FavoriteButton slug={campaign.slug} partnerName={partnerName} />}
            />
          );
        }}
      />
    </>
  );
}
