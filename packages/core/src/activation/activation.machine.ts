import { assign, fromPromise, setup } from 'xstate';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import { activationCodeOf, type ActivationCode } from '../shared/error-catalogue.ts';
import type { ActivationCredentials, ActivationPort } from './activation.port.ts';
import { activationFields, type ActivationForm } from './activation.rules.ts';

export interface ActivationContext {
  activation: ActivationPort;
  /** Hands the token to the session (the club sends it TOKEN_RECEIVED). */
  onToken: ((token: string) => void) | null;
  credentials: ActivationCredentials | null;
  /** What check answered (the member's data), kept until verify answers. */
  checked: unknown;
  /** What verify answered over what check did (the member's data for the form). */
  verified: unknown;
  /** false once a check answers code 2 (user not found). */
  documentExists: boolean | null;
  code: ActivationCode | null;
  error: ClubError | null;
  token: string | null;
}

export type ActivationEvent =
  | { type: 'CHECK'; credentials: ActivationCredentials }
  | { type: 'ACTIVATE'; form: ActivationForm }
  | { type: 'ACCEPT_INVITE'; inviteToken: string; form: ActivationForm }
  | { type: 'RETRY' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Verify's answer over check's: both describe the member; verify has the last word. */
function mergeAnswers(checked: unknown, verified: unknown): unknown {
  if (isRecord(checked) && isRecord(verified)) {
    const known = Object.fromEntries(
      Object.entries(verified).filter(([, value]) => value !== null && value !== undefined),
    );
    return { ...checked, ...known };
  }
  return verified ?? checked ?? {};
}

/** A failed step, with its catalogue code. */
function failureOf(error: unknown): { error: ClubError; code: ActivationCode } {
  const clubError = toClubError(error);
  return { error: clubError, code: activationCodeOf(clubError) };
}

/**
 * Account activation (SPEC §4): check the document, verify, then activate — with the
 * activate-authenticate variant when no password is given. Failures carry the catalogue's
 * code (1, 2, 3, 4, 12, else 404). An invitation activates straight away. Success signs in.
 * Given credentials in its input, it checks them as soon as it starts.
 */
export const activationMachine = setup({
  types: {
    context: {} as ActivationContext,
    events: {} as ActivationEvent,
    input: {} as {
      activation: ActivationPort;
      onToken?: (token: string) => void;
      /** Check (and verify) these at once: the activation form starts from stored ones. */
      credentials?: ActivationCredentials | null;
    },
  },
  actors: {
    check: fromPromise<unknown, { activation: ActivationPort; credentials: ActivationCredentials }>(
      ({ input }) => input.activation.check(input.credentials),
    ),
    verify: fromPromise<
      unknown,
      { activation: ActivationPort; credentials: ActivationCredentials }
    >(({ input }) => input.activation.verify(input.credentials)),
    activate: fromPromise<string, { activation: ActivationPort; form: ActivationForm }>(
      ({ input }) => {
        const fields = activationFields(input.form);
        return input.form.password
          ? input.activation.activate(fields)
          : input.activation.activateAuthenticate(fields);
      },
    ),
    acceptInvite: fromPromise<
      string,
      { activation: ActivationPort; inviteToken: string; form: ActivationForm }
    >(({ input }) =>
      input.activation.acceptInvite(input.inviteToken, activationFields(input.form)),
    ),
  },
  actions: {
    signIn: ({ context }) => {
      if (context.token) context.onToken?.(context.token);
    },
  },
}).createMachine({
  id: 'activation',
  context: ({ input }) => ({
    activation: input.activation,
    onToken: input.onToken ?? null,
    credentials: input.credentials ?? null,
    checked: null,
    verified: null,
    documentExists: null,
    code: null,
    error: null,
    token: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: ({ context }) => context.credentials !== null, target: 'checking' },
        { target: 'idle' },
      ],
    },
    idle: {
      on: {
        CHECK: {
          target: 'checking',
          actions: assign({ credentials: ({ event }) => event.credentials }),
        },
        ACCEPT_INVITE: 'acceptingInvite',
      },
    },
    checking: {
      entry: assign({ error: null, code: null }),
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ context }) => ({
          activation: context.activation,
          credentials: context.credentials as ActivationCredentials,
        }),
        onDone: {
          target: 'verifying',
          actions: assign({ documentExists: true, checked: ({ event }) => event.output ?? null }),
        },
        onError: {
          target: 'failed',
          actions: assign(({ context, event }) => {
            const failure = failureOf(event.error);
            return {
              ...failure,
              documentExists: failure.code === 2 ? false : context.documentExists,
            };
          }),
        },
      },
    },
    verifying: {
      invoke: {
        id: 'verify',
        src: 'verify',
        input: ({ context }) => ({
          activation: context.activation,
          credentials: context.credentials as ActivationCredentials,
        }),
        onDone: {
          target: 'verified',
          actions: assign({
            verified: ({ context, event }) => mergeAnswers(context.checked, event.output),
          }),
        },
        onError: { target: 'failed', actions: assign(({ event }) => failureOf(event.error)) },
      },
    },
    verified: { on: { ACTIVATE: 'activating' } },
    activating: {
      entry: assign({ error: null, code: null }),
      invoke: {
        id: 'activate',
        src: 'activate',
        input: ({ context, event }) => ({
          activation: context.activation,
          form: {
            ...(context.credentials ?? {}),
            ...(event.type === 'ACTIVATE' ? event.form : {}),
          },
        }),
        onDone: {
          target: 'activated',
          actions: [assign({ token: ({ event }) => event.output }), 'signIn'],
        },
        onError: { target: 'failed', actions: assign(({ event }) => failureOf(event.error)) },
      },
    },
    acceptingInvite: {
      invoke: {
        id: 'acceptInvite',
        src: 'acceptInvite',
        input: ({ context, event }) => ({
          activation: context.activation,
          inviteToken: event.type === 'ACCEPT_INVITE' ? event.inviteToken : '',
          form: event.type === 'ACCEPT_INVITE' ? event.form : {},
        }),
        onDone: {
          target: 'activated',
          actions: [assign({ token: ({ event }) => event.output }), 'signIn'],
        },
        onError: { target: 'failed', actions: assign(({ event }) => failureOf(event.error)) },
      },
    },
    activated: { type: 'final' },
    failed: {
      on: {
        RETRY: { target: 'idle', actions: assign({ error: null, code: null }) },
        CHECK: {
          target: 'checking',
          actions: assign({ credentials: ({ event }) => event.credentials }),
        },
        ACTIVATE: { guard: ({ context }) => context.verified !== null, target: 'activating' },
        ACCEPT_INVITE: 'acceptingInvite',
      },
    },
  },
});

export type ActivationMachine = typeof activationMachine;
