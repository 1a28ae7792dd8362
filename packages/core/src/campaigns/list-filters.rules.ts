import { readCampaignListAddress } from './campaign-list-address.ts';
import type { CampaignFilters, CampaignOrdering } from './campaigns.port.ts';

/** The list filters of SPEC §4: cashback and exclusive off, no ordinator. */
export interface ListFilters {
  cashback: boolean;
  exclusive: boolean;
  ordinator: CampaignOrdering | '';
}

export const DEFAULT_LIST_FILTERS: ListFilters = {
  cashback: false,
  exclusive: false,
  ordinator: '',
};

export const SORT_OPTIONS: readonly { value: CampaignOrdering; label: string }[] = [
  { value: 'discount', label: 'Maiores descontos' },
  { value: 'likes', label: 'Mais curtidas' },
  { value: 'alphabetical', label: 'A-Z' },
  { value: 'alphainverse', label: 'Z-A' },
];

/** The query parameters Campanhas accepts (SPEC §2). */
export const CAMPAIGN_LIST_QUERY_KEYS = [
  'category',
  'highlight',
  'tag',
  'cashback',
  'exclusive',
  'favorites',
  'query',
  'page',
  'alphabetical',
  'alphainverse',
  'discount',
  'likes',
] as const;

/**
 * The list's query; `partner` is not in SPEC's list of keys, but the login entry hands it on
 * (/login?partner=x): the list of that partner's campaigns.
 */
export type CampaignListQuery = Partial<
  Record<(typeof CAMPAIGN_LIST_QUERY_KEYS)[number] | 'partner', string>
>;

/** Reads the address's query into list filters (through the address's one reader). */
export function filtersFromQuery(query: CampaignListQuery): ListFilters & {
  category?: string;
  partner?: string;
  tag?: string;
  highlight: boolean;
  favorites: boolean;
  query?: string;
  page: number;
} {
  const { sort, ...address } = readCampaignListAddress(query);
  return { ...address, ordinator: sort };
}

/** The campaigns call for filters; the cashback filter needs the cashback_tab permission. */
export function campaignFiltersFor(
  filters: ListFilters & { partner?: string },
  cashbackAllowed: boolean,
): CampaignFilters {
  return {
    ...(filters.partner ? { partner: filters.partner } : {}),
    cashback: cashbackAllowed && filters.cashback,
    exclusive: filters.exclusive,
    orderBy: filters.ordinator,
  };
}
