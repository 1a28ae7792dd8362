import { guardArguments } from './argument-guard.ts';
import { bannerQueries } from './resolvers/banners.ts';
import { campaignMutations, campaignQueries, partnerFields } from './resolvers/campaigns.ts';
import { companyQueries } from './resolvers/company.ts';
import { letterMutations, letterQueries } from './resolvers/letters.ts';
import { partnerQueries } from './resolvers/partners.ts';
import { userQueries } from './resolvers/user.ts';
import { voucherMutations, voucherQueries } from './resolvers/vouchers.ts';
import { walletQueries } from './resolvers/wallet.ts';

/** Any resolver: the arguments are checked in each module; `never` accepts every signature. */
type Resolver = (parent: never, args: never, context: never) => unknown;
type ResolverMap = Record<'Query' | 'Mutation' | 'Partner', Record<string, Resolver>>;

/**
 * Resolvers of the contract, one module per bounded context; other fields are the defaults.
 * Root fields refuse hostile text in their arguments (argument-guard.ts).
 */
export const resolvers: ResolverMap = {
  Query: guardArguments({
    ...companyQueries,
    ...userQueries,
    ...bannerQueries,
    ...campaignQueries,
    ...partnerQueries,
    ...letterQueries,
    ...voucherQueries,
    ...walletQueries,
  }),
  Mutation: guardArguments({
    ...campaignMutations,
    ...letterMutations,
    ...voucherMutations,
  }),
  Partner: partnerFields,
};

/** Root fields the sandbox serves, for the contract completeness test. */
export const SERVED_ROOT_FIELDS: { query: string[]; mutation: string[] } = {
  query: Object.keys(resolvers.Query).sort(),
  mutation: Object.keys(resolvers.Mutation).sort(),
};
