/** How one query parameter is written in the address and read back. */
export type QueryFieldKind =
  /** Any non-empty text. */
  | 'text'
  /** On when the address says 'true' (or '1'); off is left out of the address. */
  | 'flag'
  /** A page number from 1. */
  | 'page';

export type QueryFields = Readonly<Record<string, QueryFieldKind>>;

type FieldValue<Kind extends QueryFieldKind> = Kind extends 'flag'
  ? boolean
  : Kind extends 'page'
    ? number
    : string;

/**
 * A route's query as a screen reads and writes it: every parameter is optional. A route with
 * no query takes none (an empty object type would take anything).
 */
export type QueryOf<Fields extends QueryFields> = [keyof Fields] extends [never]
  ? Record<string, never>
  : { [Key in keyof Fields]?: FieldValue<Fields[Key]> };

/** The names of the `:params` of a path pattern ('/premios/:partnerSlug' → 'partnerSlug'). */
export type ParamsOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** One route: its absolute path pattern (as the router reads it) and the query it takes. */
export interface RouteDefinition<
  Path extends string = string,
  Fields extends QueryFields = QueryFields,
> {
  readonly path: Path;
  readonly query: Fields;
}

type NoQuery = Readonly<Record<never, QueryFieldKind>>;

/** Defines a route; its params are read from the path, its query from `query`. */
export function route<const Path extends `/${string}`, const Fields extends QueryFields = NoQuery>(
  path: Path,
  query?: Fields,
): RouteDefinition<Path, Fields> {
  return { path, query: query ?? ({} as Fields) };
}
