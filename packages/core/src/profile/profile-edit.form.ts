import { createForm, serverRefusal } from '../forms/form.machine.ts';
import type { PostalAddress } from '../location/address.schema.ts';
import type { PostalCodePort } from '../location/postal-code.port.ts';
import type { Notify } from '../notifications/toasts.machine.ts';
import type { ClubError } from '../shared/club-error.ts';
import { onlyDigits } from '../shared/documents.rules.ts';
import {
  displayDateToIso,
  formatPhone,
  isoToDisplayDate,
  isValidBirthday,
  isValidPhone,
} from '../shared/masks.rules.ts';
import { message } from '../shared/message-keys.ts';
import { cepDigits, formatCep, isValidCep } from '../shared/postal-code.rules.ts';
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

/** What the form keeps and its rules read. */
export interface ProfileEditDeps {
  /** The member as loaded (as shown): only what differs from it is sent. */
  original: ProfileValues;
  /** The member's own day, 'aaaa-mm-dd': a birthday cannot be after it. */
  today: string;
}

/** What the flow supplies: the ports, the toasts and the member's reload. */
export interface ProfileEditEffects {
  account: MemberAccountPort;
  postalCode: PostalCodePort;
  notify: Notify | null;
  /** Reloads the member after a save (SPEC §7: PATCH user, then the user reloads). */
  onSaved: () => void;
}

/**
 * The member's fields as the form shows them: the phone, the birthday ('dd/mm/aaaa') and the
 * CEP masked, a missing value as ''.
 */
export function profileValuesOf(user: User | null): ProfileValues {
  const values = Object.fromEntries(
    PROFILE_FIELDS.map((field) => [field, String(user?.[field] ?? '')]),
  ) as ProfileValues;
  return {
    ...values,
    phone: formatPhone(values.phone),
    birthday: isoToDisplayDate(values.birthday),
    postal_code: formatCep(values.postal_code),
  };
}

/** The fields as the API holds them: phone and CEP as digits, the birthday 'aaaa-mm-dd'. */
export function profileFieldsForApi(fields: Partial<ProfileValues>): Partial<ProfileValues> {
  const api: Partial<ProfileValues> = {};
  for (const [field, value] of Object.entries(fields) as [ProfileField, string][]) {
    const text = value.trim();
    api[field] =
      field === 'phone'
        ? onlyDigits(text)
        : field === 'postal_code'
          ? cepDigits(text)
          : field === 'birthday'
            ? (displayDateToIso(text) ?? text)
            : text;
  }
  return api;
}

/**
 * What a found address fills: the street (with the neighbourhood after it, as the member's
 * address line holds both), the city and the state. What the service does not know keeps
 * what the member typed.
 */
export function addressFromPostalCode(
  found: PostalAddress,
  values: ProfileValues,
): Pick<ProfileValues, 'address' | 'city' | 'state'> {
  const street = found.street?.trim();
  const neighborhood = found.neighborhood?.trim();
  return {
    address: street ? (neighborhood ? `${street} - ${neighborhood}` : street) : values.address,
    city: found.city?.trim() || values.city,
    state: found.state?.trim().toUpperCase() || values.state,
  };
}

/** A changed e-mail the server says is in use, found again on submit. */
const EMAIL_TAKEN: ClubError = {
  kind: 'server',
  status: 409,
  message: '',
  data: { field: 'email' },
};

const isEmailTaken = (error: ClubError): boolean =>
  error.kind === 'server' && (error.data as { field?: unknown } | undefined)?.field === 'email';

/**
 * Profile edit (SPEC §5, §7, §8) on the one form machine: name and e-mail required, the
 * e-mail checked as free when it changed (when it is left, and again before sending); phone
 * and birthday masked and checked; a complete CEP fills street, neighbourhood, city and
 * state from the postal-code service (a failure says so and keeps what the member typed);
 * only changed fields are sent, empty ones as null; the member reloads after a save.
 */
export const profileEditForm = createForm<ProfileValues, ProfileEditDeps, void, ProfileEditEffects>(
  {
    id: 'profileEdit',
    required: ['name', 'email'],
    rules: {
      email: (email) => (isValidEmail(email.trim()) ? null : 'validation.email'),
      postal_code: (cep) => (cep.trim() === '' || isValidCep(cep) ? null : 'validation.postalCode'),
      phone: (phone) => (phone.trim() === '' || isValidPhone(phone) ? null : 'validation.phone'),
      birthday: (birthday, _values, deps) =>
        birthday.trim() === '' || isValidBirthday(birthday, deps.today)
          ? null
          : 'validation.birthday',
    },
    lookups: {
      postal_code: {
        on: 'change',
        when: (value) => typeof value === 'string' && isValidCep(value),
        fetch: async ({ value, values, effects, signal }) => {
          const found = await effects.postalCode.lookup(cepDigits(String(value)), signal);
          return { values: addressFromPostalCode(found, values) };
        },
        onFailure: (_error, _deps, effects) =>
          effects.notify?.({
            type: 'error',
            title: message('postalCode.failureTitle'),
            text: message('postalCode.failureText'),
          }),
      },
      email: {
        on: 'blur',
        when: (value) => typeof value === 'string' && isValidEmail(value.trim()),
        fetch: async ({ value, deps, effects, signal }) => {
          const email = String(value).trim();
          if (email === deps.original.email) return {};
          const free = await effects.account.checkEmail(email, signal);
          return { error: free ? null : message('profile.emailTaken') };
        },
      },
    },
    submit: async ({ values, deps, effects, signal }) => {
      const changed = changedFields(deps.original, values);
      const email = changed.email?.trim();
      const taken =
        email &&
        email !== deps.original.email &&
        !(await effects.account.checkEmail(email, signal));
      if (taken) throw EMAIL_TAKEN;
      await effects.account.update(emptyStringsToNull(profileFieldsForApi(changed)), signal);
    },
    refusal: (error) =>
      isEmailTaken(error)
        ? { fields: { email: message('profile.emailTaken') } }
        : { form: serverRefusal(error).form ?? null },
    onSuccess: (_result, _values, _deps, effects) => {
      effects.notify?.({ type: 'success', title: message('profile.saved') });
      effects.onSaved();
    },
  },
);

export const profileEditFormMachine = profileEditForm.machine;

export type ProfileEditFormMachine = typeof profileEditFormMachine;
