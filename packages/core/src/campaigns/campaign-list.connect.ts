import type { SnapshotFrom } from 'xstate';
import type { FavoritedCampaign } from '../favorites/favorited-campaign.schema.ts';
import { connectFavoritesView } from '../favorites/favorites-view.connect.ts';
import type { PagedListApi } from '../paging/paging.connect.ts';
import { pagedListOf } from '../paging/paging.connect.ts';
import { hasNextPage } from '../paging/paging.rules.ts';
import { BANNER_EVERY_CAMPAIGNS } from '../shared/constants.ts';
import { bannersAfterCampaigns } from './banner.rules.ts';
import type { Banner } from './banner.schema.ts';
import {
  CAMPAIGN_SORTS,
  campaignListKeyOf,
  campaignListSearch,
  type CampaignListAddress,
} from './campaign-list-address.ts';
import type { CampaignListItem } from './campaign-list-pages.ts';
import type { CampaignListEvent, CampaignListMachine } from './campaign-list.machine.ts';
import type { CampaignOrdering } from './campaigns.port.ts';
import type { Category } from './category.schema.ts';
import {
  listSourceOf,
  type CampaignListSource,
  type CampaignListSourceKind,
} from './list-source.rules.ts';

/** A control that writes the address: whether it is on, and the address it leads to. */
export interface AddressToggle {
  readonly pressed: boolean;
  /** The query string (without '?') of the list once pressed: page 1 again. */
  readonly search: string;
}

/** What narrows the list besides the sort and filters; each is taken away by its address. */
export interface AppliedNarrowing {
  readonly key: 'category' | 'partner' | 'tag' | 'highlight';
  /** The category's or partner's name (its slug until known), the tag; '' for highlight. */
  readonly name: string;
  /** The list without it. */
  readonly search: string;
}

/** Campanhas' list as a view shows it (SPEC §2): every value derived here, none in the view. */
export interface CampaignListView {
  /** The list's name in a cache: the same list (whatever page) always has the same one. */
  readonly key: string;
  readonly kind: CampaignListSourceKind;
  /** The search's words when the list is the search's results. */
  readonly searchWords: string | null;
  /** The list without the search. */
  readonly clearSearch: string;
  /** The sorts offered (Meus favoritos has no Z-A, SPEC §7). */
  readonly sorts: readonly (AddressToggle & { readonly value: CampaignOrdering })[];
  readonly exclusive: AddressToggle;
  /** Dinheiro de volta: only with the cashback_tab permission. */
  readonly cashback: AddressToggle | null;
  readonly applied: readonly AppliedNarrowing[];
  /**
   * The campaigns as a paged list: held as loading until the first banners have answered,
   * so that a banner arriving late does not push the rows down; a favorited campaign the
   * member unfavorited has left it.
   */
  readonly list: PagedListApi<CampaignListItem, CampaignListSource>;
  /** The banner after each campaign, by index: one after every 3 (`interleaveBanners`). */
  readonly bannerAfter: ReadonlyMap<number, Banner>;
  /** At most this many columns, so that every row ends where a banner may follow. */
  readonly columns: number;
  /** How many pages of campaigns have been read (what the address's `page` says). */
  readonly pagesRead: number;
}

export interface CampaignListViewOptions {
  /** The member's favorite slugs as the server last said them (null while unknown). */
  readonly favorites?: readonly string[] | null;
  /** The categories, for the applied category's name. */
  readonly categories?: readonly Pick<Category, 'slug' | 'name'>[];
  /**
   * Writes the address (replacing it) when the member reads another page, so that "back" and
   * a shared link read as many: given the query string, without '?'.
   */
  readonly writeAddress?: (search: string) => void;
}

const searchOf = (address: CampaignListAddress, change: Partial<CampaignListAddress>): string =>
  campaignListSearch({ ...address, ...change, page: 1 });

/** What the address narrows the list by, with the names known so far. */
function appliedOf(
  address: CampaignListAddress,
  items: readonly CampaignListItem[],
  categories: readonly Pick<Category, 'slug' | 'name'>[],
): AppliedNarrowing[] {
  const applied: AppliedNarrowing[] = [];
  const { category, partner, tag } = address;
  if (category) {
    const name = categories.find((known) => known.slug === category)?.name;
    applied.push({
      key: 'category',
      name: name || category,
      search: searchOf(address, { category: '' }),
    });
  }
  if (partner) {
    const name = items.find((item) => item.partner?.slug === partner)?.partner?.name;
    applied.push({
      key: 'partner',
      name: name || partner,
      search: searchOf(address, { partner: '' }),
    });
  }
  if (tag) applied.push({ key: 'tag', name: tag, search: searchOf(address, { tag: '' }) });
  if (address.highlight) {
    applied.push({ key: 'highlight', name: '', search: searchOf(address, { highlight: false }) });
  }
  return applied;
}

export function connectCampaignList(
  snapshot: SnapshotFrom<CampaignListMachine>,
  send: (event: CampaignListEvent) => void,
  options: CampaignListViewOptions = {},
): CampaignListView {
  const { address, cashbackAllowed, bannerTag, campaigns, banners } = snapshot.context;
  const source = listSourceOf(address, cashbackAllowed);
  const pagesRead = campaigns.pagination?.current_page ?? 0;
  const readsMore =
    campaigns.pagination !== null &&
    !campaigns.exhausted &&
    hasNextPage(campaigns.pagination, campaigns.items.length, campaigns.rule);
  const read = pagedListOf(campaigns, (event) => {
    if (event.type === 'LOAD_MORE') {
      send({ type: 'LOAD_MORE' });
      // Only a page that is read now counts: none while one loads, none past the last.
      if (campaigns.status === 'ready' && readsMore) {
        options.writeAddress?.(campaignListSearch({ ...address, page: pagesRead + 1 }));
      }
    } else if (event.type === 'RETRY') send({ type: 'RETRY' });
  });
  const shown =
    source.kind === 'favoritedCampaigns' && options.favorites
      ? // A favorites list holds favorited campaigns only (its source says so).
        (connectFavoritesView(
          read as unknown as PagedListApi<FavoritedCampaign, CampaignListSource>,
          options.favorites,
        ) as PagedListApi<CampaignListItem, CampaignListSource>)
      : read;
  // The campaigns wait for the first banners (or their failure): no row pushed down later.
  const bannersSettled = banners.status !== 'loadingFirst';
  const list =
    bannersSettled || shown.items.length === 0
      ? shown
      : { ...shown, items: [], total: null, loading: true, hasMore: false, empty: false };
  const allBannersRead =
    banners.status === 'ready' &&
    banners.pagination !== null &&
    (banners.exhausted || !hasNextPage(banners.pagination, banners.items.length, banners.rule));
  const cashback = cashbackAllowed && address.cashback;
  return {
    key: campaignListKeyOf(address, bannerTag ?? undefined),
    kind: source.kind,
    searchWords: source.kind === 'searchCampaigns' ? source.query.query : null,
    clearSearch: searchOf(address, { query: '' }),
    sorts: CAMPAIGN_SORTS.filter(
      (sort) => !(source.kind === 'favoritedCampaigns' && sort === 'alphainverse'),
    ).map((value) => {
      const pressed = address.sort === value;
      return { value, pressed, search: searchOf(address, { sort: pressed ? '' : value }) };
    }),
    exclusive: {
      pressed: address.exclusive,
      search: searchOf(address, { exclusive: !address.exclusive }),
    },
    cashback: cashbackAllowed
      ? { pressed: cashback, search: searchOf(address, { cashback: !cashback }) }
      : null,
    applied: appliedOf(address, campaigns.items, options.categories ?? []),
    list,
    bannerAfter: bannersAfterCampaigns(list.items, banners.items, { allBannersRead }),
    columns: BANNER_EVERY_CAMPAIGNS,
    pagesRead,
  };
}

/**
 * Whether the list's first page and its first banners have answered (or failed): what a first
 * render waits for.
 */
export function selectCampaignListAnswered(snapshot: SnapshotFrom<CampaignListMachine>): boolean {
  const { campaigns, banners } = snapshot.context;
  return campaigns.status !== 'loadingFirst' && banners.status !== 'loadingFirst';
}
