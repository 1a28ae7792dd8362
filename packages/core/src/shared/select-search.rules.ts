/** Lower-cased and without accents, so 'São' and 'sao' compare equal. */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Select search: options whose label starts with the typed text, ignoring accents and case. */
export function filterOptionsByPrefix<T>(
  options: readonly T[],
  typed: string,
  label: (option: T) => string,
): T[] {
  const prefix = normaliseForSearch(typed.trim());
  if (prefix === '') return [...options];
  return options.filter((option) => normaliseForSearch(label(option)).startsWith(prefix));
}

/** Closing a select with no value is an error (SPEC §5). */
export function selectClosedWithoutValue(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}
