import { firstValueFrom, filter } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createNodeClub } from './node.ts';
import { useSandbox } from './test/sandbox-fixture.ts';

const sandbox = useSandbox();

describe('createNodeClub', () => {
  it('signs a member in and loads the member and the company, with no DOM', async () => {
    const { url, demo } = sandbox();
    const club = createNodeClub({ baseUrl: url });
    await firstValueFrom(club.companyConfig$.pipe(filter((s) => s.matches('ready'))));
    club.signIn({ document: demo.member.document, password: demo.member.password });
    const member = await firstValueFrom(club.member$.pipe(filter((s) => s.matches('ready'))));
    expect(member.context.user?.document).toBe(demo.member.document);
    expect(club.isAuthenticated()).toBe(true);
    club.logout();
    expect(club.isAuthenticated()).toBe(false);
    expect(club.member.getSnapshot().context.user).toBeNull();
    club.stop();
  });
});
