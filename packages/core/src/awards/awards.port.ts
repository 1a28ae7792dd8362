import type { PartnerListQuery } from '../engagement/engagement.port.ts';
import type { Partner } from '../partners/partner.schema.ts';
import type { Page } from '../paging/page.schema.ts';
import type { AbortSignalLike } from '../shared/abort-signal.ts';

/** Awards ('prêmios'): partners whose campaigns the company grants. */
export interface AwardsPort {
  partners(query: PartnerListQuery, signal?: AbortSignalLike): Promise<Page<Partner>>;
}

export const AwardsPortToken = Symbol.for('clube.AwardsPort');
