import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createFakePorts, DEMO_MEMBER } from '../testing/fake-world.ts';
import { checkModel, stateValues } from '../testing/model.ts';
import { settle } from '../testing/simulated-time.ts';
import { activationMachine } from './activation.machine.ts';

const INACTIVE = { document: '11144477735', password: '', name: 'Ana', activated: false };

function start() {
  const ports = createFakePorts({ clock: new SimulatedClock(), members: [DEMO_MEMBER, INACTIVE] });
  const tokens: string[] = [];
  const actor = createActor(activationMachine, {
    input: { activation: ports.activation, onToken: (t) => tokens.push(t) },
  }).start();
  return { actor, ports, tokens };
}

describe('activation machine', () => {
  it('checks, verifies, then activates and signs in', async () => {
    const { actor, ports, tokens } = start();
    actor.send({ type: 'CHECK', credentials: { document: INACTIVE.document } });
    await settle();
    expect(actor.getSnapshot().value).toBe('verified');
    expect(actor.getSnapshot().context.verified).toEqual({
      document: INACTIVE.document,
      name: 'Ana',
    });
    actor.send({
      type: 'ACTIVATE',
      form: { password: 'nova', interests: ['1', '2'], categories: ['x'] },
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('activated');
    expect(ports.recordings.calls).toContain('activation.activate');
    expect(tokens).toEqual([ports.issuedTokens.at(-1)]);
  });

  it('uses activate-authenticate without a password', async () => {
    const { actor, ports } = start();
    actor.send({ type: 'CHECK', credentials: { document: INACTIVE.document } });
    await settle();
    actor.send({ type: 'ACTIVATE', form: {} });
    await settle();
    expect(ports.recordings.calls).toContain('activation.activateAuthenticate');
  });

  it('maps failures to codes; code 2 says the document does not exist', async () => {
    const { actor, ports } = start();
    actor.send({ type: 'CHECK', credentials: { document: '00000000000' } });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ code: 2, documentExists: false });
    actor.send({ type: 'CHECK', credentials: { document: DEMO_MEMBER.document } });
    await settle();
    expect(actor.getSnapshot().context.code).toBe(3);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('idle');
    ports.failNext('activation.verify', { kind: 'server', status: 500, message: 'boom' });
    actor.send({ type: 'CHECK', credentials: { document: INACTIVE.document } });
    await settle();
    expect(actor.getSnapshot().context.code).toBe(404);
  });

  it('can retry a failed activation once verified', async () => {
    const { actor, ports } = start();
    actor.send({ type: 'CHECK', credentials: { document: INACTIVE.document } });
    await settle();
    ports.failNext('activation.activate', {
      kind: 'server',
      status: 422,
      message: 'Usuário bloqueado nesta empresa',
    });
    actor.send({ type: 'ACTIVATE', form: { password: 'x' } });
    await settle();
    expect(actor.getSnapshot().context.code).toBe(12);
    actor.send({ type: 'ACTIVATE', form: { password: 'x' } });
    await settle();
    expect(actor.getSnapshot().value).toBe('activated');
  });

  it('accepts an invitation', async () => {
    const { actor, tokens } = start();
    actor.send({
      type: 'ACCEPT_INVITE',
      inviteToken: 'convite-ok',
      form: { document: INACTIVE.document, password: 'x' },
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('activated');
    expect(tokens).toHaveLength(1);
    const other = start();
    other.actor.send({
      type: 'ACCEPT_INVITE',
      inviteToken: 'nope',
      form: { document: INACTIVE.document },
    });
    await settle();
    expect(other.actor.getSnapshot().context.code).toBe(404);
  });

  it('given credentials, checks and verifies them as soon as it starts', async () => {
    const ports = createFakePorts({
      clock: new SimulatedClock(),
      members: [DEMO_MEMBER, INACTIVE],
    });
    const actor = createActor(activationMachine, {
      input: { activation: ports.activation, credentials: { document: INACTIVE.document } },
    }).start();
    expect(actor.getSnapshot().value).toBe('checking');
    await settle();
    expect(actor.getSnapshot().value).toBe('verified');
    expect(ports.recordings.calls).toEqual(['activation.check', 'activation.verify']);
  });

  it("keeps check's data under verify's: the form starts from both", async () => {
    const { actor, ports } = start();
    ports.activation.check = async () => ({
      document: INACTIVE.document,
      name: 'Ana',
      last_name: 'Costa',
      email: 'ana@clube.example',
    });
    ports.activation.verify = async () => ({ name: 'Ana Maria', last_name: null, companies: [] });
    actor.send({ type: 'CHECK', credentials: { document: INACTIVE.document } });
    await settle();
    expect(actor.getSnapshot().context.verified).toEqual({
      document: INACTIVE.document,
      name: 'Ana Maria',
      last_name: 'Costa',
      email: 'ana@clube.example',
      companies: [],
    });
  });

  it('takes an invitation again after a failed one', async () => {
    const { actor, ports, tokens } = start();
    ports.failNext('activation.acceptInvite', { kind: 'network', message: 'caiu' });
    const form = { document: INACTIVE.document, password: 'segredo1' };
    actor.send({ type: 'ACCEPT_INVITE', inviteToken: 'convite-ok', form });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'ACCEPT_INVITE', inviteToken: 'convite-ok', form });
    await settle();
    expect(actor.getSnapshot().value).toBe('activated');
    expect(tokens).toHaveLength(1);
  });

  it('reaches every state (xstate/graph)', () => {
    const { ports } = start();
    const { reached } = checkModel(activationMachine, {
      input: { activation: ports.activation },
      events: [
        { type: 'CHECK', credentials: { document: '1' } },
        { type: 'ACTIVATE', form: { password: 'x' } },
        { type: 'ACCEPT_INVITE', inviteToken: 't', form: {} },
        { type: 'RETRY' },
        { type: 'xstate.done.actor.check' },
        {
          type: 'xstate.error.actor.check',
          error: { kind: 'server', status: 422, message: 'x', code: 2 },
        },
        { type: 'xstate.done.actor.verify', output: {} },
        { type: 'xstate.done.actor.activate', output: 'token' },
        { type: 'xstate.done.actor.acceptInvite', output: 'token' },
      ],
      invariant: (snapshot) => {
        if (snapshot.matches('activated')) expect(snapshot.context.token).toBe('token');
        if (snapshot.matches('failed'))
          expect([1, 2, 3, 4, 12, 404]).toContain(snapshot.context.code);
      },
    });
    expect(reached).toEqual(
      stateValues(
        'idle',
        'checking',
        'verifying',
        'verified',
        'activating',
        'acceptingInvite',
        'activated',
        'failed',
      ),
    );
  });

  test.prop([fc.constantFrom(1, 2, 3, 4, 12), fc.string()])(
    'a check failure with a catalogue code keeps that code, whatever the message',
    async (code, message) => {
      const { actor, ports } = start();
      ports.failNext('activation.check', { kind: 'server', status: 422, message, code });
      actor.send({ type: 'CHECK', credentials: { document: INACTIVE.document } });
      await settle();
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().context.code).toBe(code);
      expect(actor.getSnapshot().context.documentExists).toBe(code === 2 ? false : null);
    },
  );

  test.prop([
    fc.integer({ min: 5, max: 999 }).filter((code) => code !== 12),
    fc.constantFrom('Erro inesperado', 'Falha no servidor', ''),
  ])('an unknown code with an unknown message defaults to 404', async (code, message) => {
    const { actor, ports } = start();
    ports.failNext('activation.check', { kind: 'server', status: 422, message, code });
    actor.send({ type: 'CHECK', credentials: { document: INACTIVE.document } });
    await settle();
    expect(actor.getSnapshot().context.code).toBe(404);
    expect(actor.getSnapshot().context.documentExists).toBeNull();
  });

  it('an unknown code is read from a catalogue message instead', async () => {
    const { actor, ports } = start();
    ports.failNext('activation.check', {
      kind: 'server',
      status: 422,
      message: 'Usuário bloqueado nesta empresa',
      code: 99,
    });
    actor.send({ type: 'CHECK', credentials: { document: INACTIVE.document } });
    await settle();
    expect(actor.getSnapshot().context.code).toBe(12);
  });
});
