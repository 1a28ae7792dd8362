import type { StoredCredentials } from '../auth/auth-state.schema.ts';

export interface ActivationCredentials {
  document: string;
  password?: string;
  company?: string;
  [field: string]: unknown;
}

/** Account activation and invitations; rejections carry the catalogue's codes. */
export interface ActivationPort {
  /** GET user/check?document=: the user the document belongs to. */
  userByDocument(document: string): Promise<unknown>;
  /** POST activate/check: the member's data when the account may be activated. */
  check(credentials: ActivationCredentials): Promise<unknown>;
  verify(credentials: ActivationCredentials): Promise<unknown>;
  /** Multipart fields (interests[i] already spread); answers the token. */
  activate(fields: Record<string, string>): Promise<string>;
  activateAuthenticate(fields: Record<string, string>): Promise<string>;
  acceptInvite(inviteToken: string, fields: Record<string, string>): Promise<string>;
}

export const ActivationPortToken = Symbol.for('clube.ActivationPort');

export type { StoredCredentials };
