import { storedCredentialsSchema, type StoredCredentials } from './auth-state.schema.ts';
import { tokenClaimsSchema } from './token-claims.schema.ts';
import type { StoragePort } from '../shared/storage.port.ts';

/** Where the start-up keeps what it learns from the address (SPEC §2 "Start-up behaviour"). */
export const GENERIC_APP_FLAG_KEY = 'clube.genericApp';
export const GENERIC_APP_URL_KEY = 'clube.genericAppUrl';
export const STORED_CREDENTIALS_KEY = 'clube.credentials';

/** A token's generic_app claim (false for anything that is not the club's token). */
export function genericAppFlagOf(payload: unknown): boolean {
  const claims = tokenClaimsSchema.safeParse(payload);
  return claims.success && claims.data.generic_app === true;
}

/** A token's document claim, or null. */
export function documentOf(payload: unknown): string | null {
  const claims = tokenClaimsSchema.safeParse(payload);
  return claims.success ? (claims.data.document ?? null) : null;
}

function read(storage: StoragePort, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: StoragePort, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // A refused storage forgets the flag: the member sees the club's own sign-in instead.
  }
}

export function recordGenericAppFlag(storage: StoragePort, flag: boolean): void {
  write(storage, GENERIC_APP_FLAG_KEY, flag ? 'true' : null);
}

export function readGenericAppFlag(storage: StoragePort): boolean {
  return read(storage, GENERIC_APP_FLAG_KEY) === 'true';
}

export function readStoredGenericAppUrl(storage: StoragePort): string | null {
  return read(storage, GENERIC_APP_URL_KEY) || null;
}

export function storeGenericAppUrl(storage: StoragePort, url: string | null): void {
  write(storage, GENERIC_APP_URL_KEY, url);
}

/** The activation form's credentials (document, flagged activate and api at start-up). */
export function storeCredentials(storage: StoragePort, credentials: StoredCredentials): void {
  write(storage, STORED_CREDENTIALS_KEY, JSON.stringify(credentials));
}

export function readStoredCredentials(storage: StoragePort): StoredCredentials | null {
  const raw = read(storage, STORED_CREDENTIALS_KEY);
  if (!raw) return null;
  try {
    const parsed = storedCredentialsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
