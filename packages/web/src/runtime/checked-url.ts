import { checkRedirect, configRedirectOrigins } from '@clube/core/navigation';
import { type CompanyConfig } from '@clube/core/company';

/**
 * The one URL check every redirect and config URL passes (DESIGN "Web conventions"): a path
 * of this site, or an http(s) URL on this origin or one the company config vouches for.
 */
export function checkedUrl(url: string, config: CompanyConfig | null): string | null {
  return checkRedirect(url, {
    origin: window.location.origin,
    origins: configRedirectOrigins(config),
  });
}

/**
 * An image address from the company config or a banner, through the same check as links: an
 * image the check refuses (`javascript:`, another host…) is not shown at all; null when absent.
 */
export function checkedImageUrl(
  url: string | null | undefined,
  config: CompanyConfig | null,
): string | null {
  return url ? checkedUrl(url, config) : null;
}
