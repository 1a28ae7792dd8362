/**
 * Errors are values. Every port rejects with a `ClubError`; machines decide the state from
 * its `kind`, screens show its `message` (a server text) or the text of its `messageKey`.
 */
export type ClubError =
  | {
      readonly kind: 'server';
      /** HTTP status; 200 when the body of a successful answer carried an `errors` array. */
      readonly status: number;
      /** The server's own words, already in Portuguese. */
      readonly message: string;
      /** The provider's numeric code (activation codes of SPEC §8), when it sent one. */
      readonly code?: number;
      readonly data?: unknown;
    }
  | {
      readonly kind: 'network';
      readonly message: string;
      /** Set when the member refused a browser permission (geolocation): not a fault. */
      readonly refused?: boolean;
    }
  | { readonly kind: 'timeout'; readonly message: string }
  /** The caller's own AbortSignal fired: nothing failed, nobody needs to be told. */
  | { readonly kind: 'aborted'; readonly message: string }
  | { readonly kind: 'malformed'; readonly message: string; readonly issues: readonly string[] };

export type ClubErrorKind = ClubError['kind'];

export function isClubError(value: unknown): value is ClubError {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, message } = value as { kind?: unknown; message?: unknown };
  return (
    typeof message === 'string' &&
    (kind === 'server' ||
      kind === 'network' ||
      kind === 'timeout' ||
      kind === 'aborted' ||
      kind === 'malformed')
  );
}

/** What an aborted wait or request rejects with. */
export function abortedError(message = 'Cancelado'): ClubError {
  return { kind: 'aborted', message };
}

/** An `AbortError` (DOMException or Error) thrown by fetch or a signal. */
export function isAbortError(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { name?: unknown }).name === 'AbortError'
  );
}

/**
 * Anything a port threw, as a `ClubError`: an abort stays an abort, any other foreign
 * exception becomes a network error.
 */
export function toClubError(value: unknown): ClubError {
  if (isClubError(value)) return value;
  if (isAbortError(value)) return abortedError();
  const message = value instanceof Error ? value.message : String(value);
  return { kind: 'network', message };
}
