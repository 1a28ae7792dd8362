import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { Plugin } from 'graphql-yoga';

/**
 * What one GraphQL request may ask for. The web app's largest operation (adapters'
 * `*.graphql`, measured with these rules) has depth 6, no alias, cost ~430 and well under 1,000
 * tokens; the limits leave room for that and refuse, while parsing or validating and so before
 * any resolver runs, a request that would keep the server busy for everyone (1,000 aliased
 * `campaigns(limit: 100)` took 12.6 s before).
 */
export const GRAPHQL_LIMITS = {
  /** Lexer tokens in the document: a huge query is refused while it is being parsed. */
  tokens: 3000,
  depth: 10,
  aliases: 15,
  /** graphql-armor's cost: objects 2, scalars 1, times 1.5 per level of depth. */
  cost: 3000,
} as const;

/** The envelop plugins that enforce GRAPHQL_LIMITS (graphql-armor). */
export function graphqlLimitPlugins(): Plugin[] {
  return [
    maxTokensPlugin({ n: GRAPHQL_LIMITS.tokens }),
    maxDepthPlugin({ n: GRAPHQL_LIMITS.depth, flattenFragments: true }),
    maxAliasesPlugin({ n: GRAPHQL_LIMITS.aliases }),
    costLimitPlugin({ maxCost: GRAPHQL_LIMITS.cost }),
  ] as Plugin[];
}
