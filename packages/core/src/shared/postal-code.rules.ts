/** A CEP is 8 digits, shown as 00000-000; only a correct one is looked up (SPEC §5). */
export function isValidCep(text: string): boolean {
  return /^\d{5}-?\d{3}$/.test(text.trim());
}

/** The CEP mask: digits only, a hyphen after the fifth, at most 8 digits. */
export function formatCep(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

export function cepDigits(text: string): string {
  return text.replace(/\D/g, '');
}
