import type { CompanyConfig } from '../domain/company-config.ts';
import type { Queryable } from './database.ts';

interface CompanyRow {
  slug: string;
  title: string;
  config: Omit<CompanyConfig, 'slug' | 'title'>;
}

function toCompanyConfig(row: CompanyRow): CompanyConfig {
  return { ...row.config, slug: row.slug, title: row.title };
}

export async function findCompanyBySlug(
  db: Queryable,
  slug: string,
): Promise<CompanyConfig | null> {
  const { rows } = await db.query<CompanyRow>(
    'SELECT slug, title, config FROM companies WHERE slug = $1',
    [slug],
  );
  return rows[0] ? toCompanyConfig(rows[0]) : null;
}

/** The default company is the first one registered (the seed's demo company). */
export async function findDefaultCompany(db: Queryable): Promise<CompanyConfig | null> {
  const { rows } = await db.query<CompanyRow>(
    'SELECT slug, title, config FROM companies ORDER BY id LIMIT 1',
  );
  return rows[0] ? toCompanyConfig(rows[0]) : null;
}

export async function countCompanies(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM companies',
  );
  return rows[0]?.total ?? 0;
}

export async function insertCompany(db: Queryable, company: CompanyConfig): Promise<number> {
  const { slug, title, ...config } = company;
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO companies (slug, title, config) VALUES ($1, $2, $3) RETURNING id',
    [slug, title, JSON.stringify(config)],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`Company ${slug} was not inserted`);
  return id;
}

/** Every company's own stylesheet (config `custom_script`), for the web app's style-src. */
export async function customStylesheets(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ url: string }>(
    `SELECT DISTINCT config->>'custom_script' AS url FROM companies
      WHERE coalesce(config->>'custom_script', '') <> ''`,
  );
  return rows.map((row) => row.url);
}
