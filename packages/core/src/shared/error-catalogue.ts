import type { ClubError } from './club-error.ts';
import type { Message, MessageKey } from './message-keys.ts';

/** The activation and authentication codes of SPEC §8; an unknown check failure is 404. */
export const ACTIVATION_CODES = [1, 2, 3, 4, 12, 404] as const;
export type ActivationCode = (typeof ACTIVATION_CODES)[number];

export const ACTIVATION_CODE_MESSAGES: Readonly<Record<ActivationCode, MessageKey>> = {
  1: 'activation.invalidCredentials',
  2: 'activation.userNotFound',
  3: 'activation.alreadyActivated',
  4: 'activation.userNotEnabled',
  12: 'activation.userBlocked',
  404: 'activation.failed',
};

/** Server texts known to mean a code when the answer carries none (normalised, lower-case). */
const MESSAGE_CODES: readonly [RegExp, ActivationCode][] = [
  [/credenciais inv[aá]lidas|invalid credentials/i, 1],
  [/usu[aá]rio n[aã]o encontrado|user not found|user_not_found/i, 2],
  [/j[aá] (foi )?ativado|already activated/i, 3],
  [/n[aã]o (est[aá] )?habilitado|not enabled/i, 4],
  [/bloqueado|blocked/i, 12],
];

/** The catalogue code of a failed check: the answer's code, else its message, else 404. */
export function activationCodeOf(error: ClubError): ActivationCode {
  if (error.kind === 'server' && error.code !== undefined) {
    const known = ACTIVATION_CODES.find((code) => code === error.code);
    if (known !== undefined) return known;
  }
  const match = MESSAGE_CODES.find(([pattern]) => pattern.test(error.message));
  return match ? match[1] : 404;
}

/**
 * What a member can do after a refused activation step, decided here once (SPEC §8 names the
 * refusals; the way forward is the product's): a view only words it and shows its link.
 * - `checkAndRetry` (1): the details were wrong; correct them and send again.
 * - `checkDocumentOrAskHr` (2): nobody holds the document; check it, else the company's HR.
 * - `signIn` (3): already active; Entrar, or Esqueci minha senha.
 * - `askHr` (4): not enabled at this company yet; the company's HR (through the support).
 * - `askSupport` (12): blocked; the club's support.
 * - `retryLater` (404 and anything unknown): try again.
 * - `askNewInvite`: the HR-card invitation expired; the HR sends another.
 */
export type ActivationNextStep =
  | 'checkAndRetry'
  | 'checkDocumentOrAskHr'
  | 'signIn'
  | 'askHr'
  | 'askSupport'
  | 'retryLater'
  | 'askNewInvite';

const NEXT_STEPS: Readonly<Record<ActivationCode, ActivationNextStep>> = {
  1: 'checkAndRetry',
  2: 'checkDocumentOrAskHr',
  3: 'signIn',
  4: 'askHr',
  12: 'askSupport',
  404: 'retryLater',
};

/** The ways forward that only a person can open: the view links the club's (checked) support. */
const ASK_FOR_HELP: ReadonlySet<ActivationNextStep> = new Set([
  'checkDocumentOrAskHr',
  'askHr',
  'askSupport',
]);

/** Whether the way forward is the club's support (the view shows its checked link). */
export function asksForHelp(next: ActivationNextStep): boolean {
  return ASK_FOR_HELP.has(next);
}

/**
 * The errors the catalogue names, as one union: what a screen shows comes from the
 * message key; server texts that SPEC §8 says to show travel in `serverMessage`.
 */
export type CatalogueError =
  | {
      readonly kind: 'activation';
      readonly code: ActivationCode;
      readonly messageKey: MessageKey;
      /** The server's own words, when they are what to show (a 422 refusal). */
      readonly serverMessage?: string;
      readonly next: ActivationNextStep;
    }
  | { readonly kind: 'authFailure' }
  | { readonly kind: 'notLoggedIn'; readonly messageKey: 'errors.notLoggedIn' }
  | { readonly kind: 'insufficientBalance'; readonly messageKey: 'withdraw.insufficientBalance' }
  | { readonly kind: 'message'; readonly messageKey: MessageKey; readonly serverMessage?: string };

export type ActivationError = Extract<CatalogueError, { kind: 'activation' }>;

/**
 * A refused activation step as the one value every view shows (SPEC §8): its code (1, 2, 3,
 * 4, 12, else 404), the catalogue's message — or, for a code the catalogue does not know,
 * the server's own words when it refused what was sent (422), or 'Muitas tentativas…' when
 * it asked to wait (429) — and the way forward.
 */
export function activationError(error: ClubError): ActivationError {
  const code = activationCodeOf(error);
  const known = { kind: 'activation', code, next: NEXT_STEPS[code] } as const;
  if (code === 404 && isTooManyAttempts(error)) {
    return { ...known, messageKey: 'errors.tooManyAttempts' };
  }
  if (code === 404 && error.kind === 'server' && error.status === 422) {
    const words = error.message.trim();
    if (words !== '') return { ...known, messageKey: 'errors.server', serverMessage: words };
  }
  return { ...known, messageKey: ACTIVATION_CODE_MESSAGES[code] };
}

/** An HR-card invitation the server does not know (404): expired, ask for another. */
export function inviteError(error: ClubError): ActivationError {
  if (error.kind === 'server' && error.status === 404) {
    return {
      kind: 'activation',
      code: 404,
      messageKey: 'activation.inviteExpired',
      next: 'askNewInvite',
    };
  }
  return activationError(error);
}

/** The message a catalogue error shows (the server's words travel as the message's value). */
export function catalogueMessage(error: CatalogueError): Message | null {
  if (error.kind === 'authFailure') return null;
  const words = 'serverMessage' in error ? error.serverMessage : undefined;
  return words === undefined
    ? { key: error.messageKey }
    : { key: error.messageKey, params: { message: words } };
}

/**
 * Whether the API refused for now because of too many attempts (HTTP 429: sign-in, password
 * checks, activation look-ups, reset requests): the member should wait, not change the input.
 */
export function isTooManyAttempts(error: ClubError): boolean {
  return error.kind === 'server' && error.status === 429;
}

/** The server's own words when it sent some (cashback redemption shows them). */
export function serverMessageOf(error: ClubError): string | null {
  return error.kind === 'server' && error.message.trim() !== '' ? error.message : null;
}
