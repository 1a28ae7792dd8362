import { memberFromAuthorization } from '../auth/bearer.ts';
import type { MemberClaims } from '../auth/jwt.ts';
import type { Database } from '../db/database.ts';

/** Per-request GraphQL context: the database and the member behind the bearer token, if any. */
export interface GraphqlContext {
  db: Database;
  member: MemberClaims | null;
}

export function createContextFactory(
  db: Database,
  jwtSecret: string,
): (initial: { request: Request }) => GraphqlContext {
  return ({ request }: { request: Request }): GraphqlContext => ({
    db,
    member: memberFromAuthorization(request.headers.get('authorization'), jwtSecret),
  });
}
