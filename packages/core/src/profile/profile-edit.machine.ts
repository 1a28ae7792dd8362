import { assign, fromPromise, setup } from 'xstate';
import type { PostalAddress } from '../location/address.schema.ts';
import type { PostalCodePort } from '../location/postal-code.port.ts';
import type { Notify } from '../notifications/toasts.machine.ts';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import { messagePtBr } from '../shared/messages.pt-BR.ts';
import { cepDigits, isValidCep } from '../shared/postal-code.rules.ts';
import { isValidEmail } from '../shared/validation.rules.ts';
import type { MemberAccountPort } from './member-account.port.ts';
import { changedFields, emptyStringsToNull } from './profile-edit.rules.ts';
import type { User } from './user.schema.ts';

/** The editable fields, as typed. */
export type ProfileDraft = Partial<
  Record<
    | 'name'
    | 'last_name'
    | 'email'
    | 'gender'
    | 'state'
    | 'city'
    | 'postal_code'
    | 'address'
    | 'address_number'
    | 'address_complement'
    | 'birthday'
    | 'phone',
    string
  >
>;

export interface ProfileEditContext {
  account: MemberAccountPort;
  postalCode: PostalCodePort;
  notify: Notify | null;
  onSaved: (() => void) | null;
  original: ProfileDraft;
  draft: ProfileDraft;
  /** Whether the typed e-mail is free; null until checked. */
  emailAvailable: boolean | null;
  /** The server's answer when saving failed (SPEC §8: the response data is returned). */
  failure: ClubError | null;
}

export type ProfileEditEvent =
  | { type: 'CHANGE'; field: keyof ProfileDraft; value: string }
  | { type: 'CHECK_EMAIL' }
  | { type: 'SAVE' };

export function draftFromUser(user: User | null): ProfileDraft {
  const fields = [
    'name',
    'last_name',
    'email',
    'gender',
    'state',
    'city',
    'postal_code',
    'address',
    'address_number',
    'address_complement',
    'birthday',
    'phone',
  ] as const;
  return Object.fromEntries(fields.map((field) => [field, user?.[field] ?? ''])) as ProfileDraft;
}

/**
 * Profile edit (SPEC §5, §7, §8): a correct CEP fills the address from the postal-code
 * service (a failure tells the member and fills nothing); the e-mail can be checked; only
 * changed fields are sent, empty ones as null; the member reloads after a save.
 */
export const profileEditMachine = setup({
  types: {
    context: {} as ProfileEditContext,
    events: {} as ProfileEditEvent,
    input: {} as {
      account: MemberAccountPort;
      postalCode: PostalCodePort;
      user: User | null;
      notify?: Notify;
      onSaved?: () => void;
    },
  },
  actors: {
    lookUpPostalCode: fromPromise<PostalAddress, { postalCode: PostalCodePort; cep: string }>(
      ({ input }) => input.postalCode.lookup(input.cep),
    ),
    checkEmail: fromPromise<boolean, { account: MemberAccountPort; email: string }>(({ input }) =>
      input.account.checkEmail(input.email),
    ),
    save: fromPromise<void, { account: MemberAccountPort; fields: Record<string, string | null> }>(
      ({ input }) => input.account.update(input.fields),
    ),
  },
  actions: {
    notifyPostalCodeFailure: ({ context }) =>
      context.notify?.({
        type: 'error',
        title: messagePtBr('postalCode.failureTitle'),
        text: messagePtBr('postalCode.failureText'),
      }),
    reloadMember: ({ context }) => context.onSaved?.(),
    applyChange: assign(({ context, event }) =>
      event.type === 'CHANGE'
        ? {
            draft: { ...context.draft, [event.field]: event.value },
            emailAvailable: event.field === 'email' ? null : context.emailAvailable,
          }
        : {},
    ),
  },
  guards: {
    isCepChange: ({ event }) =>
      event.type === 'CHANGE' && event.field === 'postal_code' && isValidCep(event.value),
    hasCheckableEmail: ({ context }) => isValidEmail(context.draft.email ?? ''),
  },
}).createMachine({
  id: 'profileEdit',
  context: ({ input }) => ({
    account: input.account,
    postalCode: input.postalCode,
    notify: input.notify ?? null,
    onSaved: input.onSaved ?? null,
    original: draftFromUser(input.user),
    draft: draftFromUser(input.user),
    emailAvailable: null,
    failure: null,
  }),
  initial: 'editing',
  // Typing is kept in any state; only editing (or a saved form) starts a CEP lookup.
  on: {
    CHANGE: { actions: 'applyChange' },
  },
  states: {
    editing: {
      on: {
        CHANGE: { guard: 'isCepChange', target: 'lookingUpPostalCode', actions: 'applyChange' },
        CHECK_EMAIL: { guard: 'hasCheckableEmail', target: 'checkingEmail' },
        SAVE: 'saving',
      },
    },
    lookingUpPostalCode: {
      invoke: {
        id: 'lookUpPostalCode',
        src: 'lookUpPostalCode',
        input: ({ context }) => ({
          postalCode: context.postalCode,
          cep: cepDigits(context.draft.postal_code ?? ''),
        }),
        onDone: {
          target: 'editing',
          actions: assign({
            draft: ({ context, event }) => ({
              ...context.draft,
              state: event.output.state ?? context.draft.state ?? '',
              city: event.output.city ?? context.draft.city ?? '',
              address: event.output.street ?? context.draft.address ?? '',
            }),
          }),
        },
        onError: { target: 'editing', actions: 'notifyPostalCodeFailure' },
      },
    },
    checkingEmail: {
      invoke: {
        id: 'checkEmail',
        src: 'checkEmail',
        input: ({ context }) => ({ account: context.account, email: context.draft.email ?? '' }),
        onDone: {
          target: 'editing',
          actions: assign({ emailAvailable: ({ event }) => event.output }),
        },
        onError: { target: 'editing', actions: assign({ emailAvailable: false }) },
      },
    },
    saving: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({
          account: context.account,
          fields: emptyStringsToNull(changedFields(context.original, context.draft)) as Record<
            string,
            string | null
          >,
        }),
        onDone: {
          target: 'saved',
          actions: [assign({ original: ({ context }) => context.draft }), 'reloadMember'],
        },
        onError: {
          target: 'editing',
          actions: assign({ failure: ({ event }) => toClubError(event.error) }),
        },
      },
    },
    saved: {
      on: {
        CHANGE: { guard: 'isCepChange', target: 'lookingUpPostalCode', actions: 'applyChange' },
        SAVE: 'saving',
        CHECK_EMAIL: { guard: 'hasCheckableEmail', target: 'checkingEmail' },
      },
    },
  },
});

export type ProfileEditMachine = typeof profileEditMachine;
