import { pageWindow, toPage } from '../../db/paging.ts';
import { isCalendarDate } from '../../domain/time.ts';
import { requireScope } from '../auth.ts';
import type { GraphqlContext } from '../context.ts';
import { userError } from '../errors.ts';

interface CashbackArgs {
  page?: number;
  limit?: number;
  asc?: string | null;
  desc?: string | null;
  status?: string | null;
  partners?: string[] | null;
  searchPerk?: string | null;
  advertiser?: string | null;
  between_date?: string[] | null;
}

/** Sortable columns by the client's name (a Map: `constructor` is no column). */
const SORTABLE: ReadonlyMap<string, string> = new Map([
  ['date', 'k.date'],
  ['total', 'k.total'],
  ['status', 'k.status'],
]);

export const walletQueries = {
  async cashback(_: unknown, args: CashbackArgs, context: GraphqlContext) {
    const scope = await requireScope(context);
    const window = pageWindow(args.page, args.limit, 9);
    const params: unknown[] = [scope.userId];
    const where = ['k.user_id = $1'];
    const add = (sql: (n: string) => string, value: unknown): void => {
      params.push(value);
      where.push(sql(`$${params.length}`));
    };
    if (args.status) add((n) => `k.status = ${n}`, args.status);
    if (args.partners?.length) add((n) => `p.slug = ANY(${n}::text[])`, args.partners);
    if (args.advertiser) add((n) => `p.slug = ${n}`, args.advertiser);
    if (args.searchPerk) {
      add((n) => `(c.title ILIKE ${n} OR p.name ILIKE ${n})`, `%${args.searchPerk}%`);
    }
    if (args.between_date) {
      const [from, to] = args.between_date;
      if (
        args.between_date.length !== 2 ||
        !isCalendarDate(from ?? '') ||
        !isCalendarDate(to ?? '')
      ) {
        throw userError('Período inválido', 'BAD_USER_INPUT');
      }
      add((n) => `k.date >= ${n}`, from);
      add((n) => `k.date <= ${n}`, to);
    }
    const order = args.asc
      ? `${SORTABLE.get(args.asc) ?? 'k.date'} ASC`
      : `${SORTABLE.get(args.desc ?? 'date') ?? 'k.date'} DESC`;
    params.push(window.limit, window.offset);
    const { rows } = await context.db.query<Record<string, unknown> & { full_count: number }>(
      `SELECT k.id::text AS id, k.date, k.created_at, k.available, k.total, k.status,
              k.user_comission, json_build_object('name', p.name, 'logo', p.logo) AS partner,
              json_build_object('title', c.title) AS campaign,
              count(*) OVER ()::int AS full_count
         FROM cashbacks k JOIN campaigns c ON c.id = k.campaign_id
         JOIN partners p ON p.id = c.partner_id
        WHERE ${where.join(' AND ')}
        ORDER BY ${order}, k.id DESC
        LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return toPage(rows, window);
  },

  async giftCard(_: unknown, args: { transaction_id: string }, context: GraphqlContext) {
    const scope = await requireScope(context);
    const { rows } = await context.db.query<{
      gift_card: Record<string, unknown>;
      rescue_type: string | null;
    }>(
      `SELECT t.gift_card, c.event_data->>'rescue_type' AS rescue_type
         FROM transactions t JOIN campaigns c ON c.id = t.campaign_id
        WHERE t.user_id = $1 AND t.transaction_id = $2 AND t.gift_card IS NOT NULL`,
      [scope.userId, args.transaction_id],
    );
    const row = rows[0];
    if (!row) return null;
    return { ...row.gift_card, campaign: { eventData: { rescue_type: row.rescue_type } } };
  },

  async transactions(
    _: unknown,
    args: { limit?: number; page?: number; desc?: boolean | null; searchPerk?: string | null },
    context: GraphqlContext,
  ) {
    const scope = await requireScope(context);
    const window = pageWindow(args.page, args.limit, 9);
    const { rows } = await context.db.query<Record<string, unknown> & { full_count: number }>(
      `SELECT t.id::text AS id, t.type, t.value, t.status, t.quantity, t.created_at,
              t.transaction_id, t.available, t.vouchers,
              json_build_object('end_date', c.end_date, 'howtouse', c.howtouse, 'event', c.event,
                'created_at', c.created_at,
                'partner', json_build_object('name', p.name, 'slug', p.slug, 'logo', p.logo))
                AS campaign,
              count(*) OVER ()::int AS full_count
         FROM transactions t JOIN campaigns c ON c.id = t.campaign_id
         JOIN partners p ON p.id = c.partner_id
        WHERE t.user_id = $1
          AND ($2::text IS NULL OR c.title ILIKE '%' || $2 || '%' OR p.name ILIKE '%' || $2 || '%')
        ORDER BY t.created_at ${args.desc === false ? 'ASC' : 'DESC'}, t.id
        LIMIT $3 OFFSET $4`,
      [scope.userId, args.searchPerk || null, window.limit, window.offset],
    );
    return toPage(rows, window);
  },
};
