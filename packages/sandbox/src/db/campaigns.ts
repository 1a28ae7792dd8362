import type { Queryable } from './database.ts';
import type { PageWindow } from './paging.ts';
import { containsPattern, foldSql } from '../domain/search-text.ts';

/** A partner as JSON, shaped like the GraphQL type Partner (campaigns resolved separately). */
export const PARTNER_JSON = `json_build_object(
  'id', p.id::text, 'slug', p.slug, 'name', p.name, 'color', p.color, 'logo', p.logo,
  'logo_negative', p.logo_negative, 'contact', json_build_object('phone', p.phone),
  'description', p.description, 'is_exclusive', p.is_exclusive,
  'colors', json_build_object('primary', p.color), 'company_id', p.company_id::text,
  'categories', (SELECT coalesce(json_agg(json_build_object('id', k.id::text, 'slug', k.slug,
                   'name', k.name) ORDER BY k.name), '[]'::json)
                   FROM categories k
                  WHERE k.company_id = p.company_id AND p.categories @> to_jsonb(k.slug)))`;

/** Columns of the GraphQL type Campaign; $1 is the member's id (is_liked, is_favorited). */
export const CAMPAIGN_COLUMNS = `c.id::text AS id, c.name, c.slug, c.title, c.description,
  c.image, c.type, c.value, c.discounted_value, c.symbol, c.symbol_text_top, c.symbol_text_main,
  c.symbol_text_bottom, c.end_date, c.important, c.howtouse, c.voucher, c.event, c.liked_count,
  c.only_cashback, c.is_highlighted, c.is_exclusive, c.available_vouchers,
  c.max_voucher_per_user, c.tags, c.event_data AS "eventData", c.addresses, c.created_at,
  EXISTS (SELECT 1 FROM likes l WHERE l.campaign_id = c.id AND l.user_id = $1) AS is_liked,
  EXISTS (SELECT 1 FROM favorites f WHERE f.campaign_id = c.id AND f.user_id = $1)
    AS is_favorited,
  ${PARTNER_JSON} AS partner`;

export type CampaignRow = Record<string, unknown> & {
  id: string;
  slug: string;
  type: string;
  event: string;
  value: number;
  title: string;
  eventData: Record<string, unknown>;
  partner: { id: string; name: string; slug: string };
};

export interface CampaignFilters {
  category?: string | null;
  partner?: string | null;
  cashback?: boolean | null;
  exclusive?: boolean | null;
  highlight?: boolean | null;
  tags?: string[] | null;
  event?: string | null;
  title?: string | null;
  orderBy?: string | null;
}

/**
 * A-Z and Z-A by what a card shows: the partner's name, then the offer's title (its hidden
 * `name`, '12% OFF em …', would read as a random order).
 */
export const NAME_ORDER_SQL = (direction: 'ASC' | 'DESC'): string =>
  `p.sort_name ${direction}, ${foldSql('c.title')} ${direction}, c.id`;

/**
 * "Maiores descontos" on one scale, the core's `discountPercent`: the share of the price an
 * offer takes off, in percent — percent and dynamic their percentage, currency 'de R$ x por
 * R$ y' (x − y) / x, a price alone 0, GRÁTIS 100, 2x1 50. Raw values would put any amount in
 * cents above any percentage.
 */
export const DISCOUNT_PERCENT_SQL = `(CASE
  WHEN c.symbol IN ('percent', 'dynamic') THEN least(greatest(c.value, 0), 100)::float8
  WHEN c.symbol = 'currency' AND c.value > 0 AND c.discounted_value IS NOT NULL
       AND c.discounted_value < c.value
    THEN (c.value - greatest(c.discounted_value, 0)) * 100.0 / c.value
  WHEN c.symbol = 'GRÁTIS' THEN 100
  WHEN c.symbol = '2x1' THEN 50
  ELSE 0 END)`;

/** Orderings by the client's name (a Map: `constructor` is no ordering). */
const ORDER: ReadonlyMap<string, string> = new Map([
  ['discount', `${DISCOUNT_PERCENT_SQL} DESC, c.id`],
  ['likes', 'c.liked_count DESC, c.id'],
  ['alphabetical', NAME_ORDER_SQL('ASC')],
  ['alphainverse', NAME_ORDER_SQL('DESC')],
]);

/** A page of the company's campaigns; every filter given narrows the list (AND). */
export async function listCampaigns(
  db: Queryable,
  scope: { userId: number; companyId: number },
  filters: CampaignFilters,
  window: PageWindow,
): Promise<(CampaignRow & { full_count: number })[]> {
  const params: unknown[] = [scope.userId, scope.companyId];
  const where = ['c.company_id = $2'];
  const add = (sql: (n: string) => string, value: unknown): void => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (filters.category) add((n) => `p.categories @> to_jsonb(${n}::text)`, filters.category);
  if (filters.partner) add((n) => `p.slug = ${n}`, filters.partner);
  if (filters.cashback)
    where.push(`(c.type = 'cashback' OR (c.event_data->>'is_cashback')::boolean)`);
  if (filters.exclusive) where.push('c.is_exclusive');
  if (filters.highlight) where.push('c.is_highlighted');
  if (filters.tags?.length) add((n) => `c.tags ?| ${n}::text[]`, filters.tags);
  if (filters.event) add((n) => `c.event = ${n}`, filters.event);
  if (filters.title) {
    add(
      (n) => `(${foldSql('c.title')} LIKE ${n} OR ${foldSql('c.name')} LIKE ${n})`,
      containsPattern(filters.title),
    );
  }
  params.push(window.limit, window.offset);
  const { rows } = await db.query<CampaignRow & { full_count: number }>(
    `SELECT ${CAMPAIGN_COLUMNS}, count(*) OVER ()::int AS full_count
       FROM campaigns c JOIN partners p ON p.id = c.partner_id
      WHERE ${where.join(' AND ')}
      ORDER BY ${ORDER.get(filters.orderBy ?? '') ?? 'c.created_at DESC, c.id DESC'}
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return rows;
}

export async function findCampaign(
  db: Queryable,
  scope: { userId: number; companyId: number },
  by: { slug: string } | { id: number },
): Promise<CampaignRow | null> {
  const [column, value] = 'slug' in by ? ['c.slug', by.slug] : ['c.id', by.id];
  const { rows } = await db.query<CampaignRow>(
    `SELECT ${CAMPAIGN_COLUMNS} FROM campaigns c JOIN partners p ON p.id = c.partner_id
      WHERE c.company_id = $2 AND ${column} = $3`,
    [scope.userId, scope.companyId, value],
  );
  return rows[0] ?? null;
}

export async function campaignsOfPartner(
  db: Queryable,
  userId: number,
  partnerId: string,
): Promise<CampaignRow[]> {
  const { rows } = await db.query<CampaignRow>(
    `SELECT ${CAMPAIGN_COLUMNS} FROM campaigns c JOIN partners p ON p.id = c.partner_id
      WHERE p.id = $2 ORDER BY c.created_at DESC, c.id DESC LIMIT 50`,
    [userId, Number(partnerId)],
  );
  return rows;
}
