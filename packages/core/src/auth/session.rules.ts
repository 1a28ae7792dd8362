import type { ClockPort } from '../shared/clock.port.ts';
import { PERSISTED_STORE_TIMEOUT_MS } from '../shared/constants.ts';
import type { ClubError } from '../shared/club-error.ts';
import type { StoragePort } from '../shared/storage.port.ts';
import { authStateSchema, type AuthState } from './auth-state.schema.ts';
import { tokenClaimsSchema } from './token-claims.schema.ts';

export const SESSION_STORAGE_KEY = 'clube.session';

/** A session is authenticated while a token exists and now is before its expiry. */
export function isSessionValid(auth: AuthState | null | undefined, now: number): boolean {
  return Boolean(auth?.token) && now < (auth?.expiresAt ?? 0);
}

/**
 * Turns a token into the auth state, reading the claims through the decoder's raw payload.
 * Throws a `malformed` ClubError when the payload is not the club's.
 */
export function authStateFromToken(token: string, payload: unknown): AuthState {
  const claims = tokenClaimsSchema.safeParse(payload);
  if (!claims.success) {
    const error: ClubError = {
      kind: 'malformed',
      message: 'Resposta inesperada do servidor (token)',
      issues: claims.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    };
    throw error;
  }
  return {
    token,
    company: claims.data.company,
    company_name: claims.data.company_name ?? null,
    expiresAt: claims.data.exp * 1000,
    document: claims.data.document ?? null,
    name: claims.data.name ?? null,
  };
}

interface PersistedSession {
  savedAt: number;
  auth: AuthState;
}

/** Writes the session with the time it was saved, so that it can time out after 48 h. */
export function persistSession(storage: StoragePort, auth: AuthState, clock: ClockPort): void {
  const record: PersistedSession = { savedAt: clock.now(), auth };
  try {
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // A full or refused storage costs the member a sign-in after a reload, nothing more.
  }
}

export function clearPersistedSession(storage: StoragePort): void {
  try {
    storage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Nothing to clear is as good as cleared.
  }
}

/**
 * Reads the persisted session. A corrupt entry, one older than the store's 48 h time-out,
 * or an expired token is cleared and yields `null`: the member starts signed out.
 */
export function restoreSession(storage: StoragePort, clock: ClockPort): AuthState | null {
  let raw: string | null;
  try {
    raw = storage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  const now = clock.now();
  const auth = readRecord(raw, now);
  if (auth && isSessionValid(auth, now)) return auth;
  clearPersistedSession(storage);
  return null;
}

function readRecord(raw: string, now: number): AuthState | null {
  let record: unknown;
  try {
    record = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof record !== 'object' || record === null) return null;
  const { savedAt, auth } = record as Partial<PersistedSession>;
  if (typeof savedAt !== 'number' || now - savedAt >= PERSISTED_STORE_TIMEOUT_MS) return null;
  const parsed = authStateSchema.safeParse(auth);
  return parsed.success ? parsed.data : null;
}
