import {
  campaignListFlow,
  campaignListKeyOf,
  connectCampaignList,
  readCampaignListAddress,
  selectCampaignListAnswered,
  type Campaign,
  type CampaignListAddress,
  type CampaignListItem,
  type CampaignListView,
  type CampaignListViewOptions,
} from '@clube/core/campaigns';
import type { Club } from '@clube/core';
import { selectKnownFavorites } from '@clube/core/favorites';
import { memo, useCallback, useDeferredValue, type ReactNode } from 'react';
import { useClub } from '../../runtime/club-context.tsx';
import { useCachedFlow, useRestoredScroll } from '../../runtime/flow-cache.tsx';
import { startFirstFlow } from '../../runtime/first-flows.ts';
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

/**
 * The list an address names, as the core's list machine shows it. Kept in the signed-in
 * layout's cache under the list's name (pages and scroll found again on "back"); another
 * address with the same list (another page) finds the same one.
 */
export function useCampaignList(
  address: CampaignListAddress,
  options: Omit<CampaignListViewOptions, 'favorites'> & { bannerTag?: string } = {},
): CampaignListView {
  const club = useClub();
  const { bannerTag, ...viewOptions } = options;
  const actor = useCachedFlow(campaignListKeyOf(address, bannerTag), () =>
    campaignListFlow(club, address, bannerTag),
  );
  const favorites = useShallowSelector(club.favorites, selectKnownFavorites);
  const { categories, writeAddress } = viewOptions;
  // Stable while its inputs are: the list's callbacks then stay the same between renders.
  const connect = useCallback(
    (...[snapshot, send]: Parameters<typeof connectCampaignList>) =>
      connectCampaignList(snapshot, send, {
        favorites,
        ...(categories ? { categories } : {}),
        ...(writeAddress ? { writeAddress } : {}),
      }),
    [favorites, categories, writeAddress],
  );
  return useFlowApi(actor, connect);
}

/** Campanhas as the first screen: the list its address names, asked for before the first render. */
export function prepareCampaignList(club: Club, search: URLSearchParams): Promise<void> {
  const address = readCampaignListAddress(search);
  return startFirstFlow(
    club,
    campaignListKeyOf(address),
    () => campaignListFlow(club, address),
    selectCampaignListAnswered,
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

function partnerNameOf(campaign: {
  partner?: { name?: string | null } | null;
  title?: string | null;
}) {
  return campaign.partner?.name || campaign.title || '';
}

/**
 * One card of a list with its like and favorite buttons (Meus favoritos: the favorite button
 * only, SPEC §4). Memoised: when the list renders again (its grid measured, a page or the
 * banners arriving), the cards it already shows, whose campaigns are the same objects, are left
 * alone; a like or favorite renders its own button.
 */
const ListCard = memo(function ListCard({
  campaign,
  eager,
  first,
  favoritesOnly,
}: {
  campaign: CampaignListItem;
  eager: boolean;
  first: boolean;
  favoritesOnly: boolean;
}) {
  const partnerName = partnerNameOf(campaign);
  const favorite = <FavoriteButton slug={campaign.slug} partnerName={partnerName} />;
  return (
    <CampaignCard
      campaign={campaign}
      eager={eager}
      first={first}
      actions={
        favoritesOnly ? (
          favorite
        ) : (
          <>
            {/* Not Meus favoritos: the list's (or the search's) full campaigns. */}
            <LikeButton key={campaign.slug} campaign={campaign as Campaign} title={partnerName} />
            {favorite}
          </>
        )
      }
    />
  );
});

/**
 * A list of campaigns (Campanhas, search results, Meus favoritos, a vitrine): a list banner
 * after every 3 campaigns, each card with its like and favorite buttons (Meus favoritos: the
 * favorite button only, SPEC §4).
 *
 * The list renders its view as a deferred value: a page that arrives, or the skeletons of "Carregar
 * mais", render in slices of a few milliseconds, yielding to the browser between them, so that
 * the tap that asked for them paints at once and the next tap is not kept waiting (issue 19).
 */
export function CampaignList({
  view: current,
  above,
  label,
  empty,
}: {
  view: CampaignListView;
  /** Something above the count (the applied filters). */
  above?: ReactNode;
  /** The list's accessible name. */
  label: string;
  empty: PagedListEmpty;
}) {
  const view = useDeferredValue(current);
  const { list, key, bannerAfter, columns, kind } = view;
  // Once the campaigns show: a held list (skeletons) is too short to scroll back into.
  useRestoredScroll(key, !list.loading);
  const between = (index: number): ReactNode => {
    const banner = bannerAfter.get(index);
    return banner ? <ListBanner banner={banner} /> : null;
  };
  return (
    <>
      {above}
      <Count total={list.total} />
      <PagedList<CampaignListItem, unknown>
        key={key}
        list={list}
        label={label}
        empty={empty}
        minItemWidth={MIN_CARD_WIDTH}
        estimateItemHeight={CARD_HEIGHT}
        between={between}
        maxColumns={columns}
        renderItem={(campaign, index) => (
          <ListCard
            campaign={campaign}
            eager={index < 4}
            first={index === 0}
            favoritesOnly={kind === 'favoritedCampaigns'}
          />
        )}
      />
    </>
  );
}
