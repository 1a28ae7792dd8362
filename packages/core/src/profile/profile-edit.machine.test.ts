import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { ToastInput } from '../notifications/toast.schema.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { checkModel, stateValues } from '../testing/model.ts';
import { settle } from '../testing/simulated-time.ts';
import { profileEditMachine } from './profile-edit.machine.ts';
import { userSchema } from './user.schema.ts';

const user = userSchema.parse({
  id: 1,
  name: 'Ana',
  email: 'ana@clube.example',
  phone: '11999990000',
  city: 'Campinas',
});

function start() {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  const toasts: ToastInput[] = [];
  let saved = 0;
  const actor = createActor(profileEditMachine, {
    input: {
      account: ports.memberAccount,
      postalCode: ports.postalCode,
      user,
      notify: (t) => toasts.push(t),
      onSaved: () => (saved += 1),
    },
  }).start();
  return { actor, ports, toasts, saved: () => saved };
}

describe('profile edit machine', () => {
  it('fills the address from a correct CEP', async () => {
    const { actor } = start();
    actor.send({ type: 'CHANGE', field: 'postal_code', value: '0100' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'CHANGE', field: 'postal_code', value: '01001-000' });
    expect(actor.getSnapshot().value).toBe('lookingUpPostalCode');
    await settle();
    expect(actor.getSnapshot().context.draft).toMatchObject({
      state: 'SP',
      city: 'São Paulo',
      address: 'Praça da Sé',
    });
  });

  it('tells a failed lookup and fills nothing', async () => {
    const { actor, toasts } = start();
    actor.send({ type: 'CHANGE', field: 'postal_code', value: '99999-999' });
    await settle();
    expect(actor.getSnapshot().context.draft.city).toBe('Campinas');
    expect(toasts).toEqual([
      {
        type: 'error',
        title: 'Erro ao buscar endereço',
        text: 'Verifique se o CEP está correto ou tente novamente mais tarde.',
      },
    ]);
  });

  it('checks the e-mail', async () => {
    const { actor, ports } = start();
    actor.send({ type: 'CHANGE', field: 'email', value: 'ocupado@clube.example' });
    actor.send({ type: 'CHECK_EMAIL' });
    await settle();
    expect(actor.getSnapshot().context.emailAvailable).toBe(false);
    actor.send({ type: 'CHANGE', field: 'email', value: 'livre@clube.example' });
    expect(actor.getSnapshot().context.emailAvailable).toBeNull();
    actor.send({ type: 'CHECK_EMAIL' });
    await settle();
    expect(actor.getSnapshot().context.emailAvailable).toBe(true);
    actor.send({ type: 'CHANGE', field: 'email', value: 'sem-arroba' });
    actor.send({ type: 'CHECK_EMAIL' });
    expect(actor.getSnapshot().value).toBe('editing');
    ports.failNext('memberAccount.checkEmail', { kind: 'network', message: 'x' });
    actor.send({ type: 'CHANGE', field: 'email', value: 'z@z.co' });
    actor.send({ type: 'CHECK_EMAIL' });
    await settle();
    expect(actor.getSnapshot().context.emailAvailable).toBe(false);
  });

  it('sends only changed fields, empty ones as null, and reloads the member', async () => {
    const { actor, ports, saved } = start();
    actor.send({ type: 'CHANGE', field: 'phone', value: '' });
    actor.send({ type: 'CHANGE', field: 'name', value: 'Ana Maria' });
    actor.send({ type: 'SAVE' });
    await settle();
    expect(ports.recordings.profileUpdates).toEqual([{ phone: null, name: 'Ana Maria' }]);
    expect(actor.getSnapshot().value).toBe('saved');
    expect(saved()).toBe(1);
    ports.failNext('memberAccount.update', {
      kind: 'server',
      status: 422,
      message: 'inválido',
      data: { errors: ['x'] },
    });
    actor.send({ type: 'CHANGE', field: 'city', value: 'Santos' });
    actor.send({ type: 'SAVE' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.failure).toMatchObject({
      status: 422,
      data: { errors: ['x'] },
    });
  });

  it('reaches every state (xstate/graph)', () => {
    const { ports } = start();
    const { reached } = checkModel(profileEditMachine, {
      input: { account: ports.memberAccount, postalCode: ports.postalCode, user: null },
      events: [
        { type: 'CHANGE', field: 'postal_code', value: '01001000' },
        { type: 'CHANGE', field: 'email', value: 'a@b.co' },
        { type: 'CHECK_EMAIL' },
        { type: 'SAVE' },
        {
          type: 'xstate.done.actor.lookUpPostalCode',
          output: { cep: '01001000', state: 'SP', city: null, neighborhood: null, street: null },
        },
        { type: 'xstate.done.actor.checkEmail', output: true },
        { type: 'xstate.done.actor.save' },
      ],
      serializeContext: (context) => [
        context.draft.email,
        context.draft.postal_code,
        context.emailAvailable,
      ],
    });
    expect(reached).toEqual(
      stateValues('editing', 'lookingUpPostalCode', 'checkingEmail', 'saving', 'saved'),
    );
  });

  test.prop([
    fc.dictionary(
      fc.constantFrom('name', 'last_name', 'phone', 'city', 'address'),
      fc.constantFrom('', ' ', 'x', 'Ana'),
    ),
  ])('a save sends exactly the changed fields, blanks as null', async (edits) => {
    const { actor, ports } = start();
    for (const [field, value] of Object.entries(edits))
      actor.send({ type: 'CHANGE', field: field as 'name', value });
    actor.send({ type: 'SAVE' });
    await settle();
    const sent = ports.recordings.profileUpdates[0] ?? {};
    for (const [field, value] of Object.entries(edits)) {
      const before = (user as Record<string, unknown>)[field] ?? '';
      if (value === before) expect(field in sent).toBe(false);
      else expect(sent[field]).toBe(value.trim() === '' ? null : value);
    }
  });
});

it('a CEP typed while saving does not cancel the save', async () => {
  const { actor, ports } = start();
  actor.send({ type: 'CHANGE', field: 'name', value: 'Bia' });
  actor.send({ type: 'SAVE' });
  actor.send({ type: 'CHANGE', field: 'postal_code', value: '01001-000' });
  expect(actor.getSnapshot().value).toBe('saving');
  await settle();
  expect(ports.recordings.profileUpdates).toEqual([{ name: 'Bia' }]);
  expect(actor.getSnapshot().context.draft.postal_code).toBe('01001-000');
  actor.send({ type: 'CHANGE', field: 'postal_code', value: '01001000' });
  expect(actor.getSnapshot().value).toBe('lookingUpPostalCode');
});
