import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { connectPasswordReset } from '../auth/password-reset.connect.ts';
import { passwordResetEffects } from '../auth/password-reset.effects.ts';
import { passwordResetMachine } from '../auth/password-reset.machine.ts';
import { createFakePorts, DEMO_MEMBER } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import { connectActivation } from './activation.connect.ts';
import { activationMachine } from './activation.machine.ts';

const NEWCOMER = { ...DEMO_MEMBER, document: '11144477735', activated: false };

describe('connectActivation', () => {
  it('checks, verifies and activates a newcomer, who ends signed in', async () => {
    const ports = createFakePorts({
      clock: new SimulatedClock(),
      members: [DEMO_MEMBER, NEWCOMER],
    });
    const tokens: string[] = [];
    const actor = createActor(activationMachine, {
      input: { activation: ports.activation, onToken: (token) => tokens.push(token) },
    }).start();
    const api = () => connectActivation(actor.getSnapshot(), actor.send);
    api().check({ document: NEWCOMER.document });
    expect(api().busy).toBe(true);
    await settle();
    expect(api().verified).toBe(true);
    api().activate({
      password: 'segredo1',
      confirm_password: 'segredo1',
      document: NEWCOMER.document,
    });
    await settle();
    expect(api().activated).toBe(true);
    expect(tokens).toHaveLength(1);
  });

  it("says why a check fails with the catalogue's code", async () => {
    const ports = createFakePorts({ clock: new SimulatedClock() });
    const actor = createActor(activationMachine, {
      input: { activation: ports.activation },
    }).start();
    const api = () => connectActivation(actor.getSnapshot(), actor.send);
    api().check({ document: DEMO_MEMBER.document }); // already active
    await settle();
    expect(api().code).toBe(3);
    api().check({ document: '00000000191' }); // unknown
    await settle();
    expect(api()).toMatchObject({ code: 2, documentExists: false });
  });
});

describe('connectPasswordReset', () => {
  it('a missing or invalid token is invalid; a valid one lets the new password in', async () => {
    const ports = createFakePorts({ clock: new SimulatedClock() });
    const start = () => {
      const actor = createActor(
        passwordResetMachine.provide({ actors: passwordResetEffects(ports.passwordReset) }),
        {
          input: {},
        },
      ).start();
      return () => connectPasswordReset(actor.getSnapshot(), actor.send);
    };
    const missing = start();
    missing().checkToken(null);
    await settle();
    expect(missing().tokenInvalid).toBe(true);

    const asked = start();
    asked().request({ document: DEMO_MEMBER.document });
    await settle();
    expect(asked().requested).toBe(true);
    const token = ports.world.resetTokens.at(-1)!;
    const reset = start();
    reset().checkToken(token);
    await settle();
    expect(reset().tokenValid).toBe(true);
    reset().reset('nova-senha', 'nova-senha');
    await settle();
    expect(reset().done).toBe(true);
  });

  it('a token check that failed says so and may be retried', async () => {
    const ports = createFakePorts({ clock: new SimulatedClock() });
    ports.failNext('passwordReset.checkToken', { kind: 'network', message: 'Failed to fetch' });
    const actor = createActor(
      passwordResetMachine.provide({ actors: passwordResetEffects(ports.passwordReset) }),
      {
        input: { tokenToCheck: 'reset-ok' },
      },
    ).start();
    const api = () => connectPasswordReset(actor.getSnapshot(), actor.send);
    expect(api()).toMatchObject({ busy: true, checkingToken: true });
    await settle();
    expect(api()).toMatchObject({ checkFailed: true, tokenInvalid: false, busy: false });
    api().retry();
    expect(api().busy).toBe(true);
    await settle();
    expect(api()).toMatchObject({ checkFailed: false, checkingToken: false, tokenValid: true });
  });
});
