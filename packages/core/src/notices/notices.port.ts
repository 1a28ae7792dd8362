import type { Notice } from './notice.schema.ts';

export interface NoticesPort {
  last(): Promise<Notice | null>;
  /** The link of a notice (GET notice/{id}/link). */
  link(id: string): Promise<string | null>;
}

export const NoticesPortToken = Symbol.for('clube.NoticesPort');
