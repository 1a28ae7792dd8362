import { PARTNER_JSON } from '../../db/campaigns.ts';
import { pageWindow, toPage } from '../../db/paging.ts';
import { parseId } from '../../input/integers.ts';
import { requireScope } from '../auth.ts';
import type { GraphqlContext } from '../context.ts';

const LETTER_COLUMNS = `l.id::text AS id, l.link, l.user_name, l.user_document, l.user_number,
  l.user_email, l.available, l.created_at, l.template AS letter, ${PARTNER_JSON} AS partner`;

export const letterQueries = {
  async letters(
    _: unknown,
    args: { limit?: number; page?: number; searchPerk?: string | null },
    context: GraphqlContext,
  ) {
    const scope = await requireScope(context);
    const window = pageWindow(args.page, args.limit, 9);
    const { rows } = await context.db.query<Record<string, unknown> & { full_count: number }>(
      `SELECT ${LETTER_COLUMNS}, count(*) OVER ()::int AS full_count
         FROM letters l JOIN partners p ON p.id = l.partner_id
        WHERE l.user_id = $1 AND ($2::text IS NULL OR p.name ILIKE '%' || $2 || '%')
        ORDER BY l.created_at DESC, l.id DESC LIMIT $3 OFFSET $4`,
      [scope.userId, args.searchPerk || null, window.limit, window.offset],
    );
    return toPage(rows, window);
  },

  async letter(_: unknown, args: { id: string }, context: GraphqlContext) {
    const scope = await requireScope(context);
    const id = parseId(args.id);
    if (id === null) return null;
    const { rows } = await context.db.query(
      `SELECT ${LETTER_COLUMNS} FROM letters l JOIN partners p ON p.id = l.partner_id
        WHERE l.user_id = $1 AND l.id = $2`,
      [scope.userId, id],
    );
    return rows[0] ?? null;
  },
};

export const letterMutations = {
  async deleteLetter(_: unknown, args: { id: string }, context: GraphqlContext) {
    const scope = await requireScope(context);
    const id = parseId(args.id);
    const { rows } =
      id !== null
        ? await context.db.query(
            'DELETE FROM letters WHERE id = $1 AND user_id = $2 RETURNING id',
            [id, scope.userId],
          )
        : { rows: [] };
    return rows.length > 0
      ? { status: true, message: 'Carta deletada com sucesso!' }
      : { status: false, message: 'Houve um erro ao deletar a Carta!' };
  },
};
