import type { ClubError } from './club-error.ts';
import type { MessageKey } from './message-keys.ts';

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
 * The errors the catalogue names, as one union: what a screen shows comes from the
 * message key; server texts that SPEC §8 says to show travel in `serverMessage`.
 */
export type CatalogueError =
  | { readonly kind: 'activation'; readonly code: ActivationCode; readonly messageKey: MessageKey }
  | { readonly kind: 'authFailure' }
  | { readonly kind: 'notLoggedIn'; readonly messageKey: 'errors.notLoggedIn' }
  | { readonly kind: 'insufficientBalance'; readonly messageKey: 'withdraw.insufficientBalance' }
  | { readonly kind: 'message'; readonly messageKey: MessageKey; readonly serverMessage?: string };

export function activationError(error: ClubError): CatalogueError {
  const code = activationCodeOf(error);
  return { kind: 'activation', code, messageKey: ACTIVATION_CODE_MESSAGES[code] };
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
