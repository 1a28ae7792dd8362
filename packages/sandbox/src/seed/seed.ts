import { createHash } from 'node:crypto';
import { hashPassword } from '../auth/password.ts';
import type { Database } from '../db/database.ts';
import { insertCompany } from '../db/companies.ts';
import { insertMember } from '../db/users.ts';
import { DEMO_COMPANY } from './demo-company.ts';
import { DEMO_MEMBERS } from './demo-members.ts';

/** A salt derived from the document keeps seeded hashes identical from one run to the next. */
function seedSalt(document: string): Buffer {
  return createHash('sha256').update(`clube-sandbox-seed:${document}`).digest().subarray(0, 16);
}

/** Inserts the demo company and its members in one transaction. */
export async function seed(db: Database): Promise<void> {
  const members = await Promise.all(
    DEMO_MEMBERS.map(async ({ member, password }) => ({
      ...member,
      passwordHash:
        password === null ? null : await hashPassword(password, seedSalt(member.document)),
    })),
  );
  await db.transaction(async (tx) => {
    const companyId = await insertCompany(tx, DEMO_COMPANY);
    for (const member of members) await insertMember(tx, companyId, member);
  });
}
