import { describe, expect, it } from 'vitest';
import { SimulatedClock, waitFor } from 'xstate';
import { createClub } from './club.ts';
import { createFakePorts, DEMO_MEMBER } from './testing/fake-world.ts';

// The member and company-config machines are provided once per process; each club's actors
// must still reach that club's own ports.
describe('clubs of one process', () => {
  it("share the machines' definitions, yet each loads its member and config through its own ports", async () => {
    // One clock for both, as in a process: the session machine is provided once per clock.
    const clock = new SimulatedClock();
    clock.set(Date.UTC(2026, 10, 22, 12));
    const clubs = ['Primeira', 'Segunda'].map((name) => {
      const ports = createFakePorts({ clock });
      const user = ports.profile.user.bind(ports.profile);
      ports.profile.user = async (signal) => ({ ...(await user(signal)), name });
      return { name, club: createClub(ports, { scheduler: clock }) };
    });
    expect(clubs[0]!.club.member.getSnapshot().machine).toBe(
      clubs[1]!.club.member.getSnapshot().machine,
    );
    expect(clubs[0]!.club.companyConfig.getSnapshot().machine).toBe(
      clubs[1]!.club.companyConfig.getSnapshot().machine,
    );
    expect(clubs[0]!.club.session.getSnapshot().machine).toBe(
      clubs[1]!.club.session.getSnapshot().machine,
    );
    for (const { name, club } of clubs) {
      await club.signIn({ document: DEMO_MEMBER.document, password: DEMO_MEMBER.password });
      const member = await waitFor(club.member, (s) => s.matches('ready'));
      expect(member.context.user?.name).toBe(name);
      const config = await waitFor(club.companyConfig, (s) => s.context.config !== null);
      expect(config.context.config).not.toBeNull();
      expect(club.isAuthenticated()).toBe(true);
    }
    // Each session kept its own token: signing one out leaves the other signed in.
    clubs[0]!.club.logout();
    expect(clubs[0]!.club.session.getSnapshot().matches('signedOut')).toBe(true);
    expect(clubs[1]!.club.session.getSnapshot().matches('signedIn')).toBe(true);
    for (const { club } of clubs) club.stop();
  });
});
