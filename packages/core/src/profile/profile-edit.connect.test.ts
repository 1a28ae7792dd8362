import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connectProfileEdit } from './profile-edit.connect.ts';
import { profileEditFormMachine, profileValuesOf } from './profile-edit.form.ts';
import { userSchema } from './user.schema.ts';

describe('connectProfileEdit', () => {
  it('hands the view the masks, the state choices and the form', () => {
    const actor = createActor(profileEditFormMachine, {
      input: {
        values: profileValuesOf(userSchema.parse({ id: 1, name: 'Ana', email: 'a@b.co' })),
        deps: {} as never,
      },
    }).start();
    const form = connectProfileEdit(actor.getSnapshot(), actor.send);
    expect(form.masks.phone('11987654321')).toBe('(11) 98765-4321');
    expect(form.masks.birthday('12041990')).toBe('12/04/1990');
    expect(form.masks.postal_code('01310100')).toBe('01310-100');
    expect(form.stateOptions).toContainEqual({ value: 'SP', label: 'SP - São Paulo' });
    expect(form.fillingAddress).toBe(false);
    expect(form.field('name').value).toBe('Ana');
    form.field('name').change('Bia');
    expect(connectProfileEdit(actor.getSnapshot(), actor.send).values.name).toBe('Bia');
  });
});
