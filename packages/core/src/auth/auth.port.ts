import type { AbortSignalLike } from '../shared/abort-signal.ts';
import type { TokenClaims } from './token-claims.schema.ts';

export interface LoginRequest {
  document: string;
  password: string;
  /** The company slug; absent when the host decides. */
  company?: string;
}

/** The three answers of a login (SPEC §4). */
export type LoginAnswer =
  | { readonly kind: 'token'; readonly token: string }
  | { readonly kind: 'activate' }
  | { readonly kind: 'redirect'; readonly url: string };

export interface AuthPort {
  /** The signal ends the call when the sign-in is cancelled (`club.signIn`'s own signal). */
  login(request: LoginRequest, signal?: AbortSignalLike): Promise<LoginAnswer>;
}

export const AuthPortToken = Symbol.for('clube.AuthPort');

/**
 * Reads a token's payload without checking its signature (that is the server's job).
 * Returns the raw payload; the core validates it with `tokenClaimsSchema`.
 */
export interface TokenDecoderPort {
  decode(token: string): unknown;
}

export const TokenDecoderPortToken = Symbol.for('clube.TokenDecoderPort');

export type { TokenClaims };
