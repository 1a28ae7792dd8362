import { isValidCpf, onlyDigits } from './documents.rules.ts';
import type { MessageKey } from './message-keys.ts';

/** A CPF as members type it: digits, optionally with the dots, dash and spaces of its mask. */
const CPF_AS_TYPED = /^[\d.\-\s]+$/;

/**
 * Why a typed CPF cannot be sent (SPEC §5: refused before sending), or null. Digits and the
 * formatted '000.000.000-00' are both fine; letters, a wrong length or wrong check digits say
 * 'Documento inválido!'. An empty field is the required check's business.
 */
export function cpfProblem(typed: string): MessageKey | null {
  const text = typed.trim();
  if (text === '') return null;
  return CPF_AS_TYPED.test(text) && isValidCpf(text) ? null : 'validation.document';
}

/** A typed CPF as the API takes it: its eleven digits. */
export function cpfDigits(typed: string): string {
  return onlyDigits(typed);
}
