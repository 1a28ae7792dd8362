/** Profile edit sends empty strings as null (SPEC §5). */
export function emptyStringsToNull<T extends Record<string, unknown>>(
  fields: T,
): { [K in keyof T]: T[K] extends string ? string | null : T[K] } {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      typeof value === 'string' && value.trim() === '' ? null : value,
    ]),
  ) as { [K in keyof T]: T[K] extends string ? string | null : T[K] };
}

/** Only the fields that changed against the loaded member. */
export function changedFields<T extends Record<string, unknown>>(
  original: Partial<T>,
  edited: T,
): Partial<T> {
  return Object.fromEntries(
    Object.entries(edited).filter(([key, value]) => original[key] !== value),
  ) as Partial<T>;
}
