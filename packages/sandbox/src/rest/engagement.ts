import type { Context } from 'hono';
import { CAMPAIGN_COLUMNS, PARTNER_JSON } from '../db/campaigns.ts';
import type { Database } from '../db/database.ts';
import { pageWindow, toPage } from '../db/paging.ts';
import type { MemberScope } from '../db/scope.ts';
import { MESSAGES } from './errors.ts';
import { fail } from './route.ts';
import type { Route } from './route.ts';

/** Partners with campaigns of one event (award or engagement), each with those campaigns. */
async function partnersWithEvent(
  c: Context,
  db: Database,
  scope: MemberScope,
  event: 'award' | 'engagement',
): Promise<Response> {
  const permission = event === 'award' ? 'awards' : 'engagement';
  if (!scope.company.permissions.includes(permission))
    return fail(c, 403, MESSAGES.permissionDenied.message);
  const window = pageWindow(c.req.query('page'), c.req.query('limit'), 18);
  const { rows } = await db.query<{
    partner: Record<string, unknown>;
    campaigns: unknown[];
    full_count: number;
  }>(
    `WITH page AS (
       SELECT p.id, p.sort_name, ${PARTNER_JSON} AS partner, count(*) OVER ()::int AS full_count
         FROM partners p
        WHERE p.company_id = $2 AND ($4::text IS NULL OR p.slug = $4)
          AND EXISTS (SELECT 1 FROM campaigns c WHERE c.partner_id = p.id AND c.event = $3)
        ORDER BY p.sort_name LIMIT $5 OFFSET $6)
     SELECT page.partner, page.full_count,
            (SELECT json_agg(x) FROM (
               SELECT ${CAMPAIGN_COLUMNS} FROM campaigns c JOIN partners p ON p.id = c.partner_id
                WHERE c.partner_id = page.id AND c.event = $3
                ORDER BY c.created_at DESC, c.id DESC) x) AS campaigns
       FROM page ORDER BY page.sort_name`,
    [
      scope.userId,
      scope.companyId,
      event,
      c.req.query('slug') || null,
      window.limit,
      window.offset,
    ],
  );
  const { data, ...meta } = toPage(rows, window);
  return c.json(
    { data: data.map((row) => ({ ...row.partner, campaigns: row.campaigns })), meta },
    200,
  );
}

export const engagementRoutes: Route[] = [
  {
    method: 'get',
    path: '/partners/awards',
    auth: true,
    handler: (c, { db, scope }) => partnersWithEvent(c, db, scope, 'award'),
  },
  {
    method: 'get',
    path: '/partners/engagement',
    auth: true,
    handler: (c, { db, scope }) => partnersWithEvent(c, db, scope, 'engagement'),
  },
  {
    method: 'get',
    path: '/partners/engagement/campaigns',
    auth: true,
    handler: async (c, { db, scope }) => {
      if (!scope.company.permissions.includes('engagement'))
        return fail(c, 403, MESSAGES.permissionDenied.message);
      const window = pageWindow(c.req.query('page'), c.req.query('limit'), 18);
      const title = c.req.query('title');
      const { rows } = await db.query<Record<string, unknown> & { full_count: number }>(
        `SELECT ${CAMPAIGN_COLUMNS}, count(*) OVER ()::int AS full_count
           FROM campaigns c JOIN partners p ON p.id = c.partner_id
          WHERE c.company_id = $2 AND c.event = 'engagement'
            AND ($3::text IS NULL OR c.title ILIKE '%' || $3 || '%' OR c.name ILIKE '%' || $3 || '%')
          ORDER BY c.created_at DESC, c.id DESC LIMIT $4 OFFSET $5`,
        [scope.userId, scope.companyId, title || null, window.limit, window.offset],
      );
      const { data, ...meta } = toPage(rows, window);
      return c.json({ data, meta }, 200);
    },
  },
  {
    method: 'get',
    path: '/engagement/coin',
    auth: true,
    handler: async (c, { db, scope }) => {
      if (!scope.company.permissions.includes('engagement'))
        return fail(c, 403, MESSAGES.permissionDenied.message);
      const { rows } = await db.query(
        `SELECT k.id::text AS id, k.program_name, k.program_image, u.engagement_balance AS balance
           FROM coins k JOIN users u ON u.company_id = k.company_id WHERE u.id = $1`,
        [scope.userId],
      );
      return rows[0] ? c.json({ data: rows[0] }, 200) : fail(c, 404, 'Moeda não encontrada');
    },
  },
];
