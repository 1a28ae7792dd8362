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

  it('ends with the aborted kind when its signal aborts, and aborts the request itself', async () => {
    const { club, ports } = startClub();
    const signals: AbortSignal[] = [];
    ports.auth.login = (_request, signal) => {
      signals.push(signal as AbortSignal);
      return new Promise(() => {});
    };
    const controller = new AbortController();
    const pending = club.signIn(
      { document: DEMO_MEMBER.document, password: DEMO_MEMBER.password },
      { signal: controller.signal },
    );
    expect(signals[0]?.aborted).toBe(false);
    controller.abort();
    const result = await pending;
    expect(result).toMatchObject({ status: 'refused', error: { kind: 'aborted' } });
    expect(signals[0]?.aborted).toBe(true);
    expect(club.session.getSnapshot().matches('signingIn')).toBe(false);

    // An already aborted signal sends nothing for long: refused at once, same kind.
    const again = await club.signIn(
      { document: DEMO_MEMBER.document, password: DEMO_MEMBER.password },
      { signal: AbortSignal.abort() },
    );
    expect(again).toMatchObject({ status: 'refused', error: { kind: 'aborted' } });
    expect(signals[1]?.aborted).toBe(true);
    club.stop();
  });
});
