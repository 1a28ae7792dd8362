import { storeUrl, type CompanyConfig } from '@clube/core/company';
import { checkedUrl } from './checked-url.ts';

/**
 * The company's own links, each through the one URL check: a config link that is not a path of
 * this site nor an http(s) URL (a `javascript:` URL, a protocol-relative or backslash trick) is
 * dropped, never rendered.
 */
export function companyLinks(config: CompanyConfig): {
  /** The support link, or a mail to the company when it has none (or only a refused one). */
  support: string | null;
  /** The marketplace with the company's campaign tag, when the company has a checked one. */
  store: string | null;
} {
  const supportLink = config.support_link ? checkedUrl(config.support_link, config) : null;
  const store = config.marketplace_client_url
    ? checkedUrl(config.marketplace_client_url, config)
    : null;
  return {
    support: supportLink ?? (config.email ? `mailto:${config.email}` : null),
    store: store ? storeUrl(store, config.slug) : null,
  };
}
