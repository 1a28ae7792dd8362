import * as z from 'zod/mini';
import { count, listOf } from '../shared/schema-fields.ts';

/** Pagination as the API sends it (SPEC §3): `{to, from, total, per_page, current_page}`. */
export const paginationSchema = z.object({
  to: count,
  from: count,
  total: count,
  per_page: count,
  current_page: count,
});

export type Pagination = z.output<typeof paginationSchema>;

/** One page of a list: its items and where it sits. */
export interface Page<T> {
  data: T[];
  pagination: Pagination;
}

export function pageSchema<Schema extends z.ZodMiniType>(item: Schema) {
  return z.object({ data: listOf(item), pagination: paginationSchema });
}
