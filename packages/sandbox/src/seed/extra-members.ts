import { hashPassword } from '../auth/password.ts';
import type { Database } from '../db/database.ts';
import { insertMember } from '../db/users.ts';
import { DEMO_COMPANY } from './demo-company.ts';
import { DEMO_MEMBER, DEMO_PASSWORD } from './demo-members.ts';

/** The CPF of the i-th extra member: nine digits from the index, then both check digits. */
export function extraMemberDocument(index: number): string {
  const base = String(300_000_000 + index).padStart(9, '0');
  const digit = (digits: string): string => {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
    return String(((sum * 10) % 11) % 10);
  };
  const first = `${base}${digit(base)}`;
  return `${first}${digit(first)}`;
}

/**
 * `count` more active members of the demo company, each with the demo password, so that load
 * tests (the SDK's capacity bench) sign in as distinct members. Members already present are
 * left alone; the password is hashed once for all of them.
 */
export async function insertExtraMembers(db: Database, count: number): Promise<void> {
  if (count <= 0) return;
  const documents = Array.from({ length: count }, (_, index) => extraMemberDocument(index));
  const { rows: present } = await db.query<{ document: string }>(
    'SELECT document FROM users WHERE document = ANY($1)',
    [documents],
  );
  const { rows: companies } = await db.query<{ id: number }>(
    'SELECT id FROM companies WHERE slug = $1',
    [DEMO_COMPANY.slug],
  );
  const companyId = companies[0]?.id;
  if (companyId === undefined) throw new Error('the demo company is not seeded');
  const existing = new Set(present.map((row) => row.document));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const [index, document] of documents.entries()) {
      if (existing.has(document)) continue;
      await insertMember(tx, companyId, {
        ...DEMO_MEMBER.member,
        document,
        name: `Membro ${index + 1}`,
        email: `membro.${index + 1}@clube-vantagens.example`,
        passwordHash,
      });
    }
  });
}
