import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createClub } from '../club.ts';
import { profileEditFlow } from '../flows.ts';
import { connectForm } from '../forms/form.connect.ts';
import type { PostalCodePort } from '../location/postal-code.port.ts';
import type { ToastInput } from '../notifications/toast.schema.ts';
import { systemClock } from '../shared/clock.port.ts';
import { startFlow } from '../shared/flow.ts';
import { message } from '../shared/message-keys.ts';
import { createFakePorts, DEMO_MEMBER } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import type { MemberAccountPort } from './member-account.port.ts';
import {
  addressFromPostalCode,
  PROFILE_FIELDS,
  profileEditForm,
  profileFieldsForApi,
  profileValuesOf,
  type ProfileField,
  type ProfileValues,
} from './profile-edit.form.ts';
import { userSchema } from './user.schema.ts';

const MARINA = userSchema.parse({
  id: 1,
  name: 'Marina',
  last_name: 'Souza',
  email: 'marina@clube.example',
  document: '52998224725',
  gender: 'F',
  state: 'SP',
  city: 'São Paulo',
  postal_code: '01310100',
  address: 'Avenida Paulista',
  address_number: '1578',
  address_complement: 'Apto 42',
  birthday: '1990-04-12',
  phone: '11987654321',
});

const SE = {
  cep: '01001000',
  state: 'SP',
  city: 'São Paulo',
  neighborhood: 'Sé',
  street: 'Praça da Sé',
};

interface Scene {
  lookup?: PostalCodePort['lookup'];
  update?: MemberAccountPort['update'];
  taken?: string[];
}

/** The profile form over recording stubs, Marina loaded, today 2026-11-22. */
function openProfileEdit(scene: Scene = {}) {
  const updates: Record<string, unknown>[] = [];
  const checked: string[] = [];
  const toasts: ToastInput[] = [];
  let saved = 0;
  const account: MemberAccountPort = {
    update:
      scene.update ??
      (async (fields) => {
        updates.push(fields);
      }),
    checkEmail: async (email) => {
      checked.push(email);
      return !(scene.taken ?? []).includes(email);
    },
    changePassword: async () => undefined,
  };
  const original = profileValuesOf(MARINA);
  const machine = profileEditForm.withEffects({
    account,
    postalCode: { lookup: scene.lookup ?? (async () => SE) },
    notify: (toast) => toasts.push(toast),
    onSaved: () => {
      saved += 1;
    },
  });
  const actor = createActor(machine, {
    input: { values: original, deps: { original, today: '2026-11-22' } },
  }).start();
  const form = () => connectForm(actor.getSnapshot(), actor.send);
  const type = (field: ProfileField, value: string) => {
    form().field(field).focus();
    form().field(field).change(value);
    form().field(field).blur();
  };
  return { form, type, updates, checked, toasts, saved: () => saved };
}

describe('profile values', () => {
  it('shows the phone, the birthday and the CEP masked, a missing value as empty', () => {
    expect(profileValuesOf(MARINA)).toMatchObject({
      phone: '(11) 98765-4321',
      birthday: '12/04/1990',
      postal_code: '01310-100',
      gender: 'F',
    });
    expect(Object.values(profileValuesOf(null))).toEqual(PROFILE_FIELDS.map(() => ''));
  });

  it('sends them as the API holds them', () => {
    expect(
      profileFieldsForApi({
        phone: '(11) 3456-7890',
        birthday: '01/02/2000',
        postal_code: '01001-000',
        city: '  Santos ',
      }),
    ).toEqual({
      phone: '1134567890',
      birthday: '2000-02-01',
      postal_code: '01001000',
      city: 'Santos',
    });
  });

  it("fills street and neighbourhood, city and state; what the service lacks keeps the member's", () => {
    const values = profileValuesOf(MARINA);
    expect(addressFromPostalCode(SE, values)).toEqual({
      address: 'Praça da Sé - Sé',
      city: 'São Paulo',
      state: 'SP',
    });
    expect(
      addressFromPostalCode(
        { cep: '69900000', state: 'AC', city: 'Rio Branco', neighborhood: null, street: null },
        values,
      ),
    ).toEqual({ address: 'Avenida Paulista', city: 'Rio Branco', state: 'AC' });
  });
});

describe('profile edit form', () => {
  it('requires name and e-mail and checks e-mail, phone, birthday and CEP on blur', () => {
    const { form, type } = openProfileEdit();
    expect(PROFILE_FIELDS.filter((field) => form().field(field).required)).toEqual([
      'name',
      'email',
    ]);
    type('name', ' ');
    type('email', 'marina@');
    type('phone', '(11) 3456');
    type('birthday', '31/02/1990');
    type('postal_code', '0100');
    expect(form().field('name').error).toEqual(message('validation.required'));
    expect(form().field('email').error).toEqual(message('validation.email'));
    expect(form().field('phone').error).toEqual(message('validation.phone'));
    expect(form().field('birthday').error).toEqual(message('validation.birthday'));
    expect(form().field('postal_code').error).toEqual(message('validation.postalCode'));
    form().field('phone').focus();
    expect(form().field('phone').error).toBeNull();
  });

  it('refuses a birthday after today', () => {
    const { form, type } = openProfileEdit();
    type('birthday', '23/11/2026');
    expect(form().field('birthday').error).toEqual(message('validation.birthday'));
    type('birthday', '22/11/2026');
    expect(form().field('birthday').error).toBeNull();
  });

  it('fills the address from a complete CEP and keeps number and complement', async () => {
    const { form, type } = openProfileEdit();
    type('postal_code', '01001-000');
    await settle();
    expect(form().values).toMatchObject({
      postal_code: '01001-000',
      address: 'Praça da Sé - Sé',
      city: 'São Paulo',
      state: 'SP',
      address_number: '1578',
      address_complement: 'Apto 42',
    });
  });

  it("says a failed look-up and keeps the member's typed address", async () => {
    const { form, type, toasts } = openProfileEdit({
      lookup: async () => {
        throw { kind: 'server', status: 404, message: 'CEP INVÁLIDO' };
      },
    });
    type('address', 'Rua das Flores - Centro');
    type('city', 'Campinas');
    type('postal_code', '99999-999');
    await settle();
    expect(toasts).toEqual([
      {
        type: 'error',
        title: message('postalCode.failureTitle'),
        text: message('postalCode.failureText'),
      },
    ]);
    expect(form().values).toMatchObject({
      postal_code: '99999-999',
      address: 'Rua das Flores - Centro',
      city: 'Campinas',
      state: 'SP',
    });
  });

  it('sends only the changed fields, in API form, empty ones as null, then reloads the member', async () => {
    const { form, type, updates, toasts, saved } = openProfileEdit();
    type('phone', '(21) 3456-7890');
    type('birthday', '01/02/2000');
    type('address_complement', '');
    form().submit();
    form().submit();
    await settle();
    expect(updates).toEqual([
      { phone: '2134567890', birthday: '2000-02-01', address_complement: null },
    ]);
    expect(form().succeeded).toBe(true);
    expect(toasts).toEqual([{ type: 'success', title: message('profile.saved') }]);
    expect(saved()).toBe(1);
  });

  it('checks a changed e-mail when it is left and refuses to send it when it is taken', async () => {
    const { form, type, updates, checked } = openProfileEdit({ taken: ['ocupado@clube.example'] });
    type('email', 'ocupado@clube.example');
    await settle();
    expect(form().field('email').error).toEqual(message('profile.emailTaken'));
    form().submit();
    await settle();
    expect(updates).toEqual([]);
    expect(form().field('email').error).toEqual(message('profile.emailTaken'));
    expect(form().values.email).toBe('ocupado@clube.example');
    expect(checked).toEqual(['ocupado@clube.example', 'ocupado@clube.example']);
  });

  it("does not check the member's own e-mail", async () => {
    const { form, checked } = openProfileEdit();
    form().field('email').blur();
    form().submit();
    await settle();
    expect(checked).toEqual([]);
  });

  it("keeps everything typed after a refusal and shows the server's words", async () => {
    const { form, type, toasts, saved } = openProfileEdit({
      update: async () => {
        throw { kind: 'server', status: 422, message: 'Dados inválidos (falha simulada)' };
      },
    });
    type('city', 'Santos');
    type('phone', '(13) 99876-5432');
    form().submit();
    await settle();
    expect(form().error).toEqual(
      message('errors.server', { message: 'Dados inválidos (falha simulada)' }),
    );
    expect(form().values).toMatchObject({ city: 'Santos', phone: '(13) 99876-5432' });
    expect(toasts).toEqual([]);
    expect(saved()).toBe(0);
  });

  test.prop([
    fc.dictionary(
      fc.constantFrom<ProfileField>('name', 'last_name', 'address', 'address_number', 'city'),
      fc.oneof(fc.constant(''), fc.constant('  '), fc.string({ minLength: 1, maxLength: 12 })),
    ),
  ])('sends exactly the fields that differ, blank ones as null', async (edits) => {
    const { form, updates } = openProfileEdit();
    const original = profileValuesOf(MARINA);
    const edited: ProfileValues = { ...original, ...edits, name: edits.name?.trim() || 'Marina' };
    for (const [field, value] of Object.entries(edited)) {
      form()
        .field(field as ProfileField)
        .change(value);
    }
    form().submit();
    await settle();
    const changed = Object.keys(edited).filter(
      (field) => edited[field as ProfileField] !== original[field as ProfileField],
    );
    expect(updates).toHaveLength(1);
    expect(Object.keys(updates[0] ?? {}).sort()).toEqual(changed.sort());
    for (const [field, value] of Object.entries(updates[0] ?? {})) {
      const typed = edited[field as ProfileField].trim();
      expect(value).toBe(typed === '' ? null : typed);
    }
  });
});

describe('profileEditFlow', () => {
  it('starts from the member as loaded and reloads the member after a save', async () => {
    const ports = createFakePorts({
      clock: systemClock,
      members: [
        {
          ...DEMO_MEMBER,
          user: { email: 'marina@clube.example', phone: '11987654321', birthday: '1990-04-12' },
        },
      ],
    });
    const club = createClub(ports);
    club.signIn({ document: DEMO_MEMBER.document, password: DEMO_MEMBER.password });
    await settle(40);
    const actor = startFlow(profileEditFlow(club));
    const form = () => connectForm(actor.getSnapshot(), actor.send);
    expect(form().values).toMatchObject({ phone: '(11) 98765-4321', birthday: '12/04/1990' });
    let loads = 0;
    const user = ports.profile.user.bind(ports.profile);
    ports.profile.user = async () => {
      loads += 1;
      return user();
    };
    form().field('city').change('Santos');
    form().submit();
    await settle(40);
    expect(ports.recordings.profileUpdates).toEqual([{ city: 'Santos' }]);
    expect(form().succeeded).toBe(true);
    expect(loads).toBe(1);
  });
});
