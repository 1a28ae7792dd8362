import type { Pagination } from './page.schema.ts';

export type PagingRule = 'untilTotal' | 'vouchers';

/** Whether another page exists. Vouchers load more only when total > from + per_page - 1. */
export function hasNextPage(pagination: Pagination, loaded: number, rule: PagingRule): boolean {
  if (rule === 'vouchers') return pagination.total > pagination.from + pagination.per_page - 1;
  return loaded < pagination.total;
}

/** Appends a page, never twice the same item (by key), never past total. */
export function appendPage<T>(
  items: readonly T[],
  page: readonly T[],
  keyOf: (item: T) => string,
  total: number,
): T[] {
  const seen = new Set(items.map(keyOf));
  const merged = [...items];
  for (const item of page) {
    const key = keyOf(item);
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(item);
  }
  return merged.slice(0, Math.max(total, items.length));
}
