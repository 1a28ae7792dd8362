import {
  campaignsOfPartner,
  DISCOUNT_PERCENT_SQL,
  findCampaign,
  listCampaigns,
  NAME_ORDER_SQL,
} from '../../db/campaigns.ts';
import type { CampaignRow } from '../../db/campaigns.ts';
import { pageWindow, toPage } from '../../db/paging.ts';
import { nowIso } from '../../domain/time.ts';
import { requireScope } from '../auth.ts';
import type { GraphqlContext } from '../context.ts';
import { userError } from '../errors.ts';

interface CampaignsArgs {
  page?: number;
  limit?: number;
  category?: string | null;
  partner?: string | null;
  cashback?: boolean | null;
  exclusive?: boolean | null;
  orderBy?: string | null;
  highlight?: boolean | null;
  tags?: string[] | null;
}

interface FavoritedArgs {
  asc?: string | null;
  desc?: string | null;
  page?: number;
  limit?: number;
  company?: boolean | null;
  favorited?: boolean | null;
  event?: string | null;
  exclusive?: boolean | null;
}

/** SPEC §7 favoritedCampaigns sort: discount, likes, alphabetical. */
function favoritedOrder(args: FavoritedArgs): string {
  if (args.desc === 'value') return `${DISCOUNT_PERCENT_SQL} DESC, c.id`;
  if (args.desc === 'liked_count') return 'c.liked_count DESC, c.id';
  if (args.asc === 'partner.name') return NAME_ORDER_SQL('ASC');
  return 'f.created_at DESC NULLS LAST, c.id DESC';
}

async function campaignIdBySlug(context: GraphqlContext, slug: string): Promise<number> {
  const scope = await requireScope(context);
  const { rows } = await context.db.query<{ id: number }>(
    'SELECT id FROM campaigns WHERE company_id = $1 AND slug = $2',
    [scope.companyId, slug],
  );
  if (!rows[0]) throw userError('Oferta não encontrada', 'NOT_FOUND');
  return rows[0].id;
}

export const campaignQueries = {
  async campaign(_: unknown, args: { slug: string }, context: GraphqlContext) {
    return findCampaign(context.db, await requireScope(context), { slug: args.slug });
  },

  async campaigns(_: unknown, args: CampaignsArgs, context: GraphqlContext) {
    const window = pageWindow(args.page, args.limit, 18);
    const rows = await listCampaigns(context.db, await requireScope(context), args, window);
    return toPage(rows, window);
  },

  async favorites(_: unknown, __: unknown, context: GraphqlContext): Promise<string[]> {
    const scope = await requireScope(context);
    const { rows } = await context.db.query<{ slug: string }>(
      `SELECT c.slug FROM favorites f JOIN campaigns c ON c.id = f.campaign_id
        WHERE f.user_id = $1 AND c.company_id = $2 ORDER BY f.created_at DESC, c.id`,
      [scope.userId, scope.companyId],
    );
    return rows.map((row) => row.slug);
  },

  async favoritedCampaigns(_: unknown, args: FavoritedArgs, context: GraphqlContext) {
    const scope = await requireScope(context);
    const window = pageWindow(args.page, args.limit, 10);
    const where = [
      'c.company_id = $2',
      args.favorited === false ? 'f.user_id IS NULL' : 'f.user_id IS NOT NULL',
    ];
    if (args.company || args.exclusive) where.push('c.is_exclusive');
    if (args.event === 'cashback') where.push(`c.type = 'cashback'`);
    else if (args.event) where.push(`c.event = '${args.event.replace(/[^a-z]/g, '')}'`);
    const { rows } = await context.db.query<Record<string, unknown> & { full_count: number }>(
      `SELECT c.slug, c.name, c.value, c.title, c.symbol, c.end_date, c.is_highlighted,
              f.user_id IS NOT NULL AS is_favorited,
              json_build_object('slug', p.slug, 'name', p.name, 'logo', p.logo,
                'company_id', p.company_id::text,
                'categories', (SELECT coalesce(json_agg(json_build_object('id', k.id::text,
                   'slug', k.slug, 'name', k.name) ORDER BY k.name), '[]'::json)
                   FROM categories k
                  WHERE k.company_id = p.company_id AND p.categories @> to_jsonb(k.slug)))
                AS partner,
              count(*) OVER ()::int AS full_count
         FROM campaigns c JOIN partners p ON p.id = c.partner_id
         LEFT JOIN favorites f ON f.campaign_id = c.id AND f.user_id = $1
        WHERE ${where.join(' AND ')}
        ORDER BY ${favoritedOrder(args)}
        LIMIT $3 OFFSET $4`,
      [scope.userId, scope.companyId, window.limit, window.offset],
    );
    return toPage(rows, window);
  },
};

export const campaignMutations = {
  async like(_: unknown, args: { slug: string }, context: GraphqlContext): Promise<boolean> {
    const scope = await requireScope(context);
    const campaignId = await campaignIdBySlug(context, args.slug);
    return context.db.transaction(async (tx) => {
      const removed = await tx.query(
        'DELETE FROM likes WHERE user_id = $1 AND campaign_id = $2 RETURNING campaign_id',
        [scope.userId, campaignId],
      );
      const liked = removed.rows.length === 0;
      if (liked) {
        await tx.query('INSERT INTO likes (user_id, campaign_id) VALUES ($1, $2)', [
          scope.userId,
          campaignId,
        ]);
      }
      await tx.query(
        'UPDATE campaigns SET liked_count = greatest(0, liked_count + $2) WHERE id = $1',
        [campaignId, liked ? 1 : -1],
      );
      return liked;
    });
  },

  async favorite(_: unknown, args: { slug: string }, context: GraphqlContext): Promise<boolean> {
    const scope = await requireScope(context);
    const campaignId = await campaignIdBySlug(context, args.slug);
    const removed = await context.db.query(
      'DELETE FROM favorites WHERE user_id = $1 AND campaign_id = $2 RETURNING campaign_id',
      [scope.userId, campaignId],
    );
    if (removed.rows.length > 0) return false;
    await context.db.query(
      'INSERT INTO favorites (user_id, campaign_id, created_at) VALUES ($1, $2, $3)',
      [scope.userId, campaignId, nowIso()],
    );
    return true;
  },
};

/** Field resolvers: a partner's campaigns, only when asked for. */
export const partnerFields = {
  async campaigns(
    partner: { id: string; campaigns?: CampaignRow[] },
    _: unknown,
    context: GraphqlContext,
  ) {
    if (partner.campaigns) return partner.campaigns;
    const scope = await requireScope(context);
    return campaignsOfPartner(context.db, scope.userId, partner.id);
  },
};
