import { PARTNER_JSON } from '../../db/campaigns.ts';
import { pageWindow, toPage } from '../../db/paging.ts';
import { greatCircleKm } from '../../domain/geo.ts';
import { requireScope } from '../auth.ts';
import type { GraphqlContext } from '../context.ts';
import { userError } from '../errors.ts';

interface ShelfPartner {
  slug: string;
  name: string;
  logo: string;
  logo_negative: string;
  colors: { primary: string };
}

const SHELF_PARTNER = `json_build_object('slug', p.slug, 'name', p.name, 'logo', p.logo,
  'logo_negative', p.logo_negative, 'colors', json_build_object('primary', p.color))`;

export const partnerQueries = {
  async partners(
    _: unknown,
    args: { limit?: number; page?: number; is_main?: string | null },
    context: GraphqlContext,
  ) {
    const scope = await requireScope(context);
    const window = pageWindow(args.page, args.limit, 10);
    const { rows } = await context.db.query<{ partner: unknown; full_count: number }>(
      `SELECT ${PARTNER_JSON} AS partner, count(*) OVER ()::int AS full_count
         FROM partners p WHERE p.company_id = $1 AND ($2 OR p.is_main)
        ORDER BY p.sort_name LIMIT $3 OFFSET $4`,
      [scope.companyId, args.is_main === '0', window.limit, window.offset],
    );
    const page = toPage(rows, window);
    return { ...page, data: page.data.map((row) => row.partner) };
  },

  async partnersNearby(
    _: unknown,
    args: { latitude: string; longitude: string },
    context: GraphqlContext,
  ) {
    const scope = await requireScope(context);
    const latitude = Number(args.latitude);
    const longitude = Number(args.longitude);
    if (
      args.latitude.trim() === '' ||
      args.longitude.trim() === '' ||
      !(Math.abs(latitude) <= 90) ||
      !(Math.abs(longitude) <= 180)
    ) {
      throw userError('Coordenadas inválidas', 'BAD_USER_INPUT');
    }
    const { rows } = await context.db.query<
      ShelfPartner & { id: string; address: unknown; latitude: number; longitude: number }
    >(
      `SELECT p.id::text AS id, p.slug, p.name, p.logo, p.logo_negative,
              json_build_object('primary', p.color) AS colors, p.address, p.latitude, p.longitude
         FROM partners p
        WHERE p.company_id = $1 AND p.latitude IS NOT NULL AND p.address IS NOT NULL`,
      [scope.companyId],
    );
    return rows
      .map((row) => ({
        ...row,
        distance:
          Math.round(greatCircleKm(latitude, longitude, row.latitude, row.longitude) * 10) / 10,
      }))
      .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
      .slice(0, 50);
  },

  async shelves(
    _: unknown,
    args: { quantity?: number; highlightQuantity?: number },
    context: GraphqlContext,
  ) {
    const scope = await requireScope(context);
    const quantity = Math.min(100, Math.max(1, args.quantity ?? 20));
    const highlights = Math.min(100, Math.max(1, args.highlightQuantity ?? 10));
    const query = async (sql: string, params: unknown[]): Promise<ShelfPartner[]> =>
      (await context.db.query<{ partner: ShelfPartner }>(sql, params)).rows.map((r) => r.partner);

    const main = scope.company.main_category;
    const { rows: mainCategory } = await context.db.query<{ slug: string; name: string }>(
      'SELECT slug, name FROM categories WHERE company_id = $1 AND (name = $2 OR slug = $2)',
      [scope.companyId, main ?? ''],
    );
    const shelves = [
      {
        name: mainCategory[0]?.name ?? 'Principais Parceiros',
        slug: mainCategory[0]?.slug ?? 'principais-parceiros',
        permission: null as string | null,
        partners: mainCategory[0]
          ? await query(
              `SELECT ${SHELF_PARTNER} AS partner FROM partners p
                WHERE p.company_id = $1 AND p.categories @> to_jsonb($2::text)
                ORDER BY p.sort_name LIMIT $3`,
              [scope.companyId, mainCategory[0].slug, quantity],
            )
          : await query(
              `SELECT ${SHELF_PARTNER} AS partner FROM partners p
                WHERE p.company_id = $1 AND p.is_main ORDER BY p.sort_name LIMIT $2`,
              [scope.companyId, quantity],
            ),
      },
    ];
    const { rows: homeCategories } = await context.db.query<{ slug: string; name: string }>(
      `SELECT slug, name FROM categories WHERE company_id = $1 AND status AND is_home
        AND slug <> $2 ORDER BY home_order NULLS LAST, name`,
      [scope.companyId, mainCategory[0]?.slug ?? ''],
    );
    for (const category of homeCategories) {
      shelves.push({
        ...category,
        permission: null,
        partners: await query(
          `SELECT ${SHELF_PARTNER} AS partner FROM partners p
            WHERE p.company_id = $1 AND p.categories @> to_jsonb($2::text)
            ORDER BY p.sort_name LIMIT $3`,
          [scope.companyId, category.slug, quantity],
        ),
      });
    }
    if (scope.company.permissions.includes('highlight')) {
      shelves.push({
        name: 'Destaques',
        slug: 'destaques',
        permission: 'highlight',
        partners: await query(
          `SELECT ${SHELF_PARTNER} AS partner FROM partners p
            WHERE p.company_id = $1 AND EXISTS (SELECT 1 FROM campaigns c
              WHERE c.partner_id = p.id AND c.is_highlighted)
            ORDER BY p.sort_name LIMIT $2`,
          [scope.companyId, highlights],
        ),
      });
    }
    return shelves.filter((shelf) => shelf.partners.length > 0);
  },
};
