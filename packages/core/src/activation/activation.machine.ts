import { assign, raise, sendTo, setup } from 'xstate';
import type { CompanyChoice, StoredCredentials } from '../auth/auth-state.schema.ts';
import { toClubError } from '../shared/club-error.ts';
import { activationError, inviteError, type ActivationError } from '../shared/error-catalogue.ts';
import { unprovided } from '../shared/unprovided.ts';
import {
  accountValuesOf,
  activationFormMachine,
  companyConfirmFormMachine,
  documentCheckFormMachine,
  inviteFormMachine,
} from './activation.forms.ts';
import type { ActivationCredentials } from './activation.port.ts';
import { activationFields, type ActivationForm } from './activation.rules.ts';
import { companyChoiceOf, type VerifiedMember } from './verified-member.schema.ts';

/** Where an activation starts: the page that runs it. */
export type ActivationStart =
  /** Ativar conta: a CPF typed, checked at the club's company (the API's default without one). */
  | { step: 'document'; company: string | null }
  /** The activation form: the stored credentials checked at once (none stored: refused). */
  | { step: 'form'; credentials: ActivationCredentials | null; withPassword: boolean }
  /** Confirmação de cadastro: a company chosen among those Ativar conta kept. */
  | { step: 'confirm'; stored: StoredCredentials | null }
  /** The HR-card invitation with its token. */
  | { step: 'invite'; inviteToken: string };

/** Data only: what the member typed, what the API answered, and the one error value. */
export interface ActivationContext {
  start: ActivationStart['step'];
  /** The company the document is checked at (Ativar conta). */
  company: string | null;
  /** The credentials checked and verified (the form sends them with the account). */
  credentials: ActivationCredentials | null;
  /** The member sets a password (activate), else the company vouched (activate-authenticate). */
  withPassword: boolean;
  inviteToken: string | null;
  /** The member as check and verify described them. */
  member: VerifiedMember | null;
  /** The companies /verificacao offers, once Ativar conta checked the CPF. */
  companies: CompanyChoice[];
  /** What Ativar conta kept, which /verificacao adds the chosen company to. */
  stored: StoredCredentials | null;
  /** Why the last step was refused, as the catalogue words it; null after a new try. */
  error: ActivationError | null;
  token: string | null;
}

export type ActivationEvent =
  /** Sends the step's form (the form checks its fields first). */
  | { type: 'SUBMIT' }
  /** Checks the stored credentials again after a refusal. */
  | { type: 'RETRY' };

/** What a valid form handed on (raised from its snapshot). */
type HandedOn = { type: 'HANDED_ON'; values: string | ActivationForm };

/** A form's snapshot, as far as the parent reads it: it handed its values on. */
interface FormSnapshotLike {
  value: unknown;
  context: { result: unknown };
}
const handedOn = (snapshot: FormSnapshotLike): boolean =>
  snapshot.value === 'succeeded' && snapshot.context.result !== null;
const handedOnEvent = (snapshot: FormSnapshotLike): HandedOn => ({
  type: 'HANDED_ON',
  values: snapshot.context.result as string | ActivationForm,
});

const formOf = (event: { type: string }): ActivationForm =>
  event.type === 'HANDED_ON' ? ((event as HandedOn).values as ActivationForm) : {};

/** The form opened with no stored credentials: the 404 default, with nothing to retry. */
const NOTHING_STORED: ActivationError = {
  kind: 'activation',
  code: 404,
  messageKey: 'activation.failed',
  next: 'retryLater',
};

/** Verify's answer over check's: both describe the member; verify has the last word. */
function mergeMembers(checked: VerifiedMember, verified: VerifiedMember): VerifiedMember {
  return {
    document: verified.document ?? checked.document,
    name: verified.name ?? checked.name,
    last_name: verified.last_name ?? checked.last_name,
    email: verified.email ?? checked.email,
    companies: verified.companies.length > 0 ? verified.companies : checked.companies,
  };
}

/** The page form's snapshot carried by an `onSnapshot` event. */
const snapshotOf = (event: unknown): FormSnapshotLike =>
  (event as { snapshot: FormSnapshotLike }).snapshot;

/** The last steps of an activation or an invitation: the token handed to the session. */
const SIGNING_IN = {
  signingIn: {
    invoke: {
      src: 'signIn',
      input: ({ context }: { context: ActivationContext }) => ({ token: context.token ?? '' }),
      onDone: 'activated',
      // The account is made either way: sending again would only hear code 3.
      onError: 'activated',
    },
  },
  /** Activated and signed in (the guard then goes Home). */
  activated: {},
} as const;

/**
 * Account activation (SPEC §2, §4, §8) as one task: Ativar conta (the CPF checked then
 * verified, kept for /verificacao), the activation form (the stored credentials checked at
 * once, then the account activated — activate-authenticate when the company vouched) or the
 * HR-card invitation. Each page's form is the child actor `form`: it checks its fields and
 * hands its values here (SUBMIT goes through this machine), and a refusal of any call is one
 * catalogue error (code 1, 2, 3, 4, 12 or 404, its message and the way forward). Success
 * hands the token to the session. The calls are effects a flow provides (`activationEffects`).
 */
export const activationMachine = setup({
  types: {
    context: {} as ActivationContext,
    events: {} as ActivationEvent | HandedOn,
    input: {} as ActivationStart,
  },
  actors: {
    documentForm: documentCheckFormMachine,
    companyForm: companyConfirmFormMachine,
    accountForm: activationFormMachine,
    inviteForm: inviteFormMachine,
    /** check then verify: the member as verify describes them over check's answer. */
    checkDocument: unprovided<
      { checked: VerifiedMember; verified: VerifiedMember },
      { credentials: ActivationCredentials }
    >('checkDocument'),
    /** Keeps what /verificacao and the form go on with. */
    remember: unprovided<void, StoredCredentials>('remember'),
    /** activate, or activate-authenticate; answers the token. */
    activate: unprovided<string, { fields: Record<string, string>; authenticate: boolean }>(
      'activate',
    ),
    acceptInvite: unprovided<string, { inviteToken: string; fields: Record<string, string> }>(
      'acceptInvite',
    ),
    /** Hands the token to the session (which signs the member in). */
    signIn: unprovided<void, { token: string }>('signIn'),
  },
  guards: {
    // Named so that each page's form says it once; they only ever see the form's snapshots.
    formHandedOn: ({ event }) => handedOn(snapshotOf(event)),
  },
  actions: {
    handOn: raise(({ event }) => handedOnEvent(snapshotOf(event))),
    edit: sendTo('form', { type: 'EDIT' }),
    submitForm: sendTo('form', { type: 'SUBMIT' }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'activation',
  context: ({ input }) => ({
    start: input.step,
    company: input.step === 'document' ? input.company : null,
    credentials: input.step === 'form' ? input.credentials : null,
    withPassword: input.step === 'form' ? input.withPassword : true,
    inviteToken: input.step === 'invite' ? input.inviteToken : null,
    member: null,
    companies: input.step === 'confirm' ? (input.stored?.companies ?? []).map(companyChoiceOf) : [],
    stored: input.step === 'confirm' ? input.stored : null,
    error: null,
    token: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: ({ context }) => context.start === 'document', target: 'document' },
        { guard: ({ context }) => context.start === 'invite', target: 'invite' },
        { guard: ({ context }) => context.start === 'confirm', target: 'confirm' },
        { guard: ({ context }) => context.credentials !== null, target: 'form' },
        // The form was opened without stored credentials: nothing to check, nothing to retry.
        { target: 'form.refused', actions: assign({ error: NOTHING_STORED }) },
      ],
    },
    document: {
      invoke: {
        id: 'form',
        src: 'documentForm',
        input: { values: { document: '' }, deps: null },
        onSnapshot: { guard: 'formHandedOn', actions: 'handOn' },
      },
      initial: 'editing',
      states: {
        editing: {
          on: {
            SUBMIT: { actions: 'submitForm' },
            HANDED_ON: {
              target: 'checking',
              actions: [
                'clearError',
                assign({
                  credentials: ({ context, event }) => ({
                    document: String(event.values),
                    ...(context.company ? { company: context.company } : {}),
                  }),
                }),
              ],
            },
          },
        },
        checking: {
          invoke: {
            src: 'checkDocument',
            input: ({ context }) => ({ credentials: context.credentials ?? { document: '' } }),
            onDone: {
              target: 'remembering',
              actions: assign(({ context, event }) => {
                const member = mergeMembers(event.output.checked, event.output.verified);
                return {
                  member,
                  // At least the club's own company, when verify names none.
                  companies:
                    member.companies.length > 0
                      ? member.companies
                      : context.company
                        ? [{ slug: context.company, title: null }]
                        : [],
                };
              }),
            },
            onError: {
              target: 'editing',
              actions: [
                assign({ error: ({ event }) => activationError(toClubError(event.error)) }),
                'edit',
              ],
            },
          },
        },
        remembering: {
          invoke: {
            src: 'remember',
            input: ({ context }) => ({
              document: context.credentials?.document ?? '',
              activate: true,
              companies: context.companies,
            }),
            onDone: 'checked',
            onError: {
              target: 'editing',
              actions: [
                assign({ error: ({ event }) => activationError(toClubError(event.error)) }),
                'edit',
              ],
            },
          },
        },
        /** Done: the document and its companies are kept; the page goes on to /verificacao. */
        checked: {},
      },
    },
    confirm: {
      invoke: {
        id: 'form',
        src: 'companyForm',
        input: ({ context }) => {
          // The only company is chosen already; with several, the member picks one.
          const only = context.companies.length === 1 ? (context.companies[0]?.slug ?? '') : '';
          return { values: { company: context.stored?.company ?? only }, deps: null };
        },
        onSnapshot: { guard: 'formHandedOn', actions: 'handOn' },
      },
      initial: 'editing',
      states: {
        editing: {
          on: {
            SUBMIT: { actions: 'submitForm' },
            HANDED_ON: { target: 'remembering', actions: 'clearError' },
          },
        },
        remembering: {
          invoke: {
            src: 'remember',
            input: ({ context, event }) => ({
              ...(context.stored ?? { document: '' }),
              company: event.type === 'HANDED_ON' ? String(event.values) : '',
            }),
            onDone: 'confirmed',
            onError: {
              target: 'editing',
              actions: [
                assign({ error: ({ event }) => activationError(toClubError(event.error)) }),
                'edit',
              ],
            },
          },
        },
        /** Kept: the page goes on to the activation form. */
        confirmed: {},
      },
    },
    form: {
      initial: 'checking',
      states: {
        checking: {
          entry: 'clearError',
          invoke: {
            src: 'checkDocument',
            input: ({ context }) => ({ credentials: context.credentials ?? { document: '' } }),
            onDone: {
              target: 'filling',
              actions: assign({
                member: ({ event }) => mergeMembers(event.output.checked, event.output.verified),
              }),
            },
            onError: {
              target: 'refused',
              actions: assign({ error: ({ event }) => activationError(toClubError(event.error)) }),
            },
          },
        },
        /** The stored credentials were refused: the outcome, and a retry when it may help. */
        refused: {
          on: {
            RETRY: {
              guard: ({ context }) => context.credentials !== null,
              target: 'checking',
            },
          },
        },
        filling: {
          invoke: {
            id: 'form',
            src: 'accountForm',
            input: ({ context }) => ({
              values: accountValuesOf(context.member, context.withPassword),
              deps: { originalEmail: context.member?.email ?? '' },
            }),
            onSnapshot: { guard: 'formHandedOn', actions: 'handOn' },
          },
          initial: 'editing',
          states: {
            editing: {
              on: {
                SUBMIT: { actions: 'submitForm' },
                HANDED_ON: { target: 'activating', actions: 'clearError' },
              },
            },
            activating: {
              invoke: {
                src: 'activate',
                input: ({ context, event }) => {
                  const form = { ...(context.credentials ?? {}), ...formOf(event) };
                  return { fields: activationFields(form), authenticate: !form.password };
                },
                onDone: {
                  target: 'signingIn',
                  actions: assign({ token: ({ event }) => event.output }),
                },
                onError: {
                  target: 'editing',
                  actions: [
                    assign({ error: ({ event }) => activationError(toClubError(event.error)) }),
                    'edit',
                  ],
                },
              },
            },
            ...SIGNING_IN,
          },
        },
      },
    },
    invite: {
      invoke: {
        id: 'form',
        src: 'inviteForm',
        input: {
          values: { document: '', ...accountValuesOf(null, true) },
          deps: { originalEmail: '' },
        },
        onSnapshot: { guard: 'formHandedOn', actions: 'handOn' },
      },
      initial: 'editing',
      states: {
        editing: {
          on: {
            SUBMIT: { actions: 'submitForm' },
            HANDED_ON: { target: 'accepting', actions: 'clearError' },
          },
        },
        accepting: {
          invoke: {
            src: 'acceptInvite',
            input: ({ context, event }) => ({
              inviteToken: context.inviteToken ?? '',
              fields: activationFields(formOf(event)),
            }),
            onDone: {
              target: 'signingIn',
              actions: assign({ token: ({ event }) => event.output }),
            },
            onError: {
              target: 'editing',
              actions: [
                assign({ error: ({ event }) => inviteError(toClubError(event.error)) }),
                'edit',
              ],
            },
          },
        },
        ...SIGNING_IN,
      },
    },
  },
});

export type ActivationMachine = typeof activationMachine;
