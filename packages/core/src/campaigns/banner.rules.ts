import { followableRedirect } from '../navigation/redirect.rules.ts';
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

/**
 * A campaign list with a banner after every 3 campaigns. Banners are used in order, each
 * once; when they run out the list goes on without them.
 */
export function interleaveBanners<T>(
  campaigns: readonly T[],
  banners: readonly Banner[],
): ListItem<T>[] {
  const items: ListItem<T>[] = [];
  let nextBanner = 0;
  campaigns.forEach((campaign, index) => {
    items.push({ kind: 'campaign', campaign });
    const banner = banners[nextBanner];
    if ((index + 1) % BANNER_EVERY_CAMPAIGNS === 0 && banner) {
      items.push({ kind: 'banner', banner });
      nextBanner += 1;
    }
  });
  return items;
}
