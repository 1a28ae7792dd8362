import { seed } from '../seed/seed.ts';
import { countCompanies } from './companies.ts';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';

/**
 * Brings a database up to date: applies pending migrations, then seeds only when there is no
 * company yet (a new data directory, an in-memory database or a reset), so a reopened data
 * directory keeps its data.
 */
export async function prepareDatabase(db: Database): Promise<{ seeded: boolean }> {
  await migrate(db);
  if ((await countCompanies(db)) > 0) return { seeded: false };
  await seed(db);
  return { seeded: true };
}
