import type { AbortSignalLike } from '../shared/abort-signal.ts';

/** The support form's fields (the payload is not in the spec). */
export type SupportRequest = Record<string, string>;

export interface SupportPort {
  send(request: SupportRequest, signal?: AbortSignalLike): Promise<void>;
}

export const SupportPortToken = Symbol.for('clube.SupportPort');
