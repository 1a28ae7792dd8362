import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createFakePorts } from '../testing/fake-world.ts';
import { checkModel, stateValues } from '../testing/model.ts';
import { settle } from '../testing/simulated-time.ts';
import { passwordResetMachine } from './password-reset.machine.ts';

function start() {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  const actor = createActor(passwordResetMachine, {
    input: { passwordReset: ports.passwordReset },
  }).start();
  return { actor, ports };
}

describe('password reset machine', () => {
  it('asks for the e-mail', async () => {
    const { actor, ports } = start();
    ports.failNext('passwordReset.request', { kind: 'network', message: 'x' });
    actor.send({ type: 'REQUEST', document: '1' });
    await settle();
    expect(actor.getSnapshot().context.error?.message).toBe('x');
    actor.send({ type: 'REQUEST', email: 'a@b.co' });
    await settle();
    expect(actor.getSnapshot().value).toBe('requested');
  });

  it('a missing or invalid token ends in invalidToken', async () => {
    const missing = start();
    missing.actor.send({ type: 'CHECK_TOKEN', token: null });
    expect(missing.actor.getSnapshot().value).toBe('invalidToken');
    const invalid = start();
    invalid.actor.send({ type: 'CHECK_TOKEN', token: 'nope' });
    await settle();
    expect(invalid.actor.getSnapshot().value).toBe('invalidToken');
  });

  it('a check that fails (not a refused token) may be tried again', async () => {
    const failing = start();
    failing.ports.failNext('passwordReset.checkToken', { kind: 'network', message: 'x' });
    failing.actor.send({ type: 'CHECK_TOKEN', token: 'reset-ok' });
    await settle();
    expect(failing.actor.getSnapshot().value).toBe('checkFailed');
    expect(failing.actor.getSnapshot().context.error?.message).toBe('x');
    failing.actor.send({ type: 'RETRY' });
    await settle();
    expect(failing.actor.getSnapshot().value).toBe('ready');
    expect(failing.actor.getSnapshot().context.error).toBeNull();
  });

  it("checks the page's token as soon as it starts; a missing one is invalid at once", async () => {
    const ports = createFakePorts({ clock: new SimulatedClock() });
    const open = (tokenToCheck: string | null) =>
      createActor(passwordResetMachine, {
        input: { passwordReset: ports.passwordReset, tokenToCheck },
      }).start();
    expect(open(null).getSnapshot().value).toBe('invalidToken');
    expect(open('').getSnapshot().value).toBe('invalidToken');
    const valid = open('reset-ok');
    expect(valid.getSnapshot().value).toBe('checkingToken');
    await settle();
    expect(valid.getSnapshot().value).toBe('ready');
    const invalid = open('nope');
    await settle();
    expect(invalid.getSnapshot().value).toBe('invalidToken');
    // Without a token to check (the forgot-password page), it waits for a request.
    const forgot = createActor(passwordResetMachine, {
      input: { passwordReset: ports.passwordReset },
    }).start();
    expect(forgot.getSnapshot().value).toBe('idle');
  });

  test.prop([fc.constantFrom(404, 422), fc.string()])(
    'an unknown document is answered like a sent e-mail (404, or code 2)',
    async (status, message) => {
      const { actor, ports } = start();
      ports.failNext('passwordReset.request', {
        kind: 'server',
        status,
        message,
        ...(status === 422 ? { code: 2 } : {}),
      });
      actor.send({ type: 'REQUEST', document: '00000000000' });
      await settle();
      expect(actor.getSnapshot().value).toBe('requested');
      expect(actor.getSnapshot().context.error).toBeNull();
    },
  );

  test.prop([fc.constantFrom(500, 503, 422, 401), fc.string()])(
    'any other refusal is a failure the member sees (and may send again)',
    async (status, message) => {
      const { actor, ports } = start();
      ports.failNext('passwordReset.request', { kind: 'server', status, message });
      actor.send({ type: 'REQUEST', document: '52998224725' });
      await settle();
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context.error).toMatchObject({ status });
    },
  );

  it("sets the new password, or says 'Não foi possível alterar sua senha'", async () => {
    const { actor, ports } = start();
    actor.send({ type: 'CHECK_TOKEN', token: 'reset-ok' });
    await settle();
    actor.send({ type: 'SUBMIT', password: 'a', confirmation: 'b' });
    expect(actor.getSnapshot().value).toBe('ready');
    ports.failNext('passwordReset.reset', { kind: 'server', status: 422, message: 'x' });
    actor.send({ type: 'SUBMIT', password: 'nova', confirmation: 'nova' });
    await settle();
    expect(actor.getSnapshot().context.messageKey).toBe('passwordReset.failed');
    actor.send({ type: 'SUBMIT', password: 'nova', confirmation: 'nova' });
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('reaches every state (xstate/graph)', () => {
    const { ports } = start();
    const { reached } = checkModel(passwordResetMachine, {
      input: { passwordReset: ports.passwordReset },
      events: [
        { type: 'REQUEST', email: 'a@b.co' },
        { type: 'CHECK_TOKEN', token: 't' },
        { type: 'CHECK_TOKEN', token: null },
        { type: 'SUBMIT', password: 'x', confirmation: 'x' },
        { type: 'xstate.done.actor.request' },
        { type: 'xstate.done.actor.checkToken', output: true },
        { type: 'xstate.error.actor.checkToken', error: { kind: 'network', message: 'x' } },
        { type: 'RETRY' },
        { type: 'xstate.done.actor.reset' },
      ],
    });
    expect(reached).toEqual(
      stateValues(
        'idle',
        'requesting',
        'requested',
        'checkingToken',
        'checkFailed',
        'invalidToken',
        'ready',
        'resetting',
        'done',
      ),
    );
  });
});
