import { fromPromise } from 'xstate';
import type { AwardsPort } from '../awards/awards.port.ts';
import type { Banner } from '../campaigns/banner.schema.ts';
import type { CampaignsPort } from '../campaigns/campaigns.port.ts';
import type { CompanyConfigHost } from '../company/company-config.host.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import type { Partner } from '../partners/partner.schema.ts';
import type { AbortSignalLike } from '../shared/abort-signal.ts';
import { canUse } from '../company/permissions.rules.ts';
import { toClubError } from '../shared/club-error.ts';
import { PAGE_SIZES, SHELF_HIGHLIGHTS, SHELF_SIZE } from '../shared/constants.ts';
import { flow, type Flow } from '../shared/flow.ts';
import { reconnecting } from '../shared/reconnect.actor.ts';
import {
  homeMachine,
  type HomeInput,
  type HomeLoaded,
  type HomePart,
  type HomeShelvesData,
} from './home.machine.ts';

/** The home carousel's banners (type 0, SPEC §7 Banners). */
const HOME_BANNERS = 0;

function settled<T>(answer: Promise<T>): Promise<HomePart<T>> {
  return answer.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error: toClubError(error) }),
  );
}

/** The home machine's effects over the campaigns and awards ports. */
export function homeEffects(campaigns: CampaignsPort, awards: AwardsPort) {
  const shelves = (input: HomeInput, signal: AbortSignalLike): Promise<HomeShelvesData> =>
    Promise.all([
      campaigns.shelves({ quantity: SHELF_SIZE, highlightQuantity: SHELF_HIGHLIGHTS }, signal),
      input.withAwards
        ? awards
            .partners({ page: 1, limit: PAGE_SIZES.awards }, signal)
            .then((page) => page.data)
            // Award partners that fail only leave the award shelf out.
            .catch((): Partner[] => [])
        : Promise.resolve([]),
    ]).then(([shelves, awardPartners]) => ({ shelves, awardPartners }));
  const banners = (signal: AbortSignalLike): Promise<Banner[]> =>
    campaigns.banners({ type: HOME_BANNERS }, signal);
  return {
    // Both parts in parallel, one answer once both have settled.
    loadHome: fromPromise<HomeLoaded, HomeInput>(async ({ input, signal }) => {
      const [shelvesPart, bannersPart] = await Promise.all([
        settled(shelves(input, signal)),
        settled(banners(signal)),
      ]);
      return { shelves: shelvesPart, banners: bannersPart };
    }),
    loadShelves: fromPromise<HomeShelvesData, HomeInput>(({ input, signal }) =>
      shelves(input, signal),
    ),
    loadBanners: fromPromise<Banner[]>(({ signal }) => banners(signal)),
  };
}

/**
 * The home: the carousel, the shelves and (with awards) the award shelf, in one answer; a part
 * that failed offline is asked for again once the host is back online (its reconnect).
 */
export function homeFlow(
  club: FlowHost<{ awards: AwardsPort; campaigns: CampaignsPort }> & CompanyConfigHost,
): Flow<typeof homeMachine> {
  const { port, clock } = club.runtime;
  const config = club.companyConfig.getSnapshot().context.config;
  return flow(
    reconnecting(
      homeMachine.provide({ actors: homeEffects(port('campaigns'), port('awards')) }),
      club.runtime.reconnect,
    ),
    { withAwards: config ? canUse(config, 'awards') : false },
    clock,
  );
}
