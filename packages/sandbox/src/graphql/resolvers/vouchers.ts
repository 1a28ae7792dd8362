import { pageWindow, toPage } from '../../db/paging.ts';
import { parseId } from '../../input/integers.ts';
import { requireScope } from '../auth.ts';
import type { GraphqlContext } from '../context.ts';

const VOUCHER_COLUMNS = `v.id::text AS id, v.code, v.expire_date, v.created_at, v.updated_at,
  v.user_id::text AS company_user, v.link, v.available,
  json_build_object('title', c.title, 'description', c.description, 'value', c.value,
    'symbol', c.symbol, 'important', c.important,
    'partner', json_build_object('logo', p.logo, 'name', p.name, 'is_exclusive', p.is_exclusive,
      'contact', json_build_object('phone', p.phone))) AS campaign`;

const FROM = `vouchers v JOIN campaigns c ON c.id = v.campaign_id JOIN partners p ON p.id = c.partner_id`;

export const voucherQueries = {
  async vouchers(
    _: unknown,
    args: { limit?: number; page?: number; type?: string | null; searchPerk?: string | null },
    context: GraphqlContext,
  ) {
    const scope = await requireScope(context);
    const window = pageWindow(args.page, args.limit, 9);
    const { rows } = await context.db.query<Record<string, unknown> & { full_count: number }>(
      `SELECT ${VOUCHER_COLUMNS}, count(*) OVER ()::int AS full_count FROM ${FROM}
        WHERE v.user_id = $1 AND v.type = $2
          AND ($3::text IS NULL OR c.title ILIKE '%' || $3 || '%' OR p.name ILIKE '%' || $3 || '%')
        ORDER BY v.created_at DESC, v.id DESC LIMIT $4 OFFSET $5`,
      [scope.userId, args.type ?? '0', args.searchPerk || null, window.limit, window.offset],
    );
    return toPage(rows, window);
  },

  async voucher(_: unknown, args: { id: string }, context: GraphqlContext) {
    const scope = await requireScope(context);
    const id = parseId(args.id);
    if (id === null) return null;
    const { rows } = await context.db.query(
      `SELECT ${VOUCHER_COLUMNS} FROM ${FROM} WHERE v.user_id = $1 AND v.id = $2`,
      [scope.userId, id],
    );
    return rows[0] ?? null;
  },
};

export const voucherMutations = {
  async deleteVoucher(_: unknown, args: { id: string }, context: GraphqlContext) {
    const scope = await requireScope(context);
    const id = parseId(args.id);
    const { rows } =
      id !== null
        ? await context.db.query(
            'DELETE FROM vouchers WHERE id = $1 AND user_id = $2 RETURNING id',
            [id, scope.userId],
          )
        : { rows: [] };
    return rows.length > 0
      ? { status: true, message: 'Voucher deletado com sucesso!' }
      : { status: false, message: 'Houve um erro ao deletar o Voucher!' };
  },
};
