/** Business constants of SPEC §9, in one place. */

export const RELEASE_VERSION = '0.13.2';

/** The persisted store forgets a session after 48 hours. */
export const PERSISTED_STORE_TIMEOUT_MS = 172_800_000;

export const DAY_MS = 86_400_000;

export const DEFAULT_COLORS = {
  primary: '#565F7D',
  secondary: '#B7BBC8',
  tertiary: '#f5a623',
} as const;
