import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { createFakePorts, DEMO_MEMBER } from '../testing/index.ts';
import { createMemoryStorage } from '../shared/memory-storage.ts';
import type { StoragePort } from '../shared/storage.port.ts';
import { createClub } from '../club.ts';
import { sessionEffects, sessionInput } from './session.effects.ts';
import { sessionMachine } from './session.machine.ts';
import { persistSession, authStateFromToken } from './session.rules.ts';

const START = Date.UTC(2026, 10, 22, 12, 0, 0);

/** A storage whose stored data arrives when the test says (like AsyncStorage's first read). */
function lateStorage(stored: StoragePort) {
  const copy = createMemoryStorage();
  let release: (() => void) | null = null;
  const storage: StoragePort = {
    getItem: (key) => copy.getItem(key),
    setItem: (key, value) => copy.setItem(key, value),
    removeItem: (key) => copy.removeItem(key),
    hydrate: () =>
      new Promise<void>((resolve) => {
        release = () => {
          for (const key of ['clube.session']) {
            const value = stored.getItem(key);
            if (value !== null) copy.setItem(key, value);
          }
          resolve();
        };
      }),
  };
  return { storage, release: () => release?.() };
}

function worldWith(storage: StoragePort) {
  const clock = new SimulatedClock();
  clock.set(START);
  return { clock, ports: createFakePorts({ clock, storage }) };
}

/** The demo member's session as an earlier run of the app stored it (in this fake world). */
async function storeSession(stored: StoragePort, { clock, ports }: ReturnType<typeof worldWith>) {
  const answer = await ports.auth.login({ document: DEMO_MEMBER.document, password: 'clube123' });
  if (answer.kind !== 'token') throw new Error('the demo member signs in with a token');
  persistSession(
    stored,
    authStateFromToken(answer.token, ports.tokenDecoder.decode(answer.token)),
    clock,
  );
}

/** A world whose storage hydrates late from one holding the demo member's session. */
async function worldWithStoredSession() {
  const stored = createMemoryStorage();
  const { storage, release } = lateStorage(stored);
  const world = worldWith(storage);
  await storeSession(stored, world);
  return { ...world, release };
}

describe('session over a storage that hydrates asynchronously', () => {
  it('is neither signed in nor out until the storage is loaded, then restores the stored session', async () => {
    const { clock, ports, release } = await worldWithStoredSession();
    const session = createActor(sessionMachine.provide(sessionEffects(ports)), {
      input: sessionInput(ports),
      clock,
    }).start();
    await Promise.resolve();
    expect(session.getSnapshot().value).toBe('hydrating');
    release();
    const restored = await waitFor(session, (s) => !s.matches('hydrating'));
    expect(restored.value).toBe('signedIn');
    expect(restored.context.auth?.document).toBe(DEMO_MEMBER.document);
  });

  it('signs out when nothing was stored', async () => {
    const { storage, release } = lateStorage(createMemoryStorage());
    const { clock, ports } = worldWith(storage);
    const session = createActor(sessionMachine.provide(sessionEffects(ports)), {
      input: sessionInput(ports),
      clock,
    }).start();
    release();
    expect((await waitFor(session, (s) => !s.matches('hydrating'))).value).toBe('signedOut');
  });

  it('a sign-in sent while hydrating is not lost, and wins over the stored session', async () => {
    const { clock, ports } = await worldWithStoredSession();
    const session = createActor(sessionMachine.provide(sessionEffects(ports)), {
      input: sessionInput(ports),
      clock,
    }).start();
    session.send({
      type: 'SIGN_IN',
      request: { document: DEMO_MEMBER.document, password: 'clube123' },
    });
    expect((await waitFor(session, (s) => s.matches('signedIn'))).context.auth).not.toBeNull();
  });

  it('a club loads the member only once the restored session is known', async () => {
    const { clock, ports, release } = await worldWithStoredSession();
    const club = createClub(ports, { scheduler: clock });
    await Promise.resolve();
    expect(club.session.getSnapshot().value).toBe('hydrating');
    expect(club.member.getSnapshot().context.user).toBeNull();
    release();
    const member = await waitFor(club.member, (s) => s.matches('ready'));
    expect(member.context.user?.document).toBe(DEMO_MEMBER.document);
    expect(club.isAuthenticated()).toBe(true);
    club.stop();
  });
});
