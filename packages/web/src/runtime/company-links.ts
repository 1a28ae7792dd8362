import { storeUrl, type CompanyConfig } from '@clube/core/company';
import { SUPPORT_ANCHOR } from './support-anchor.ts';
import { checkedUrl } from './checked-url.ts';
import { href } from './route-href.ts';
import { routes } from './route-table.ts';

/**
 * SPEC §1's default help centre, for a company without a (valid) `support_link`: the club's own
 * support page, Meu perfil › Suporte (/perfil#suporte). It lives on the product's own domain
 * (whatever host serves the club), needs no configuration, and its form sends the request to
 * the company (POST support), which a `mailto:` could not promise (no mail client on many
 * phones and kiosks). A company that has its own help centre sets `support_link`.
 */
export const DEFAULT_HELP_CENTER = `${href(routes.profile)}#${SUPPORT_ANCHOR}`;

/**
 * The company's own links, each through the one URL check: a config link that is not a path of
 * this site nor an http(s) URL (a `javascript:` URL, a protocol-relative or backslash trick) is
 * dropped, never rendered.
 */
export function companyLinks(config: CompanyConfig): {
  /** The company's support link, or the default help centre when it has none (or a refused one). */
  support: string;
  /** The marketplace with the company's campaign tag, when the company has a checked one. */
  store: string | null;
} {
  const supportLink = config.support_link ? checkedUrl(config.support_link, config) : null;
  const store = config.marketplace_client_url
    ? checkedUrl(config.marketplace_client_url, config)
    : null;
  return {
    support: supportLink ?? DEFAULT_HELP_CENTER,
    store: store ? storeUrl(store, config.slug) : null,
  };
}
