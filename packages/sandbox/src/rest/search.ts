import { DISCOUNT_PERCENT_SQL, NAME_ORDER_SQL } from '../db/campaigns.ts';
import { greatCircleKm } from '../domain/geo.ts';
import { containsPattern, foldSql } from '../domain/search-text.ts';
import { fail, integer, readBody, text } from './route.ts';
import type { Route } from './route.ts';

// Maps, not plain objects: the client names the index and the filters, and `constructor` or
// `toString` must be unknown names, not Object.prototype's members.

/** Index by ordering (SPEC §7 search): each index is the same data sorted differently. */
export const SEARCH_INDEXES: ReadonlyMap<string, string> = new Map([
  ['campaigns', 'c.is_highlighted DESC, c.created_at DESC, c.id DESC'],
  ['campaigns_name_asc', NAME_ORDER_SQL('ASC')],
  ['campaigns_name_desc', NAME_ORDER_SQL('DESC')],
  ['campaigns_nearby', 'c.id'],
  ['campaigns_likes', 'c.liked_count DESC, c.id'],
  ['campaigns_value', `${DISCOUNT_PERCENT_SQL} DESC, c.id`],
]);

/** Filter attributes (`attribute:value`, combined with AND) and the SQL each one tests. */
const FILTERS: ReadonlyMap<string, (n: string) => string> = new Map([
  ['partner.slug', (n: string) => `p.slug = ${n}`],
  ['is_highlighted', (n: string) => `c.is_highlighted = (${n} = 'true')`],
  ['is_exclusive', (n: string) => `c.is_exclusive = (${n} = 'true')`],
  ['is_cashback', (n: string) => `(c.type = 'cashback') = (${n} = 'true')`],
  ['event', (n: string) => `c.event = ${n}`],
  ['type', (n: string) => `c.type = ${n}`],
  ['category', (n: string) => `p.categories @> to_jsonb(${n}::text)`],
]);

interface Hit {
  objectID: string;
  latitude: number | null;
  longitude: number | null;
  [key: string]: unknown;
}

export const searchRoutes: Route[] = [
  {
    method: 'post',
    path: '/search',
    auth: true,
    handler: async (c, { db, scope }) => {
      const body = await readBody(c);
      const index = text(body, 'index') ?? 'campaigns';
      const order = SEARCH_INDEXES.get(index);
      if (!order) return fail(c, 422, `Índice desconhecido: ${index}`);
      const page = Math.max(0, integer(body, 'page') ?? 0);
      const hitsPerPage = Math.min(100, Math.max(1, integer(body, 'hitsPerPage') ?? 10));
      const params: unknown[] = [scope.companyId];
      const where = ['c.company_id = $1'];
      const add = (sql: (n: string) => string, value: unknown): void => {
        params.push(value);
        where.push(sql(`$${params.length}`));
      };
      // Accents and case ignored on both sides: 'cafe' finds 'Café do Centro'.
      const query = text(body, 'query')
        ?.replace(/<[^>]*>/g, ' ')
        .trim();
      if (query) {
        add(
          (n) =>
            `(${foldSql('c.name')} LIKE ${n} OR ${foldSql('c.title')} LIKE ${n} OR ${foldSql('p.name')} LIKE ${n})`,
          containsPattern(query),
        );
      }
      const tags = Array.isArray(body.tags)
        ? body.tags.filter((t): t is string => typeof t === 'string')
        : [];
      if (tags.length > 0) add((n) => `c.tags ?| ${n}::text[]`, tags);
      const filters = text(body, 'filters');
      for (const clause of filters ? filters.split(/\s+AND\s+/) : []) {
        const match = /^\(?\s*([\w.]+)\s*:\s*"?([^")]+?)"?\s*\)?$/.exec(clause.trim());
        const test = match ? FILTERS.get(match[1]!) : undefined;
        if (!match || !test) return fail(c, 422, `Filtro inválido: ${clause}`);
        add(test, match[2]);
      }
      const { rows } = await db.query<Hit>(
        `SELECT c.id::text AS "objectID", c.slug, c.name, c.title, c.image, c.type, c.event,
                c.symbol, c.symbol_text_top, c.symbol_text_main, c.symbol_text_bottom, c.value,
                c.liked_count, c.is_highlighted, c.is_exclusive, c.type = 'cashback' AS is_cashback,
                c.tags, c.end_date, c.discounted_value, c.event_data AS "eventData",
                json_build_object('slug', p.slug, 'name', p.name, 'logo', p.logo) AS partner,
                p.latitude, p.longitude
           FROM campaigns c JOIN partners p ON p.id = c.partner_id
          WHERE ${where.join(' AND ')} ORDER BY ${order}`,
        params,
      );
      let hits = rows;
      const around = /^(-?\d+(?:\.\d+)?),\s*(-?\d+(?:\.\d+)?)$/.exec(
        text(body, 'aroundLatLng') ?? '',
      );
      if (index === 'campaigns_nearby' && around) {
        const [lat, lng] = [Number(around[1]), Number(around[2])];
        const distance = (h: Hit): number =>
          h.latitude === null || h.longitude === null
            ? Infinity
            : greatCircleKm(lat, lng, h.latitude, h.longitude);
        hits = [...rows].sort((a, b) => distance(a) - distance(b));
      }
      const pageHits = hits
        .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
        .map(({ latitude: _a, longitude: _b, ...hit }) => hit);
      return c.json(
        {
          hits: pageHits,
          nbHits: hits.length,
          page,
          nbPages: Math.ceil(hits.length / hitsPerPage),
          hitsPerPage,
          index,
        },
        200,
      );
    },
  },
];
