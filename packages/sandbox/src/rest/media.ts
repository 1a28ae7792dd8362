import { Hono } from 'hono';
import { isCompanyImageKind, renderCompanyImage } from '../assets/company-images.ts';
import { findCompanyBySlug } from '../db/companies.ts';
import type { Queryable } from '../db/database.ts';
import { NOT_FOUND_BODY } from './errors.ts';

/** GET /media/companies/:slug/:kind.svg: images drawn from the company's current branding. */
export function mediaRoutes(db: Queryable): Hono {
  const media = new Hono();

  media.get('/companies/:slug/:file', async (c) => {
    const kind = c.req.param('file').replace(/\.svg$/, '');
    if (!c.req.param('file').endsWith('.svg') || !isCompanyImageKind(kind)) {
      return c.json(NOT_FOUND_BODY, 404);
    }
    const company = await findCompanyBySlug(db, c.req.param('slug'));
    if (!company) return c.json(NOT_FOUND_BODY, 404);

    return c.body(renderCompanyImage(kind, company), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // Short: a reset or a branding change should show up without a hard reload.
      'Cache-Control': 'public, max-age=60',
    });
  });

  media.all('*', (c) => c.json(NOT_FOUND_BODY, 404));
  return media;
}
