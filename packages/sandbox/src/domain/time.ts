/** Now as ISO 8601 UTC without milliseconds, the format of every stored time. */
export function nowIso(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** An ISO time as Unix seconds. */
export function unixSeconds(iso: string): number {
  return Math.floor(Date.parse(iso) / 1000);
}

/**
 * A real day written YYYY-MM-DD, years 1900 to 2999 (a birthday): `2026-02-31` and `9999-99-99`
 * are not (Date.parse rolls the first over to March and PostgreSQL refuses both).
 */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2999) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
