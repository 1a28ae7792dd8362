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
