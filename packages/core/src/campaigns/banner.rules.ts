import { followableRedirect } from '../shared/redirect.rules.ts';
import { BANNER_EVERY_CAMPAIGNS } from '../shared/constants.ts';
import type { Banner } from './banner.schema.ts';

export type BannerTarget =
  | { readonly kind: 'internal'; readonly path: string }
  | { readonly kind: 'external'; readonly url: string };

/**
 * Where a banner click goes (SPEC §2), first match wins: the pharmacy card (vidalink), the
 * campaigns of its first tag (only_tagged), the showcase, the campaign, then — with no
 * link — Campanhas; a banner with a link opens it in a new tab. The link comes from the
 * server: only a path of this site or an http(s) URL is followed (never a `javascript:` or
 * `data:` one); any other link counts as none.
 */
export function bannerTarget(
  banner: Pick<Banner, 'vidalink' | 'only_tagged' | 'tags' | 'showcase' | 'campaign_slug' | 'link'>,
): BannerTarget {
  if (banner.vidalink) return { kind: 'internal', path: '/cartao-farmacia' };
  const firstTag = banner.tags[0];
  if (banner.only_tagged && firstTag) {
    return { kind: 'internal', path: `/campanhas?tag=${encodeURIComponent(firstTag)}` };
  }
  if (banner.showcase) {
    return { kind: 'internal', path: `/vitrine/${encodeURIComponent(banner.showcase)}` };
  }
  if (banner.campaign_slug) {
    return { kind: 'internal', path: `/campanhas/${encodeURIComponent(banner.campaign_slug)}` };
  }
  const url = followableRedirect(banner.link?.trim());
  if (!url) return { kind: 'internal', path: '/campanhas' };
  return { kind: 'external', url };
}

export type ListItem<T> =
  | { readonly kind: 'campaign'; readonly campaign: T }
  | { readonly kind: 'banner'; readonly banner: Banner };

export interface InterleaveOptions {
  /**
   * Every banner there is has been read (the paged banners have no next page): once they run
   * out they start over, so that a banner still follows every 3 campaigns (SPEC §2, §9).
   * False while more may come: the list then waits for the next page of banners.
   */
  readonly allBannersRead?: boolean;
}

/**
 * A campaign list with a banner after every 3 campaigns (SPEC §2 "Lists and banners", §9),
 * whatever the screen's width. Banners are used in order; when they run out they start over
 * if every banner has been read, else the list goes on without them until more arrive.
 */
export function interleaveBanners<T>(
  campaigns: readonly T[],
  banners: readonly Banner[],
  options: InterleaveOptions = {},
): ListItem<T>[] {
  const items: ListItem<T>[] = [];
  let nextBanner = 0;
  campaigns.forEach((campaign, index) => {
    items.push({ kind: 'campaign', campaign });
    if ((index + 1) % BANNER_EVERY_CAMPAIGNS !== 0 || banners.length === 0) return;
    if (nextBanner >= banners.length && !options.allBannersRead) return;
    const banner = banners[nextBanner % banners.length] as Banner;
    items.push({ kind: 'banner', banner });
    nextBanner += 1;
  });
  return items;
}

/**
 * How many banners a list of `campaignCount` campaigns shows (one after every 3): a list
 * asks for the next page of banners while it has fewer.
 */
export function bannersWanted(campaignCount: number): number {
  return Math.floor(campaignCount / BANNER_EVERY_CAMPAIGNS);
}

/**
 * The banner that follows each campaign, by the campaign's index in the list, as
 * {@link interleaveBanners} places them: for a view that lays out campaigns and banners apart.
 */
export function bannersAfterCampaigns<T>(
  campaigns: readonly T[],
  banners: readonly Banner[],
  options: InterleaveOptions = {},
): ReadonlyMap<number, Banner> {
  const after = new Map<number, Banner>();
  let campaignIndex = -1;
  for (const item of interleaveBanners(campaigns, banners, options)) {
    if (item.kind === 'campaign') campaignIndex += 1;
    else after.set(campaignIndex, item.banner);
  }
  return after;
}
