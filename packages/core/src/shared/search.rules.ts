import { SEARCH_MIN_LENGTH } from './constants.ts';

export type SearchOrdering = 'name-asc' | 'name-desc' | 'nearby' | 'likes' | 'value' | 'default';

/**
 * The index chosen by ordering (SPEC §7). The spec names the orderings, not the indexes:
 * these names are ours and the adapters/sandbox follow them.
 */
export const SEARCH_INDEXES: Readonly<Record<SearchOrdering, string>> = {
  'name-asc': 'campaigns_name_asc',
  'name-desc': 'campaigns_name_desc',
  nearby: 'campaigns_nearby',
  likes: 'campaigns_likes',
  value: 'campaigns_value',
  default: 'campaigns',
};

export function searchIndexFor(ordering: SearchOrdering | null | undefined): string {
  return SEARCH_INDEXES[ordering ?? 'default'] ?? SEARCH_INDEXES.default;
}

export interface SearchFilterOptions {
  partner?: string | null;
  highlight?: boolean;
  exclusive?: boolean;
  cashback?: boolean;
}

/** The filters joined with AND; none gives an empty string. */
export function searchFilters(options: SearchFilterOptions): string {
  const clauses: string[] = [];
  if (options.partner) clauses.push(`partner.slug:${JSON.stringify(options.partner)}`);
  if (options.highlight) clauses.push('is_highlighted:true');
  if (options.exclusive) clauses.push('partner.is_exclusive:true');
  if (options.cashback) clauses.push('eventData.is_cashback:true');
  return clauses.join(' AND ');
}

/** The search input emits a term only when it is longer than 2 characters, or empty. */
export function shouldEmitSearchTerm(term: string): boolean {
  const length = term.trim().length;
  return length === 0 || length >= SEARCH_MIN_LENGTH;
}

/**
 * A tag: '<' then a letter, '/' or '!', up to the first '>' outside quotes (an attribute may
 * hold a '>'), or to the end of the text for one never closed.
 */
const HTML_TAG = /<[a-zA-Z/!](?:"[^"]*"?|'[^']*'?|[^'">])*(?:>|$)/g;

/**
 * A search term without HTML (SPEC §2 "after stripping HTML tags"): every tag goes, the text
 * between tags stays ('<b>café</b>' → 'café'), spaces are collapsed. A lone '<' that starts no
 * tag ('a < b') is text.
 */
export function stripSearchTags(term: string): string {
  return term.replace(HTML_TAG, ' ').replace(/\s+/g, ' ').trim();
}

/** Submitting goes to Campanhas with the query, HTML stripped; nothing left stays put. */
export function searchSubmitPath(term: string): string | null {
  const query = stripSearchTags(term);
  return query === '' ? null : `/campanhas?query=${encodeURIComponent(query)}`;
}

export interface SuggestionLike {
  slug: string;
  event: string;
  partner?: { slug: string } | null;
}

/** A suggestion opens the award, reward or campaign detail by its event type. */
export function suggestionPath(suggestion: SuggestionLike): string {
  const partner = encodeURIComponent(suggestion.partner?.slug ?? suggestion.slug);
  const campaign = encodeURIComponent(suggestion.slug);
  if (suggestion.event === 'award') return `/premios/${partner}?campaignSlug=${campaign}`;
  if (suggestion.event === 'engagement') return `/recompensas/${partner}`;
  return `/campanhas/${campaign}`;
}

/** Recent terms: the newest first, each once, at most `limit`. */
export function addRecentTerm(recent: readonly string[], term: string, limit = 5): string[] {
  const clean = term.trim();
  if (clean === '') return [...recent];
  return [clean, ...recent.filter((entry) => entry !== clean)].slice(0, limit);
}
