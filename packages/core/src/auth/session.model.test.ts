import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { companyConfigMachine } from '../company/company-config.machine.ts';
import { memberMachine } from '../profile/member.machine.ts';
import { userSchema } from '../profile/user.schema.ts';
import { createMemoryStorage } from '../shared/memory-storage.ts';
import { createFakePorts, DEMO_MEMBER } from '../testing/fake-world.ts';
import { checkModel, stateValues } from '../testing/model.ts';
import { runOnSimulatedTime, settle } from '../testing/simulated-time.ts';
import { sessionEffects, sessionInput } from './session.effects.ts';
import { sessionMachine } from './session.machine.ts';
import { SESSION_STORAGE_KEY } from './session.rules.ts';

const START = Date.UTC(2026, 10, 22, 12);
const HOUR = 3_600_000;

/** Machines hold data only: every state's context survives a JSON round trip unchanged. */
function expectSerialisable(snapshot: { context: unknown }): void {
  expect(JSON.parse(JSON.stringify(snapshot.context))).toEqual(snapshot.context);
}

const AUTH = {
  token: 't',
  company: 'c',
  company_name: null,
  expiresAt: START + HOUR,
  document: null,
  name: null,
};

describe('session model', () => {
  it('reaches every state; signedIn always holds a token (xstate/graph)', () => {
    const clock = new SimulatedClock();
    clock.set(START);
    const ports = createFakePorts({ clock });
    // Only the clock is the club's here: the walk starts no actor, so no port is called.
    const { guards, delays } = sessionEffects(ports);
    const { reached } = checkModel(sessionMachine.provide({ guards, delays }), {
      input: { restored: null },
      events: [
        { type: 'SIGN_IN', request: { document: DEMO_MEMBER.document, password: 'x' } },
        { type: 'LOGOUT' },
        { type: 'DISMISS_ERROR' },
        { type: 'TOKEN_RECEIVED', token: 'desconhecido' },
        { type: 'TOKEN.DECODED', auth: AUTH },
        { type: 'TOKEN.DECODED', auth: { ...AUTH, expiresAt: START - HOUR } },
        { type: 'TOKEN.REFUSED', error: { kind: 'malformed', message: 'x', issues: [] } },
        { type: 'xstate.done.actor.0.session.signingIn', output: { kind: 'activate' } },
        {
          type: 'xstate.done.actor.0.session.signingIn',
          output: { kind: 'redirect', url: 'https://x.example' },
        },
        {
          type: 'xstate.done.actor.0.session.signingIn',
          output: { kind: 'signedIn', auth: AUTH },
        },
        { type: 'xstate.error.actor.0.session.signingIn', error: new Error('x') },
      ],
      serializeContext: (context) => [context.auth?.token ?? null, context.error !== null],
      invariant: (snapshot) => {
        expectSerialisable(snapshot);
        if (snapshot.matches('signedIn')) expect(snapshot.context.auth?.token).toBeTruthy();
        if (snapshot.matches('signedOut')) expect(snapshot.context.auth).toBeNull();
        // An expired token never signs in: a received one ends in `failed`.
        if (snapshot.matches('signedIn'))
          expect(snapshot.context.auth?.expiresAt).toBeGreaterThan(START);
      },
    });
    expect(reached).toEqual(
      stateValues(
        'signedOut',
        'signingIn',
        'receivingToken',
        'failed',
        'needsActivation',
        'redirecting',
        'signedIn',
      ),
    );
  });

  test.prop([
    fc.array(
      fc.record({
        action: fc.constantFrom('SIGN_IN', 'WRONG', 'LOGOUT', 'AUTH_FAILURE', 'WAIT'),
        hours: fc.integer({ min: 0, max: 10 }),
      }),
      { maxLength: 10 },
    ),
  ])('signed in exactly while a token is unexpired, and the store mirrors it', async (steps) => {
    const clock = new SimulatedClock();
    clock.set(START);
    const storage = createMemoryStorage();
    const ports = createFakePorts({ clock, storage });
    const run = runOnSimulatedTime(sessionMachine.provide(sessionEffects(ports)), {
      input: sessionInput(ports),
      clock,
    });
    for (const { action, hours } of steps) {
      if (action === 'WAIT') await run.advance(hours * HOUR);
      else if (action === 'SIGN_IN' || action === 'WRONG') {
        run.actor.send({
          type: 'SIGN_IN',
          request: {
            document: DEMO_MEMBER.document,
            password: action === 'WRONG' ? 'x' : DEMO_MEMBER.password,
          },
        });
        await settle();
      } else run.actor.send({ type: action });
      const snapshot = run.actor.getSnapshot();
      const valid =
        Boolean(snapshot.context.auth) && clock.now() < (snapshot.context.auth?.expiresAt ?? 0);
      if (snapshot.matches('signedIn')) expect(valid).toBe(true);
      if (snapshot.matches('signedOut')) expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    }
    run.actor.stop();
  });
});

describe('company config and member models', () => {
  it('company config reaches every state (xstate/graph)', async () => {
    const ports = createFakePorts({ clock: new SimulatedClock() });
    const config = await ports.company.publicConfig();
    const { reached } = checkModel(companyConfigMachine, {
      input: {},
      events: [
        { type: 'LOAD', audience: 'member' },
        { type: 'RETRY' },
        { type: 'xstate.done.actor.0.companyConfig.loading', output: config },
        { type: 'xstate.error.actor.0.companyConfig.loading', error: new Error('x') },
      ],
      invariant: expectSerialisable,
    });
    expect(reached).toEqual(stateValues('loading', 'ready', 'failed'));
  });

  it('member reaches every state (xstate/graph)', () => {
    const user = userSchema.parse({
      id: DEMO_MEMBER.document,
      name: DEMO_MEMBER.name,
      document: DEMO_MEMBER.document,
    });
    const { reached } = checkModel(memberMachine, {
      events: [
        { type: 'LOAD' },
        { type: 'CLEAR' },
        { type: 'xstate.done.actor.0.member.loading', output: user },
        { type: 'xstate.error.actor.0.member.loading', error: new Error('x') },
      ],
      invariant: (snapshot) => {
        expectSerialisable(snapshot);
        if (snapshot.matches('idle')) expect(snapshot.context.user).toBeNull();
      },
    });
    expect(reached).toEqual(stateValues('idle', 'loading', 'ready', 'failed'));
  });
});
