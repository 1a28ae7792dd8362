import { partnerOfPage } from '../partners/partner-lookup.rules.ts';
import type { Partner } from '../partners/partner.schema.ts';
import type { AbortSignalLike } from '../shared/abort-signal.ts';
import { PAGE_SIZES } from '../shared/constants.ts';
import { createLoadMachine } from '../shared/load.machine.ts';
import type { AwardsPort } from './awards.port.ts';

export interface AwardPartnerDeps {
  awards: AwardsPort;
  slug: string;
}

/**
 * The award detail's partner (SPEC §2 premios/:partnerSlug): the partner of partners/awards
 * with that slug, with its award campaigns; a 404 `ClubError` when there is none.
 */
export async function loadAwardPartner(
  deps: AwardPartnerDeps,
  signal?: AbortSignalLike,
): Promise<Partner> {
  const page = await deps.awards.partners(
    { slug: deps.slug, page: 1, limit: PAGE_SIZES.awards },
    signal,
  );
  return partnerOfPage(page, deps.slug);
}

export const awardPartnerMachine = createLoadMachine<Partner>('awardPartner');

export type AwardPartnerMachine = typeof awardPartnerMachine;
