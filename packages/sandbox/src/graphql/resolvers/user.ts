import { findMemberProfile } from '../../db/users.ts';
import type { MemberProfile } from '../../domain/member.ts';
import { requireScope } from '../auth.ts';
import type { GraphqlContext } from '../context.ts';
import { unauthorizedError } from '../errors.ts';

export const userQueries = {
  async user(_: unknown, __: unknown, context: GraphqlContext): Promise<MemberProfile> {
    // The same check as every other member operation: a blocked member or an old token is refused.
    const scope = await requireScope(context);
    const profile = await findMemberProfile(context.db, scope.userId);
    if (!profile) throw unauthorizedError();
    return profile;
  },

  async negativeExperience(_: unknown, __: unknown, context: GraphqlContext) {
    await requireScope(context);
    const { rows } = await context.db.query(
      'SELECT id::text AS id, title, status FROM negative_experience_types WHERE status ORDER BY id',
    );
    return rows;
  },
};
