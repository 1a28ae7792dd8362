/**
 * A redirect target taken from the address (`redirectTo`) is followed only when it is a
 * path of this site: it starts with one '/', not '//' or '/\' (both mean another host to a
 * browser), and carries no scheme. Anything else falls back to Home.
 */
export function safeInternalPath(target: string | null | undefined, fallback = '/'): string {
  if (!target) return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback;
  }
  // Control characters and backslashes can be read as a host separator by some browsers.
  if ([...target].some((char) => char === '\\' || char.charCodeAt(0) < 0x20)) return fallback;
  return target;
}
