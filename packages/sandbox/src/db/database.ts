import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What repositories need: the database itself or an open transaction. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

/** PGlite in this process, or a real PostgreSQL server: the same SQL runs on both. */
export interface Database extends Queryable {
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Opens PGlite on `dataDir`, or in memory when it is null. */
export async function openDatabase(dataDir: string | null): Promise<Database> {
  if (dataDir !== null) await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir === null ? {} : { dataDir });
  return {
    query: async <T>(sql: string, params?: unknown[]) => db.query<T>(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (work) => db.transaction((tx) => work(tx)),
    close: () => db.close(),
  };
}

/** Connects to PostgreSQL (a `postgres://` URL) through a small `pg` pool. */
export async function connectDatabase(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // Fail at start, not at the first request, when the server is unreachable.
  (await pool.connect()).release();
  const on = (client: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => {
      const result = await client.query(sql, params as unknown[]);
      return { rows: result.rows as T[] };
    },
    exec: (sql) => client.query(sql),
  });
  return {
    ...on(pool),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(on(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
