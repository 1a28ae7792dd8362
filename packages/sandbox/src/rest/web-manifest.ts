import { Hono } from 'hono';
import { companyImagePath } from '../assets/company-images.ts';
import { findCompanyBySlug, findDefaultCompany } from '../db/companies.ts';
import type { Queryable } from '../db/database.ts';
import type { CompanyConfig } from '../domain/company-config.ts';
import { NOT_FOUND_BODY } from './errors.ts';

/** An icon's media type, from its file name: PNG unless it is an SVG. */
const imageType = (src: string): string =>
  /\.svg(?:[?#]|$)/i.test(src) ? 'image/svg+xml' : 'image/png';

/** The address of the club of one company: the app's own `?company=` rule. */
const startUrlOf = (slug: string | undefined): string =>
  slug ? `/?company=${encodeURIComponent(slug)}` : '/';

/**
 * The web app manifest of one company: its title, colours and icon, so that each company's
 * club installs as an app of its own (a distinct `id`), opening on its Home, standalone.
 */
export function webManifestOf(company: CompanyConfig, slug: string | undefined) {
  const startUrl = startUrlOf(slug);
  return {
    id: startUrl,
    name: company.title,
    short_name: company.title,
    description: company.intro ?? company.title,
    lang: 'pt-BR',
    start_url: startUrl,
    scope: '/',
    display: 'standalone',
    theme_color: company.colors.primary,
    background_color: company.colors.tertiary,
    icons: [
      {
        src: companyImagePath(company.slug, 'app-icon'),
        sizes: '512x512',
        type: imageType(companyImagePath(company.slug, 'app-icon')),
        purpose: 'any',
      },
      ...(company.favicon
        ? [{ src: company.favicon, sizes: '32x32', type: imageType(company.favicon) }]
        : []),
    ],
  };
}

/** `/manifest.webmanifest?company=<slug>`: the manifest of that company (or the default one). */
export function webManifestRoutes(db: Queryable): Hono {
  const routes = new Hono();
  routes.get('/', async (c) => {
    const slug = c.req.query('company')?.trim() || undefined;
    const company = slug ? await findCompanyBySlug(db, slug) : await findDefaultCompany(db);
    if (!company) return c.json(NOT_FOUND_BODY, 404);
    return c.body(JSON.stringify(webManifestOf(company, slug)), 200, {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      // Revalidated: a branding change reaches the installed app at its next start.
      'Cache-Control': 'no-cache',
    });
  });
  return routes;
}
