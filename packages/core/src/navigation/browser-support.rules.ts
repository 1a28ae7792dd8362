/**
 * SPEC §2: desktop members on an outdated browser — Internet Explorer ("MSIE", "Trident/")
 * or the old Edge ("Edge/NN"; the Chromium Edge says "Edg/") — see a warning.
 */
export function isOutdatedBrowser(userAgent: string): boolean {
  return /MSIE |Trident\//.test(userAgent) || /\bEdge\/\d+/.test(userAgent);
}
