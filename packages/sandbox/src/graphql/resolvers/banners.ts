import { pageWindow, toPage } from '../../db/paging.ts';
import type { PageWindow } from '../../db/paging.ts';
import { requireScope } from '../auth.ts';
import type { GraphqlContext } from '../context.ts';

interface BannerArgs {
  tag?: string | null;
  type?: number | null;
}

async function listBanners(context: GraphqlContext, args: BannerArgs, window: PageWindow) {
  const scope = await requireScope(context);
  const { rows } = await context.db.query<Record<string, unknown> & { full_count: number }>(
    `SELECT id::text AS id, name, image, image_secondary, link, type, institutional, showcase,
            tags, vidalink, only_tagged,
            CASE WHEN partner_slug IS NULL THEN NULL ELSE json_build_object('slug', partner_slug) END
              AS partner,
            CASE WHEN campaign_slug IS NULL THEN NULL ELSE json_build_object('slug', campaign_slug) END
              AS campaign,
            count(*) OVER ()::int AS full_count
       FROM banners
      WHERE company_id = $1 AND ($2::int IS NULL OR type = $2)
        AND ($3::text IS NULL OR tags @> to_jsonb($3::text))
      ORDER BY position, id LIMIT $4 OFFSET $5`,
    [scope.companyId, args.type ?? null, args.tag ?? null, window.limit, window.offset],
  );
  return toPage(rows, window);
}

export const bannerQueries = {
  async banners(_: unknown, args: BannerArgs, context: GraphqlContext) {
    return (await listBanners(context, args, { page: 1, limit: 100, offset: 0 })).data;
  },

  async paginatedBanners(
    _: unknown,
    args: BannerArgs & { page?: number; limit?: number },
    context: GraphqlContext,
  ) {
    return listBanners(context, args, pageWindow(args.page, args.limit, 10));
  },
};
