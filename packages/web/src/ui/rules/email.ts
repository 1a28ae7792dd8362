/**
 * SPEC §5: an email is text, an at sign, text, a dot and text, with no spaces anywhere.
 * Pure; to be swapped for `@clube/core`'s `isValidEmail` once the core exports it.
 */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}
