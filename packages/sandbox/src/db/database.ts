import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PGliteInterface } from '@electric-sql/pglite';

export type Database = PGliteInterface;

/** What repositories need: the database itself or an open transaction. */
export interface Queryable {
  query: PGliteInterface['query'];
}

/** Opens PGlite on `dataDir`, or in memory when it is null. */
export async function openDatabase(dataDir: string | null): Promise<Database> {
  if (dataDir === null) return PGlite.create();
  await mkdir(dataDir, { recursive: true });
  return PGlite.create({ dataDir });
}
