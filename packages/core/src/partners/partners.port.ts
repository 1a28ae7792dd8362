import type { Page } from '../paging/page.schema.ts';
import type { Partner } from './partner.schema.ts';
import type { AbortSignalLike } from '../shared/abort-signal.ts';

/** The fields of a become-a-partner request; undefined or null ones are not sent. */
export type PartnerRequest = Record<string, string | number | boolean | null | undefined>;

export interface PartnersPort {
  list(
    query: { page?: number; limit?: number; is_main?: boolean },
    signal?: AbortSignalLike,
  ): Promise<Page<Partner>>;
  /** Answers success. */
  requestPartnership(request: PartnerRequest, signal?: AbortSignalLike): Promise<boolean>;
}

export const PartnersPortToken = Symbol.for('clube.PartnersPort');
