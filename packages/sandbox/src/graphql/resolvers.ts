import type { MemberClaims } from '../auth/jwt.ts';
import { findCompanyBySlug, findDefaultCompany } from '../db/companies.ts';
import { findMemberProfile } from '../db/users.ts';
import type { CompanyConfig } from '../domain/company-config.ts';
import type { MemberProfile } from '../domain/member.ts';
import type { GraphqlContext } from './context.ts';
import { companyNotFoundError, unauthorizedError } from './errors.ts';

function requireMember(context: GraphqlContext): MemberClaims {
  if (!context.member) throw unauthorizedError();
  return context.member;
}

/** Resolvers of the contract's Query type; field resolvers are the defaults (same names). */
export const resolvers = {
  Query: {
    async config(
      _parent: unknown,
      _args: unknown,
      context: GraphqlContext,
    ): Promise<CompanyConfig> {
      const member = requireMember(context);
      const company = await findCompanyBySlug(context.db, member.company);
      // A valid token for a company that no longer exists (e.g. after a reset) is stale.
      if (!company) throw unauthorizedError();
      return company;
    },

    async publicConfig(
      _parent: unknown,
      args: { company?: string | null },
      context: GraphqlContext,
    ): Promise<CompanyConfig> {
      const company = args.company
        ? await findCompanyBySlug(context.db, args.company)
        : await findDefaultCompany(context.db);
      if (!company) throw companyNotFoundError();
      return company;
    },

    async user(_parent: unknown, _args: unknown, context: GraphqlContext): Promise<MemberProfile> {
      const member = requireMember(context);
      const profile = await findMemberProfile(context.db, member.sub, member.company);
      if (!profile) throw unauthorizedError();
      return profile;
    },
  },
};
