import type { Page } from '../paging/page.schema.ts';

/** One page of a list as the API pages it: from/to are 1-based positions (0 when empty). */
export function pageOf<T>(items: readonly T[], page = 1, perPage = 10): Page<T> {
  const start = (page - 1) * perPage;
  const data = items.slice(start, start + perPage);
  return {
    data,
    pagination: {
      total: items.length,
      per_page: perPage,
      current_page: page,
      from: data.length ? start + 1 : 0,
      to: data.length ? start + data.length : 0,
    },
  };
}
