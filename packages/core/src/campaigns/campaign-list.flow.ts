import { fromPromise } from 'xstate';
import type { CompanyConfigHost } from '../company/company-config.host.ts';
import type { FavoritesPort } from '../favorites/favorites.port.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { canUse } from '../company/permissions.rules.ts';
import type { FetchPageInput } from '../paging/paging.machine.ts';
import { flow, type Flow } from '../shared/flow.ts';
import type { ReconnectLogic } from '../shared/reconnect.actor.ts';
import type { Banner } from './banner.schema.ts';
import type { CampaignListAddress } from './campaign-list-address.ts';
import {
  campaignListPage,
  listBannersPage,
  type CampaignListItem,
  type CampaignListPorts,
  type ListBannersQuery,
} from './campaign-list-pages.ts';
import {
  campaignListMachine,
  campaignPagesMachine,
  listBannerPagesMachine,
} from './campaign-list.machine.ts';
import type { CampaignsPort } from './campaigns.port.ts';
import type { CampaignListSource } from './list-source.rules.ts';
import type { SearchPort } from './search.port.ts';

/**
 * The list machine with its pages read through these ports (each request's signal passed on);
 * with `reconnect`, the campaigns' pages ask again by themselves once the device is back online.
 */
export function campaignListOver(ports: CampaignListPorts, reconnect?: ReconnectLogic) {
  return campaignListMachine.provide({
    actors: {
      campaignPages: campaignPagesMachine.provide({
        actors: {
          fetchPage: fromPromise<
            Awaited<ReturnType<typeof campaignListPage>>,
            FetchPageInput<CampaignListItem, CampaignListSource>
          >(({ input, signal }) =>
            campaignListPage(ports, { page: input.page, query: input.query, signal }),
          ),
          ...(reconnect ? { reconnect } : {}),
        },
      }),
      bannerPages: listBannerPagesMachine.provide({
        actors: {
          fetchPage: fromPromise<
            Awaited<ReturnType<typeof listBannersPage>>,
            FetchPageInput<Banner, ListBannersQuery>
          >(({ input, signal }) =>
            listBannersPage(ports.campaigns, { page: input.page, query: input.query, signal }),
          ),
        },
      }),
    },
  });
}

/**
 * Campanhas' list for an address as read (`readCampaignListAddress`); a vitrine passes its
 * tag for its banners. Dinheiro de volta counts only with the cashback_tab permission.
 */
export function campaignListFlow(
  club: FlowHost<{ campaigns: CampaignsPort; search: SearchPort; favorites: FavoritesPort }> &
    CompanyConfigHost,
  address: CampaignListAddress,
  bannerTag?: string,
): Flow<ReturnType<typeof campaignListOver>> {
  const { port, clock } = club.runtime;
  const config = club.companyConfig.getSnapshot().context.config;
  return flow(
    campaignListOver(
      {
        campaigns: port('campaigns'),
        search: port('search'),
        favorites: port('favorites'),
      },
      club.runtime.reconnect,
    ),
    {
      address,
      cashbackAllowed: config ? canUse(config, 'cashbackFilter') : false,
      ...(bannerTag ? { bannerTag } : {}),
    },
    clock,
  );
}
