/**
 * Brazilian identifiers. CPF: 11 digits, two mod-11 check digits. CNPJ: 12 base characters
 * and 2 numeric check digits; from July 2026 the base may hold letters, each worth its char
 * code minus 48 ('0' = 0 … 'A' = 17), with the numeric CNPJ's weights.
 */

export function onlyDigits(text: string): string {
  return text.replace(/\D/g, '');
}

function mod11CheckDigit(values: readonly number[], weights: readonly number[]): number {
  const sum = values.reduce((total, value, index) => total + value * (weights[index] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCpf(text: string): boolean {
  const digits = onlyDigits(text);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  const values = [...digits].map(Number);
  const first = mod11CheckDigit(values.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = mod11CheckDigit(values.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return values[9] === first && values[10] === second;
}

const CNPJ_FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** Drops the mask ('.', '/', '-', spaces) and upper-cases the letters. */
export function normaliseCnpj(text: string): string {
  return text.replace(/[\s./-]/g, '').toUpperCase();
}

/** The two check digits of a 12-character base (numeric or alphanumeric). */
export function cnpjCheckDigits(base: string): string {
  const values = [...base].map((char) => char.charCodeAt(0) - 48);
  const first = mod11CheckDigit(values, CNPJ_FIRST_WEIGHTS);
  const second = mod11CheckDigit([...values, first], CNPJ_SECOND_WEIGHTS);
  return `${first}${second}`;
}

export function isValidCnpj(text: string): boolean {
  const cnpj = normaliseCnpj(text);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false;
  return cnpjCheckDigits(cnpj.slice(0, 12)) === cnpj.slice(12);
}

/** A member's document: a valid CPF or CNPJ. */
export function isValidDocument(text: string): boolean {
  return isValidCpf(text) || isValidCnpj(text);
}

/** A CPF as it is typed: at most 11 digits, shown as 000.000.000-00 (14 characters). */
export function formatCpfInput(text: string): string {
  const digits = onlyDigits(text).slice(0, 11);
  return digits
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
}
