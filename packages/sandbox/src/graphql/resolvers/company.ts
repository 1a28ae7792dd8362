import { findCompanyBySlug, findDefaultCompany } from '../../db/companies.ts';
import type { CompanyConfig } from '../../domain/company-config.ts';
import { requireScope } from '../auth.ts';
import type { GraphqlContext } from '../context.ts';
import { companyNotFoundError } from '../errors.ts';

const CATEGORY_COLUMNS = `id::text AS id, name, status, slug, is_menu, menu_order, is_home,
  home_order, menu_icon, color`;

export const companyQueries = {
  async config(_: unknown, __: unknown, context: GraphqlContext): Promise<CompanyConfig> {
    return (await requireScope(context)).company;
  },

  async publicConfig(
    _: unknown,
    args: { company?: string | null },
    context: GraphqlContext,
  ): Promise<CompanyConfig> {
    const company = args.company
      ? await findCompanyBySlug(context.db, args.company)
      : await findDefaultCompany(context.db);
    if (!company) throw companyNotFoundError();
    return company;
  },

  async company(_: unknown, __: unknown, context: GraphqlContext) {
    const scope = await requireScope(context);
    const { rows } = await context.db.query<Record<string, unknown>>(
      `SELECT k.id::text AS id, k.program_name, k.program_image, u.engagement_balance AS balance
         FROM coins k JOIN users u ON u.company_id = k.company_id
        WHERE k.company_id = $1 AND u.id = $2`,
      [scope.companyId, scope.userId],
    );
    const { company } = scope;
    return {
      id: String(scope.companyId),
      name: company.title,
      slug: company.slug,
      logo: company.logo,
      colors: company.colors,
      permissions: company.permissions,
      coin: company.permissions.includes('engagement') ? (rows[0] ?? null) : null,
    };
  },

  async categories(_: unknown, __: unknown, context: GraphqlContext) {
    const scope = await requireScope(context);
    const { rows } = await context.db.query(
      `SELECT ${CATEGORY_COLUMNS} FROM categories WHERE company_id = $1 AND status
        ORDER BY menu_order NULLS LAST, name`,
      [scope.companyId],
    );
    return rows;
  },

  async publicCategories(_: unknown, args: { company?: string | null }, context: GraphqlContext) {
    const { rows } = await context.db.query(
      `SELECT ${CATEGORY_COLUMNS} FROM categories
        WHERE status AND is_public AND company_id = (
          SELECT id FROM companies WHERE ($1::text IS NULL OR slug = $1) ORDER BY id LIMIT 1)
        ORDER BY menu_order NULLS LAST, name`,
      [args.company ?? null],
    );
    if (args.company && !(await findCompanyBySlug(context.db, args.company))) {
      throw companyNotFoundError();
    }
    return rows;
  },
};
