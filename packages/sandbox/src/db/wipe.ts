import type { Database } from './database.ts';

/** Drops every table (schema_migrations included), leaving an empty database to migrate. */
export async function wipe(db: Database): Promise<void> {
  await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
}
