import { describe, expect, it } from 'vitest';
import { SimulatedClock, type InspectionEvent } from 'xstate';
import { createClub } from './club.ts';
import { createFakePorts, DEMO_MEMBER } from './testing/fake-world.ts';

function startClub(options: { inspect?: (event: InspectionEvent) => void } = {}) {
  const clock = new SimulatedClock();
  clock.set(Date.UTC(2026, 10, 22, 12));
  const ports = createFakePorts({
    clock,
    members: [
      DEMO_MEMBER,
      { document: '11144477735', password: '', name: 'Nova', activated: false },
    ],
  });
  return { club: createClub(ports, { scheduler: clock, ...options }), ports };
}

describe('await club.signIn()', () => {
  it('resolves signed in, with the token the session holds', async () => {
    const { club, ports } = startClub();
    const result = await club.signIn({
      document: DEMO_MEMBER.document,
      password: DEMO_MEMBER.password,
    });
    expect(result).toMatchObject({
      status: 'signedIn',
      auth: { token: ports.issuedTokens.at(-1) },
    });
    expect(club.session.getSnapshot().matches('signedIn')).toBe(true);
    club.stop();
  });

  it('resolves refused with the ClubError on a wrong password (never silently)', async () => {
    const { club } = startClub();
    const result = await club.signIn({ document: DEMO_MEMBER.document, password: 'wrong' });
    expect(result.status).toBe('refused');
    if (result.status === 'refused')
      expect(result.error).toMatchObject({ kind: 'server', code: 1 });
    club.stop();
  });

  it('resolves must-activate with the typed document for a member who never activated', async () => {
    const { club } = startClub();
    const result = await club.signIn({ document: '11144477735', password: 'anything' });
    expect(result).toEqual({ status: 'mustActivate', document: '11144477735' });
    club.stop();
  });

  it('hands every actor of the club to the inspect option', async () => {
    const seen = new Set<string>();
    const { club } = startClub({ inspect: (event) => seen.add(event.actorRef.sessionId) });
    await club.signIn({ document: DEMO_MEMBER.document, password: DEMO_MEMBER.password });
    expect(seen.size).toBeGreaterThanOrEqual(7);
    expect(club.runtime.inspect).toBeTypeOf('function');
    club.stop();
  });
});
