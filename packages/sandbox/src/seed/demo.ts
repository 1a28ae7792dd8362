import { DEMO_COMPANY } from './demo-company.ts';
import { DEMO_MEMBER } from './demo-members.ts';

/** What a person needs to try the sandbox: the company and the member to sign in with. */
export interface DemoAccess {
  company: { slug: string; title: string };
  member: { document: string; password: string; name: string };
}

export const DEMO_ACCESS: DemoAccess = {
  company: { slug: DEMO_COMPANY.slug, title: DEMO_COMPANY.title },
  member: {
    document: DEMO_MEMBER.member.document,
    password: DEMO_MEMBER.password ?? '',
    name: `${DEMO_MEMBER.member.name} ${DEMO_MEMBER.member.last_name ?? ''}`.trim(),
  },
};
