import type { Partner } from '../partners/partner.schema.ts';
import type { AbortSignalLike } from '../shared/abort-signal.ts';
import { PAGE_SIZES } from '../shared/constants.ts';
import { createLoadMachine } from '../shared/load.machine.ts';
import type { EngagementPort } from './engagement.port.ts';
import { partnerOfPage } from '../partners/partner-lookup.rules.ts';

export interface RewardPartnerDeps {
  engagement: EngagementPort;
  slug: string;
}

/**
 * Detalhes da recompensa (SPEC §2 recompensas/:partnerSlug): the partner of partners/engagement
 * with that slug, with its rewards; a 404 `ClubError` when the club has no such partner.
 */
export async function loadRewardPartner(
  deps: RewardPartnerDeps,
  signal?: AbortSignalLike,
): Promise<Partner> {
  const page = await deps.engagement.partners(
    { slug: deps.slug, page: 1, limit: PAGE_SIZES.engagement },
    signal,
  );
  return partnerOfPage(page, deps.slug);
}

export const rewardPartnerMachine = createLoadMachine<Partner>('rewardPartner');

export type RewardPartnerMachine = typeof rewardPartnerMachine;
