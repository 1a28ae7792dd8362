import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { createFakePorts, DEMO_MEMBER } from '../testing/index.ts';
import { createMemoryStorage } from '../shared/memory-storage.ts';
import { PERSISTED_STORE_TIMEOUT_MS } from '../shared/constants.ts';
import { sessionEffects, sessionInput } from './session.effects.ts';
import { sessionMachine } from './session.machine.ts';
import { SESSION_STORAGE_KEY } from './session.rules.ts';
import { readStoredCredentials, readStoredGenericAppUrl } from './generic-app.rules.ts';

const START = Date.UTC(2026, 10, 22, 12, 0, 0);
const HOUR = 3_600_000;

function startSession(options: { storage?: ReturnType<typeof createMemoryStorage> } = {}) {
  const clock = new SimulatedClock();
  clock.set(START);
  const storage = options.storage ?? createMemoryStorage();
  const ports = createFakePorts({
    clock,
    storage,
    members: [
      DEMO_MEMBER,
      { document: '11144477735', password: 'x', name: 'Ana', activated: false },
      {
        document: '39053344705',
        password: 'generico',
        name: 'Bia',
        loginRedirect: 'https://app.generico.example/entrar?token=abc',
      },
    ],
  });
  const actor = createActor(sessionMachine.provide(sessionEffects(ports)), {
    input: sessionInput(ports),
    clock,
  }).start();
  return { actor, clock, storage, ports };
}

describe('session machine', () => {
  it('takes a received token at once: signed in before send returns, and kept', async () => {
    const { actor, storage, ports } = startSession();
    const answer = await ports.auth.login({ document: DEMO_MEMBER.document, password: 'clube123' });
    if (answer.kind !== 'token') throw new Error('expected a token');
    actor.send({ type: 'TOKEN_RECEIVED', token: answer.token });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(storage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    actor.send({ type: 'TOKEN_RECEIVED', token: 'não é um token' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error?.kind).toBeDefined();
  });

  it('signs in with a token, decodes its claims and persists them', async () => {
    const { actor, storage } = startSession();
    expect(actor.getSnapshot().value).toBe('signedOut');
    actor.send({
      type: 'SIGN_IN',
      request: { document: DEMO_MEMBER.document, password: 'clube123' },
    });
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(snapshot.context.auth).toMatchObject({
      company: 'clube-demo',
      document: DEMO_MEMBER.document,
      name: 'Marina Souza',
      expiresAt: Math.floor((START + 8 * HOUR) / 1000) * 1000,
    });
    expect(JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toMatchObject({
      savedAt: START,
    });
  });

  it('stops at needsActivation when the login answers the activate flag', async () => {
    const { actor, storage } = startSession();
    actor.send({ type: 'SIGN_IN', request: { document: '11144477735', password: 'x' } });
    const snapshot = await waitFor(actor, (s) => s.matches('needsActivation'));
    expect(snapshot.context.document).toBe('11144477735');
    expect(snapshot.context.auth).toBeNull();
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('answers activate whatever the password, as the API does for a member who must activate', async () => {
    const { actor } = startSession();
    actor.send({ type: 'SIGN_IN', request: { document: '11144477735', password: 'qualquer' } });
    const snapshot = await waitFor(
      actor,
      (s) => s.matches('needsActivation') || s.matches('failed'),
    );
    expect(snapshot.value).toBe('needsActivation');
  });

  it('stores the document as activation credentials, which the activation form reads', async () => {
    const { actor, storage } = startSession();
    actor.send({ type: 'SIGN_IN', request: { document: '11144477735', password: 'x' } });
    await waitFor(actor, (s) => s.matches('needsActivation'));
    // The password is never persisted: the form asks for it again.
    expect(readStoredCredentials(storage)).toEqual({ document: '11144477735', activate: true });
  });

  it('follows a generic-app login redirect and stores its url for the next start-up', async () => {
    const { actor, storage, ports } = startSession();
    actor.send({ type: 'SIGN_IN', request: { document: '39053344705', password: 'generico' } });
    const snapshot = await waitFor(actor, (s) => s.matches('redirecting'));
    const url = 'https://app.generico.example/entrar?token=abc';
    expect(snapshot.context.redirectUrl).toBe(url);
    expect(readStoredGenericAppUrl(storage)).toBe(url);
    expect(ports.recordings.locations).toEqual([url]);
  });

  it('never follows a redirect answer that is not a site path or an http(s) URL', async () => {
    const clock = new SimulatedClock();
    const storage = createMemoryStorage();
    const ports = createFakePorts({
      clock,
      storage,
      members: [{ document: '1', password: 'p', name: 'X', loginRedirect: 'javascript:alert(1)' }],
    });
    const actor = createActor(sessionMachine.provide(sessionEffects(ports)), {
      input: sessionInput(ports),
      clock,
    }).start();
    actor.send({ type: 'SIGN_IN', request: { document: '1', password: 'p' } });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(ports.recordings.locations).toEqual([]);
    expect(readStoredGenericAppUrl(storage)).toBeNull();
  });

  it('keeps the server message when the credentials are wrong, and can try again', async () => {
    const { actor } = startSession();
    actor.send({ type: 'SIGN_IN', request: { document: DEMO_MEMBER.document, password: 'nope' } });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toMatchObject({
      kind: 'server',
      status: 401,
      message: 'Credenciais inválidas',
      code: 1,
    });
    actor.send({
      type: 'SIGN_IN',
      request: { document: DEMO_MEMBER.document, password: 'clube123' },
    });
    const signedIn = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(signedIn.context.error).toBeNull();
  });

  it('signs out by itself when the token expires, on simulated time', async () => {
    const { actor, clock, storage } = startSession();
    actor.send({
      type: 'SIGN_IN',
      request: { document: DEMO_MEMBER.document, password: 'clube123' },
    });
    await waitFor(actor, (s) => s.matches('signedIn'));
    clock.increment(8 * HOUR - 1000);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    clock.increment(1000);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.signedOutReason).toBe('expired');
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('logs out on an auth failure only while the token is unexpired', async () => {
    const { actor } = startSession();
    actor.send({
      type: 'SIGN_IN',
      request: { document: DEMO_MEMBER.document, password: 'clube123' },
    });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'AUTH_FAILURE' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.signedOutReason).toBe('authFailure');
  });

  it('restores a persisted session younger than 48 hours and forgets an older one', async () => {
    const first = startSession();
    first.actor.send({
      type: 'SIGN_IN',
      request: { document: DEMO_MEMBER.document, password: 'clube123' },
    });
    await waitFor(first.actor, (s) => s.matches('signedIn'));
    const saved = first.storage.snapshot();

    const again = startSession({ storage: createMemoryStorage(saved) });
    expect(again.actor.getSnapshot().matches('signedIn')).toBe(true);

    const record = JSON.parse(saved[SESSION_STORAGE_KEY] ?? '{}');
    record.savedAt = START - PERSISTED_STORE_TIMEOUT_MS;
    const stale = startSession({
      storage: createMemoryStorage({ [SESSION_STORAGE_KEY]: JSON.stringify(record) }),
    });
    expect(stale.actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(stale.storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('starts signed out from a corrupt stored session instead of crashing', () => {
    const { actor, storage } = startSession({
      storage: createMemoryStorage({ [SESSION_STORAGE_KEY]: '{not json' }),
    });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('clears the token and the store on logout', async () => {
    const { actor, storage } = startSession();
    actor.send({
      type: 'SIGN_IN',
      request: { document: DEMO_MEMBER.document, password: 'clube123' },
    });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().context.auth).toBeNull();
    expect(actor.getSnapshot().context.signedOutReason).toBe('logout');
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('fails with a malformed error when a token carries no club claims', async () => {
    const { actor, ports } = startSession();
    ports.tokenDecoder.decode = () => ({ sub: 'x' });
    actor.send({
      type: 'SIGN_IN',
      request: { document: DEMO_MEMBER.document, password: 'clube123' },
    });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error?.kind).toBe('malformed');
  });
});
