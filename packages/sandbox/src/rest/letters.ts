import { nowIso } from '../domain/time.ts';
import { parseId } from '../input/integers.ts';
import { EMAIL, fail, readBody, text } from './route.ts';
import type { Route } from './route.ts';

export const letterRoutes: Route[] = [
  {
    method: 'post',
    path: '/rescue/letter/{letterId}',
    auth: true,
    handler: async (c, { db, scope }) => {
      const id = parseId(c.req.param('letterId'));
      const email = text(await readBody(c), 'email');
      if (!email || !EMAIL.test(email)) return fail(c, 422, 'Email inválido!');
      const { rows } =
        id !== null
          ? await db.query<{ available: boolean }>(
              'SELECT available FROM letters WHERE id = $1 AND user_id = $2',
              [id, scope.userId],
            )
          : { rows: [] };
      if (!rows[0]) return fail(c, 404, 'Carta não encontrada');
      if (!rows[0].available) return fail(c, 422, 'Carta expirada');
      await db.query(
        'INSERT INTO letter_deliveries (letter_id, email, created_at) VALUES ($1, $2, $3)',
        [id, email, nowIso()],
      );
      return c.json({ success: true, message: `Carta enviada para ${email}` }, 200);
    },
  },
];
