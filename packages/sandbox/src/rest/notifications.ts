import { unixSeconds, nowIso } from '../domain/time.ts';
import { parseId } from '../input/integers.ts';
import { fail } from './route.ts';
import type { Route } from './route.ts';

interface NotificationRow {
  id: string;
  title: string;
  message: string | null;
  type: string;
  read: boolean;
  created_at: string;
}

/** created_at goes out as Unix seconds (SPEC §8 relative time). */
const present = (row: NotificationRow) => ({ ...row, created_at: unixSeconds(row.created_at) });

export const notificationRoutes: Route[] = [
  {
    method: 'get',
    path: '/notification',
    auth: true,
    handler: async (c, { db, scope }) => {
      const { rows } = await db.query<NotificationRow>(
        `SELECT id::text AS id, title, message, type, read, created_at FROM notifications
          WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 50`,
        [scope.userId],
      );
      // Fetching the list clears the "new" flag (SPEC §4 notifications).
      await db.query('UPDATE users SET notifications_seen_at = $2 WHERE id = $1', [
        scope.userId,
        nowIso(),
      ]);
      return c.json({ data: rows.map(present) }, 200);
    },
  },
  {
    method: 'get',
    path: '/notification/check',
    auth: true,
    handler: async (c, { db, scope }) => {
      const { rows } = await db.query<{ fresh: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM notifications n JOIN users u ON u.id = n.user_id
          WHERE n.user_id = $1 AND NOT n.read AND n.created_at > u.notifications_seen_at) AS fresh`,
        [scope.userId],
      );
      return c.json({ data: rows[0]?.fresh ?? false }, 200);
    },
  },
  {
    method: 'post',
    path: '/notification/{id}',
    auth: true,
    handler: async (c, { db, scope }) => {
      const id = parseId(c.req.param('id'));
      const { rows } =
        id !== null
          ? await db.query<NotificationRow>(
              `UPDATE notifications SET read = true WHERE id = $1 AND user_id = $2
              RETURNING id::text AS id, title, message, type, read, created_at`,
              [id, scope.userId],
            )
          : { rows: [] };
      if (!rows[0]) return fail(c, 404, 'Notificação não encontrada');
      return c.json({ success: true, data: present(rows[0]) }, 200);
    },
  },
];
