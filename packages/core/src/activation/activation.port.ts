import type { StoredCredentials } from '../auth/auth-state.schema.ts';
import type { AbortSignalLike } from '../shared/abort-signal.ts';
import type { VerifiedMember } from './verified-member.schema.ts';

export interface ActivationCredentials {
  document: string;
  password?: string;
  company?: string;
  [field: string]: unknown;
}

/**
 * Account activation and invitations; rejections carry the catalogue's codes. Each call takes
 * the signal of the step that made it, so that leaving the page cancels the request.
 */
export interface ActivationPort {
  /** GET user/check?document=: the user the document belongs to. */
  userByDocument(document: string): Promise<unknown>;
  /** POST activate/check: the member's data when the account may be activated (parsed). */
  check(credentials: ActivationCredentials, signal?: AbortSignalLike): Promise<VerifiedMember>;
  /** POST activate/verify: the member's data as verify describes them (parsed). */
  verify(credentials: ActivationCredentials, signal?: AbortSignalLike): Promise<VerifiedMember>;
  /** Multipart fields (interests[i] already spread); answers the token. */
  activate(fields: Record<string, string>, signal?: AbortSignalLike): Promise<string>;
  activateAuthenticate(fields: Record<string, string>, signal?: AbortSignalLike): Promise<string>;
  acceptInvite(
    inviteToken: string,
    fields: Record<string, string>,
    signal?: AbortSignalLike,
  ): Promise<string>;
}

export const ActivationPortToken = Symbol.for('clube.ActivationPort');

export type { StoredCredentials };
