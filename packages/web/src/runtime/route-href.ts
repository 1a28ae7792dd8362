import type { ParamsOf, QueryFields, QueryOf, RouteDefinition } from './route-definition.ts';
import { routes, type CampaignsQuery } from './route-table.ts';

type ParamValues<Path extends string> = { readonly [Name in ParamsOf<Path>]: string };

/** A route without params may be given no arguments; one with params must be given them. */
type HrefArguments<Path extends string, Fields extends QueryFields> = [ParamsOf<Path>] extends [
  never,
]
  ? [params?: ParamValues<Path>, query?: QueryOf<Fields>]
  : [params: ParamValues<Path>, query?: QueryOf<Fields>];

/**
 * The address of a route: params filled in (encoded) and the query appended.
 * `href(routes.campaignDetail, { campaignSlug: 'pizza' }, { query: 'borda' })`
 * → '/campanhas/pizza?query=borda'.
 */
export function href<Path extends string, Fields extends QueryFields>(
  target: RouteDefinition<Path, Fields>,
  ...[params, query]: HrefArguments<Path, Fields>
): string {
  const values: Readonly<Record<string, string>> = params ?? {};
  const path = target.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${target.path} needs the param ${name}`);
    return encodeURIComponent(value);
  });
  const search = query ? serializeQuery(target.query, query) : '';
  return search === '' ? path : `${path}?${search}`;
}

/**
 * A query as the address writes it, in the order the route lists its parameters: nothing for
 * undefined, false or empty text; 'true' for a flag that is on.
 */
export function serializeQuery<Fields extends QueryFields>(
  fields: Fields,
  query: QueryOf<Fields>,
): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(fields)) {
    const value: unknown = query[key];
    if (value === undefined || value === false || value === '') continue;
    search.set(key, String(value));
  }
  return search.toString();
}

const PAGE_PATTERN = /^[1-9]\d*$/;

/**
 * A route's query read from the address: the parameters it knows, each of its kind; anything
 * unknown, empty or malformed is left out, and a flag is present only when on.
 */
export function parseQuery<Fields extends QueryFields>(
  target: RouteDefinition<string, Fields>,
  search: URLSearchParams,
): QueryOf<Fields> {
  const query: Record<string, string | number | boolean> = {};
  for (const [key, kind] of Object.entries(target.query)) {
    const raw = search.get(key);
    if (raw === null || raw === '') continue;
    if (kind === 'text') query[key] = raw;
    else if (kind === 'flag') {
      if (raw === 'true' || raw === '1') query[key] = true;
    } else if (PAGE_PATTERN.test(raw) && Number.isSafeInteger(Number(raw))) {
      query[key] = Number(raw);
    }
  }
  return query as QueryOf<Fields>;
}

/** The query of Campanhas, read from the address (the list screen reads and writes it so). */
export function parseCampaignsQuery(search: URLSearchParams): CampaignsQuery {
  return parseQuery(routes.campaigns, search);
}

/** The address of Campanhas for a query. */
export function campaignsHref(query: CampaignsQuery = {}): string {
  return href(routes.campaigns, {}, query);
}
