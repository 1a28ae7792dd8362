import type { Queryable } from '../db/database.ts';

export type Row = Record<string, unknown>;

/** Objects and arrays go into jsonb columns as JSON text; the same SQL runs on PGlite and pg. */
function toParameter(value: unknown): unknown {
  return value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
}

/** Inserts rows (all with the same keys) in chunks; returns the new ids in order. */
export async function insertRows(
  db: Queryable,
  table: string,
  rows: readonly Row[],
  returning = true,
): Promise<number[]> {
  const ids: number[] = [];
  const columns = Object.keys(rows[0] ?? {});
  const perChunk = Math.max(1, Math.floor(1000 / Math.max(1, columns.length)));
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const placeholders = columns.map((column) => {
        params.push(toParameter(row[column] ?? null));
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    const { rows: inserted } = await db.query<{ id: number }>(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}${returning ? ' RETURNING id' : ''}`,
      params,
    );
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}
