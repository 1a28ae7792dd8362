import * as z from 'zod/mini';
import type { CampaignOrdering } from './campaigns.port.ts';

/**
 * The list's sorts, in the order the address is read (the first one on wins) and the controls
 * show them: the one place they are listed.
 */
export const CAMPAIGN_SORTS = [
  'discount',
  'likes',
  'alphabetical',
  'alphainverse',
] as const satisfies readonly CampaignOrdering[];

// Every ordering the port knows is a sort of the list (and no other): checked at compile time.
type MissingSort = Exclude<CampaignOrdering, (typeof CAMPAIGN_SORTS)[number]>;
const everySortListed: [MissingSort] extends [never] ? true : MissingSort = true;
void everySortListed;

/**
 * Campanhas' address (SPEC §2 "Campaign list query"), read: which list (category, tag,
 * highlight, partner, the search's `query`, or Meus favoritos), its sort and filters, and how
 * many pages the member had read. `partner` is not in SPEC's keys, but the login entry hands it
 * on (/login?partner=x): that partner's campaigns.
 */
export interface CampaignListAddress {
  readonly category?: string;
  readonly partner?: string;
  readonly tag?: string;
  /** The search's words: the list is the search's results. */
  readonly query?: string;
  readonly highlight: boolean;
  readonly favorites: boolean;
  readonly exclusive: boolean;
  readonly cashback: boolean;
  readonly sort: CampaignOrdering | '';
  /** How many pages were read (1 or more): a fresh visit loads as many. */
  readonly page: number;
}

/** The address's texts that name a list; a chip can take one away. */
export type CampaignListAddressText = 'category' | 'partner' | 'tag' | 'query';

const PAGE_PATTERN = /^[1-9]\d*$/;

const text = z.pipe(
  z.optional(z.string()),
  z.transform((value) => (value === undefined || value === '' ? undefined : value)),
);
const onOff = z.pipe(
  z.optional(z.string()),
  z.transform((value) => value === 'true' || value === '1'),
);
const pagesRead = z.pipe(
  z.optional(z.string()),
  z.transform((value) =>
    value !== undefined && PAGE_PATTERN.test(value) && Number.isSafeInteger(Number(value))
      ? Number(value)
      : 1,
  ),
);

/**
 * The address's parameters (first value of each) as the list reads them: anything unknown,
 * empty or malformed is left out; a flag is on for `true` or `1`; a bad page reads as 1.
 */
export const campaignListAddressSchema = z.pipe(
  z.object({
    category: text,
    partner: text,
    tag: text,
    query: text,
    highlight: onOff,
    favorites: onOff,
    exclusive: onOff,
    cashback: onOff,
    page: pagesRead,
    discount: onOff,
    likes: onOff,
    alphabetical: onOff,
    alphainverse: onOff,
  }),
  z.transform((read): CampaignListAddress => {
    const { category, partner, tag, query, highlight, favorites, exclusive, cashback, page } = read;
    return {
      ...(category === undefined ? {} : { category }),
      ...(partner === undefined ? {} : { partner }),
      ...(tag === undefined ? {} : { tag }),
      ...(query === undefined ? {} : { query }),
      highlight,
      favorites,
      exclusive,
      cashback,
      sort: CAMPAIGN_SORTS.find((sort) => read[sort]) ?? '',
      page,
    };
  }),
);

/**
 * What an address can be read from: a query string (with or without '?'), the browser's
 * `URLSearchParams` (any iterable of pairs), or words already split.
 */
export type CampaignListAddressSource =
  string | Iterable<readonly [string, string]> | Readonly<Partial<Record<string, string>>>;

/** A form-encoded word ('+' is a space); a malformed escape is kept as written. */
function decodeWord(word: string): string {
  return word.replaceAll('+', ' ').replace(/(?:%[0-9A-Fa-f]{2})+/g, (escapes) => {
    try {
      return decodeURIComponent(escapes);
    } catch {
      return escapes;
    }
  });
}

/** The pairs of a query string, in order (the core runs where URLSearchParams may be partial). */
function pairsOf(search: string): [string, string][] {
  const pairs: [string, string][] = [];
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const key = equals === -1 ? part : part.slice(0, equals);
    const value = equals === -1 ? '' : part.slice(equals + 1);
    pairs.push([decodeWord(key), decodeWord(value)]);
  }
  return pairs;
}

const isIterable = (value: object): value is Iterable<readonly [string, string]> =>
  Symbol.iterator in value;

/** Reads Campanhas' address: the one place it is parsed. */
export function readCampaignListAddress(source: CampaignListAddressSource): CampaignListAddress {
  const words: Record<string, string> = {};
  const pairs =
    typeof source === 'string'
      ? pairsOf(source)
      : isIterable(source)
        ? source
        : Object.entries(source).filter((pair): pair is [string, string] => pair[1] !== undefined);
  // The first value of a repeated key counts (as URLSearchParams.get reads it).
  for (const [key, value] of pairs) if (!Object.hasOwn(words, key)) words[key] = value;
  return campaignListAddressSchema.parse(words);
}

/** A word as a form-encoded query writes it (as URLSearchParams does: spaces as '+'). */
function encodeWord(word: string): string {
  return encodeURIComponent(word)
    .replace(/[!'()~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replaceAll('%20', '+');
}

/** The order the address writes its parameters in (the route's). */
const WRITTEN_ORDER = [
  'category',
  'highlight',
  'tag',
  'cashback',
  'exclusive',
  'favorites',
  'query',
  'page',
  ...CAMPAIGN_SORTS,
  'partner',
] as const;

/**
 * Campanhas' address for a list, as a query string without '?': nothing for an absent text or
 * a flag that is off, `true` for a flag that is on, the page only past the first.
 */
export function campaignListSearch(address: Partial<CampaignListAddress>): string {
  const words: Partial<Record<(typeof WRITTEN_ORDER)[number], string>> = {
    ...(address.category ? { category: address.category } : {}),
    ...(address.partner ? { partner: address.partner } : {}),
    ...(address.tag ? { tag: address.tag } : {}),
    ...(address.query ? { query: address.query } : {}),
    ...(address.highlight ? { highlight: 'true' } : {}),
    ...(address.favorites ? { favorites: 'true' } : {}),
    ...(address.exclusive ? { exclusive: 'true' } : {}),
    ...(address.cashback ? { cashback: 'true' } : {}),
    ...(address.sort ? { [address.sort]: 'true' } : {}),
    ...(address.page !== undefined && address.page > 1 ? { page: String(address.page) } : {}),
  };
  return WRITTEN_ORDER.flatMap((key) => {
    const value = words[key];
    return value === undefined ? [] : [`${key}=${encodeWord(value)}`];
  }).join('&');
}

/** An address that says nothing: every campaign, no sort nor filter, page 1. */
export const ALL_CAMPAIGNS: CampaignListAddress = readCampaignListAddress({});

/** The same list another member would share: the address without how far it was read. */
export function campaignListKeyOf(address: CampaignListAddress, bannerTag?: string): string {
  const list = campaignListSearch({ ...address, page: 1 });
  return bannerTag ? `campaign-list?${list}#banners=${bannerTag}` : `campaign-list?${list}`;
}
