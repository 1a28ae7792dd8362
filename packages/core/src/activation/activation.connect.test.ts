import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { connectPasswordReset } from '../auth/password-reset.connect.ts';
import { passwordResetEffects } from '../auth/password-reset.effects.ts';
import { passwordResetMachine } from '../auth/password-reset.machine.ts';
import { createFakePorts, DEMO_MEMBER } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import type { ClubError } from '../shared/club-error.ts';
import { ACTIVATION_CODES, activationError } from '../shared/error-catalogue.ts';
import { activationOutcome } from './activation.connect.ts';

describe('activationOutcome', () => {
  const server = (code?: number): ClubError => ({
    kind: 'server',
    status: 403,
    message: 'recusado',
    ...(code === undefined ? {} : { code }),
  });

  it('links the support only where a person must help, Entrar only for an active account', () => {
    const links = ACTIVATION_CODES.map((code) => {
      const outcome = activationOutcome(activationError(server(code === 404 ? undefined : code)));
      return [outcome.code, outcome.asksForHelp, outcome.offersSignIn];
    });
    expect(links).toEqual([
      [1, false, false],
      [2, true, false],
      [3, false, true],
      [4, true, false],
      [12, true, false],
      [404, false, false],
    ]);
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
