import { findMemberProfile } from '../../db/users.ts';
import type { MemberProfile } from '../../domain/member.ts';
import { requireMember, requireScope } from '../auth.ts';
import type { GraphqlContext } from '../context.ts';
import { unauthorizedError } from '../errors.ts';

export const userQueries = {
  async user(_: unknown, __: unknown, context: GraphqlContext): Promise<MemberProfile> {
    const member = requireMember(context);
    const profile = await findMemberProfile(context.db, member.sub, member.company);
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
