import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { memberMachine } from './member.machine.ts';
import { connectMemberProfile, memberShown } from './member-profile.connect.ts';
import { userSchema, type User } from './user.schema.ts';

const member = (fields: Partial<Record<keyof User, unknown>>): User =>
  userSchema.parse({ id: 7, ...fields });

describe('memberShown', () => {
  it('prints a valid CPF formatted, the phone and birthday masked, the CEP formatted', () => {
    const shown = memberShown(
      member({
        name: 'Marina',
        last_name: 'Souza',
        document: '52998224725',
        phone: '11987654321',
        birthday: '1990-04-12',
        postal_code: '01310100',
        gender: 'F',
      }),
    );
    expect(shown).toMatchObject({
      displayName: 'Marina Souza',
      document: '529.982.247-25',
      phone: '(11) 98765-4321',
      birthday: '12/04/1990',
      gender: { known: 'F' },
      address: { postalCode: '01310-100', street: null, city: null },
    });
  });

  it('keeps a document that is no CPF and a gender it does not know as written', () => {
    const shown = memberShown(member({ document: 'ABC-123', gender: 'não binário' }));
    expect(shown.document).toBe('ABC-123');
    expect(shown.displayName).toBe('ABC-123');
    expect(shown.gender).toEqual({ written: 'não binário' });
  });

  it('reads blank values as not given', () => {
    const shown = memberShown(member({ email: '   ', address: ' ', gender: '' }));
    expect(shown.email).toBeNull();
    expect(shown.address.street).toBeNull();
    expect(shown.gender).toBeNull();
  });
});

describe('connectMemberProfile', () => {
  const start = (load: () => Promise<User>) =>
    createActor(memberMachine.provide({ actors: { loadUser: fromPromise(load) } })).start();

  it('is loading, then ready with the member; a failed load says so and reload asks again', async () => {
    let fail = true;
    const actor = start(async () => {
      if (fail) throw new Error('down');
      return member({ name: 'Ana' });
    });
    const view = () => connectMemberProfile(actor.getSnapshot(), actor.send);
    expect(view().status).toBe('loading');
    view().reload();
    expect(view().status).toBe('loading');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(view().status).toBe('failed');
    expect(view().member).toBeNull();
    fail = false;
    view().reload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(view().status).toBe('ready');
    expect(view().member?.displayName).toBe('Ana');
  });
});
