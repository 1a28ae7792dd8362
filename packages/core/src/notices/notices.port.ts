import type { Notice } from './notice.schema.ts';
import type { AbortSignalLike } from '../shared/abort-signal.ts';

export interface NoticesPort {
  last(signal?: AbortSignalLike): Promise<Notice | null>;
  /** The link of a notice (GET notice/{id}/link). */
  link(id: string, signal?: AbortSignalLike): Promise<string | null>;
}

export const NoticesPortToken = Symbol.for('clube.NoticesPort');
