/** Now as ISO 8601 UTC without milliseconds, the format of every stored time. */
export function nowIso(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** An ISO time as Unix seconds. */
export function unixSeconds(iso: string): number {
  return Math.floor(Date.parse(iso) / 1000);
}
