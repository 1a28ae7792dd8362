import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { companyChoiceOf, verifiedMemberOf } from './verified-member.schema.ts';

describe('verifiedMemberOf', () => {
  it('reads what verify answers, companies as slug and title', () => {
    expect(
      verifiedMemberOf({
        document: '11144477735',
        name: 'Carlos',
        companies: [{ slug: 'clube-demo', title: 'Clube Vantagens' }, 'engaja-mais', { x: 1 }],
      }),
    ).toEqual({
      document: '11144477735',
      name: 'Carlos',
      last_name: null,
      email: null,
      companies: [{ slug: 'clube-demo', title: 'Clube Vantagens' }, { slug: 'engaja-mais' }],
    });
  });

  test.prop([fc.anything()])('any answer gives a member (empty when it says nothing)', (answer) => {
    const member = verifiedMemberOf(answer);
    expect(Array.isArray(member.companies)).toBe(true);
    for (const company of member.companies) expect(company.slug.length).toBeGreaterThan(0);
  });

  it('a stored slug is a choice without a title', () => {
    expect(companyChoiceOf('clube-demo')).toEqual({ slug: 'clube-demo', title: null });
    expect(companyChoiceOf({ slug: 'a', title: 'A' })).toEqual({ slug: 'a', title: 'A' });
  });
});
