import { nowIso } from '../domain/time.ts';
import { parseId } from '../input/integers.ts';
import { fail } from './route.ts';
import type { Route } from './route.ts';

const NOTICE_COLUMNS = `n.id::text AS id, n.type, n.name, n.message, n.provided_by, n.image,
  n.image_mobile, n.value, n.first_access AS "firstAccess", n.link`;

export const noticeRoutes: Route[] = [
  {
    method: 'get',
    path: '/notice/last',
    auth: true,
    handler: async (c, { db, scope }) => {
      // The first notice (by position) the member has not opened: the onboarding one first.
      const { rows } = await db.query(
        `SELECT ${NOTICE_COLUMNS} FROM notices n
          WHERE n.company_id = $1 AND NOT EXISTS (
            SELECT 1 FROM notice_views v WHERE v.notice_id = n.id AND v.user_id = $2)
          ORDER BY n.position, n.id LIMIT 1`,
        [scope.companyId, scope.userId],
      );
      return c.json({ data: rows[0] ?? null }, 200);
    },
  },
  {
    method: 'get',
    path: '/notice/{id}/link',
    auth: true,
    handler: async (c, { db, scope }) => {
      const id = parseId(c.req.param('id'));
      const { rows } =
        id !== null
          ? await db.query(
              `SELECT ${NOTICE_COLUMNS} FROM notices n WHERE n.id = $1 AND n.company_id = $2`,
              [id, scope.companyId],
            )
          : { rows: [] };
      if (!rows[0]) return fail(c, 404, 'Aviso não encontrado');
      // Opening the notice marks it seen, so notice/last moves on to the next one.
      await db.query(
        `INSERT INTO notice_views (user_id, notice_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
        [scope.userId, id],
      );
      return c.json({ data: rows[0], seen_at: nowIso() }, 200);
    },
  },
];
