import type { MessageKey } from './message-keys.ts';

/** A required field left empty (or only spaces): 'Campo obrigatório!'. */
export function validateRequired(value: string | null | undefined): MessageKey | null {
  return value === null || value === undefined || value.trim() === ''
    ? 'validation.required'
    : null;
}

/**
 * SPEC §5: a text input drops an embedded HTML fragment — from the first '<' to the last
 * '>' — when the value holds both '<' and '</'. Money inputs and inputs with the protection
 * turned off keep their value as typed (the caller decides).
 */
export function stripHtmlFragment(value: string): string {
  if (!value.includes('<') || !value.includes('</')) return value;
  const start = value.indexOf('<');
  const end = value.lastIndexOf('>');
  if (end < start) return value;
  return value.slice(0, start) + value.slice(end + 1);
}

/** A text input left empty shows 'O campo não pode estar vazio' unless a custom message is set. */
export function validateText(
  value: string | null | undefined,
  customMessage?: MessageKey,
): MessageKey | null {
  return validateRequired(value) === null ? null : (customMessage ?? 'validation.empty');
}

/** SPEC §5: text, '@', text, '.', text, and no spaces anywhere. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function validateEmail(value: string | null | undefined): MessageKey | null {
  if (value === null || value === undefined || value === '') return 'validation.required';
  return isValidEmail(value) ? null : 'validation.email';
}

export type TextInputType = 'text' | 'email' | 'password' | 'money' | 'number' | 'search';

/** What a text input keeps: the HTML strip, except for money inputs or with protection off. */
export function sanitiseTextInput(
  value: string,
  options: { type?: TextInputType; protect?: boolean } = {},
): string {
  if (options.type === 'money' || options.protect === false) return value;
  return stripHtmlFragment(value);
}
