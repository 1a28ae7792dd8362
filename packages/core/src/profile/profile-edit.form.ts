import { createFormMachine } from '../forms/form.machine.ts';
import type { PostalCodePort } from '../location/postal-code.port.ts';
import type { Notify } from '../notifications/toasts.machine.ts';
import { message } from '../shared/message-keys.ts';
import { cepDigits, isValidCep } from '../shared/postal-code.rules.ts';
import { isValidEmail } from '../shared/validation.rules.ts';
import type { MemberAccountPort } from './member-account.port.ts';
import { changedFields, emptyStringsToNull } from './profile-edit.rules.ts';
import type { User } from './user.schema.ts';

/** The member's editable fields, as typed (SPEC §3 User). */
export const PROFILE_FIELDS = [
  'name',
  'last_name',
  'email',
  'gender',
  'birthday',
  'phone',
  'postal_code',
  'address',
  'address_number',
  'address_complement',
  'city',
  'state',
] as const;

export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;

export interface ProfileEditDeps {
  account: MemberAccountPort;
  postalCode: PostalCodePort;
  /** The member as loaded: only what differs from it is sent. */
  original: ProfileValues;
  notify: Notify | null;
  /** Reloads the member after a save (SPEC §7: PATCH user, then the user reloads). */
  onSaved: () => void;
}

export function profileValuesOf(user: User | null): ProfileValues {
  return Object.fromEntries(
    PROFILE_FIELDS.map((field) => [field, String(user?.[field] ?? '')]),
  ) as ProfileValues;
}

/**
 * Profile edit (SPEC §5, §7, §8) on the one form machine: name and e-mail required, the
 * e-mail checked as free when it changed and is left; a complete CEP fills street, city and
 * state from the postal-code service (a failure says so and keeps what the member typed);
 * only changed fields are sent, empty ones as null; the member reloads after a save.
 */
export const profileEditFormMachine = createFormMachine<ProfileValues, ProfileEditDeps, void>({
  id: 'profileEdit',
  required: ['name', 'email'],
  rules: {
    email: (email) => (isValidEmail(email.trim()) ? null : 'validation.email'),
    postal_code: (cep) => (cep.trim() === '' || isValidCep(cep) ? null : 'validation.postalCode'),
  },
  lookups: {
    postal_code: {
      on: 'change',
      when: (value) => typeof value === 'string' && isValidCep(value),
      fetch: async ({ value, values, deps }) => {
        const found = await deps.postalCode.lookup(cepDigits(String(value)));
        return {
          values: {
            address: found.street ?? values.address,
            city: found.city ?? values.city,
            state: found.state ?? values.state,
          },
        };
      },
      onFailure: (_error, deps) =>
        deps.notify?.({
          type: 'error',
          title: message('postalCode.failureTitle'),
          text: message('postalCode.failureText'),
        }),
    },
    email: {
      on: 'blur',
      when: (value) => typeof value === 'string' && isValidEmail(value.trim()),
      fetch: async ({ value, deps }) => {
        const email = String(value).trim();
        if (email === deps.original.email) return {};
        const free = await deps.account.checkEmail(email);
        return { error: free ? null : message('profile.emailTaken') };
      },
    },
  },
  submit: async ({ values, deps }) => {
    const fields = emptyStringsToNull(changedFields(deps.original, values));
    await deps.account.update(fields);
  },
  onSuccess: (_result, _values, deps) => deps.onSaved(),
});

export type ProfileEditFormMachine = typeof profileEditFormMachine;
