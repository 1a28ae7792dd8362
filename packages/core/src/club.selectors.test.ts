import { describe, expect, it } from 'vitest';
import { systemClock } from './shared/clock.port.ts';
import { createClub } from './club.ts';
import {
  selectCategories,
  selectConfig,
  selectConfigStatus,
  selectMember,
  selectSignedIn,
  selectToasts,
} from './club.selectors.ts';
import { createFakePorts, DEMO_MEMBER } from './testing/fake-world.ts';
import { settle } from './testing/simulated-time.ts';

describe('club selectors', () => {
  it('read the session, config, member, categories and toasts', async () => {
    const ports = createFakePorts({ clock: systemClock });
    const club = createClub(ports);
    expect(selectSignedIn(club.session.getSnapshot())).toBe(false);
    expect(selectConfigStatus(club.companyConfig.getSnapshot())).toBe('loading');
    // Read from the start, as the category menu does: the club starts it on first read.
    expect(selectCategories(club.categories.getSnapshot())).toEqual([]);
    club.signIn({ document: DEMO_MEMBER.document, password: DEMO_MEMBER.password });
    await settle();
    await settle();
    expect(selectSignedIn(club.session.getSnapshot())).toBe(true);
    expect(selectConfigStatus(club.companyConfig.getSnapshot())).toBe('ready');
    expect(selectConfig(club.companyConfig.getSnapshot())?.slug).toBeTruthy();
    expect(selectMember(club.member.getSnapshot())?.document).toBe(DEMO_MEMBER.document);
    expect(selectCategories(club.categories.getSnapshot()).length).toBeGreaterThan(0);
    expect(selectToasts(club.toasts.getSnapshot())).toEqual([]);
    club.stop();
  });

  it('says failed when the config cannot load', async () => {
    const ports = createFakePorts({ clock: systemClock });
    ports.company.publicConfig = async () => {
      throw { kind: 'network', message: 'caiu' };
    };
    const club = createClub(ports);
    await settle();
    expect(selectConfigStatus(club.companyConfig.getSnapshot())).toBe('failed');
    club.stop();
  });
});
