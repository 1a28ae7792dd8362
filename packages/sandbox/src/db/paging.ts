import { INPUT_ERRORS } from '../input/input-rejected.ts';
import { optionalInteger } from '../input/integers.ts';

/** Pagination meta of SPEC §3 (to, from, total, per_page, current_page) plus last_page. */
export interface PageMeta {
  to: number;
  from: number;
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
}

export interface PageWindow {
  page: number;
  limit: number;
  offset: number;
}

/**
 * Reads page and limit (query strings or GraphQL Ints): absent is 1 and `defaultLimit`; page
 * below 1 is 1; limit 0 is the default, others are clamped to 1..100. A value that is not a whole int4 number ("1e300",
 * "Infinity", "2.5", 2^31) is refused with 422 rather than read as something else.
 */
export function pageWindow(page: unknown, limit: unknown, defaultLimit: number): PageWindow {
  const p = Math.max(1, optionalInteger(page, 1, INPUT_ERRORS.page));
  // A limit of 0 reads as the default, as it always has.
  const l = Math.min(
    100,
    Math.max(1, optionalInteger(limit, defaultLimit, INPUT_ERRORS.limit) || defaultLimit),
  );
  return { page: p, limit: l, offset: (p - 1) * l };
}

export function pageMeta(window: PageWindow, total: number, count: number): PageMeta {
  return {
    from: count === 0 ? 0 : window.offset + 1,
    to: count === 0 ? 0 : window.offset + count,
    total,
    per_page: window.limit,
    current_page: window.page,
    last_page: Math.max(1, Math.ceil(total / window.limit)),
  };
}

/** Runs a query with `count(*) OVER ()` AS full_count and answers data plus meta. */
export function toPage<T extends { full_count?: number }>(
  rows: T[],
  window: PageWindow,
): PageMeta & { data: Omit<T, 'full_count'>[] } {
  const total = rows[0]?.full_count ?? 0;
  const data = rows.map(({ full_count: _ignored, ...rest }) => rest);
  return { data, ...pageMeta(window, Number(total), rows.length) };
}
