import {
  COMPANY_PLACEHOLDER,
  FIRST_PICTURES,
  recordedRequests,
  startupRequests,
  type StartupRequest,
} from '@clube/adapters';
import { SESSION_STORAGE_KEY } from '@clube/core/auth';
import {
  ALL_CAMPAIGNS,
  campaignEffects,
  campaignListPage,
  categoriesEffects,
  listBannersPage,
  listSourceOf,
} from '@clube/core/campaigns';
import type { Permission } from '@clube/core/company';
import { favoritesEffects } from '@clube/core/favorites';
import { homeEffects } from '@clube/core/home';
import { notificationsEffects } from '@clube/core/notifications';
import { createActor, toPromise, type AnyActorLogic, type InputFrom } from 'xstate';
import { routes } from '../runtime/route-table.ts';
import { breakpoints } from '../theme/breakpoints.ts';
import type { BootPicture, BootPlan, BootRequest, BootRoute } from './boot-plan.ts';

/** What the boot script does for a signed-in member on one screen. */
export type ScreenStart = Pick<BootRoute, 'requests' | 'pictures' | 'paramPlaceholder'>;

/** The part of the boot plan the club decides: its session record and its first requests. */
export type StartupPlan = Pick<
  BootPlan,
  'sessionKey' | 'member' | 'memberShell' | 'visitor' | 'visitorOfCompany' | 'companyPlaceholder'
> & {
  /** A member's first data on a screen, by its path in the route table (see boot-plugin.ts). */
  screens: Record<string, ScreenStart>;
};

/** Stands for a screen's `:slug` in its recorded requests; the boot script puts the address's in. */
export const PARAM_PLACEHOLDER = '%PARAM%';

/**
 * Which answer holds the first picture, and where (the adapters know the answers' shape; checked
 * against the club's own reading of those answers in startup-plan.test.ts): Campanhas' first
 * campaign's image, in the campaign list's answer (the first of `campaignsRequests`); a
 * campaign's own image, in its answer.
 */
const CAMPAIGNS_PICTURE: BootPicture = { request: 0, path: FIRST_PICTURES.campaignList };
const CAMPAIGN_PICTURE: BootPicture = { request: 0, path: FIRST_PICTURES.campaign };

/**
 * Home's first pictures: its first banner (its largest paint), as its <picture> shows it
 * (HomeBanners.tsx): the wide picture, or the narrow one where the mobile media query matches,
 * each standing in for the other when missing; and the first shelf's first logo, which that
 * shelf asks for at once and first (PartnerShelf.tsx). Asked for by the app only once it has
 * rendered, that logo was one more round after the scripts (issue 19: Home's simulated largest
 * paint ended with it). The shelf read is the first the server lists: when the company lacks
 * that shelf's permission or it has no partners, Home shows another first, and the head start
 * costs one small picture.
 */
function homePictures(requests: BootRequest[]): BootPicture[] {
  const indexOf = (query: RegExp) => requests.findIndex((candidate) => query.test(candidate.body));
  const banners = indexOf(/\bquery Banners\b/);
  const shelves = indexOf(/\bquery Shelves\b/);
  return [
    ...(banners < 0
      ? []
      : [
          {
            request: banners,
            path: FIRST_PICTURES.firstBanner,
            fallbackPath: FIRST_PICTURES.firstBannerSecondary,
            narrow: {
              media: breakpoints.mobile,
              path: FIRST_PICTURES.firstBannerSecondary,
              fallbackPath: FIRST_PICTURES.firstBanner,
            },
          },
        ]),
    ...(shelves < 0 ? [] : [{ request: shelves, path: FIRST_PICTURES.firstShelfLogo }]),
  ];
}

/** Runs one effect of a flow to its end. */
function settle<TLogic extends AnyActorLogic>(logic: TLogic, input: InputFrom<TLogic>) {
  return toPromise(createActor(logic, { input } as never).start());
}

/** What a recording sent beyond a base recording: the requests that need `permission`. */
function gated(all: StartupRequest[], base: StartupRequest[], permission: Permission) {
  const known = new Set(base.map((request) => JSON.stringify(request)));
  return all
    .filter((request) => !known.has(JSON.stringify(request)))
    .map((request) => ({ ...request, permission }));
}

/**
 * Home's first data: its one answer of carousel and shelves, and the award shelf for a company
 * with awards (the `awards` permission, which the home flow reads through canUse).
 */
async function homeRequests(): Promise<BootRequest[]> {
  const firstLoad = (withAwards: boolean) =>
    recordedRequests((ports) =>
      settle(homeEffects(ports.campaigns, ports.awards).loadHome, { withAwards }),
    );
  const base = await firstLoad(false);
  return [...base, ...gated(await firstLoad(true), base, 'awards')];
}

/**
 * Campanhas with no filter: the first page of every campaign and of the list's banners, and
 * the member's favourites (the cards' hearts).
 */
function campaignsRequests(): Promise<BootRequest[]> {
  return recordedRequests((ports) =>
    Promise.allSettled([
      campaignListPage(ports, {
        page: 1,
        query: listSourceOf(ALL_CAMPAIGNS, false),
        signal: new AbortController().signal,
      }),
      listBannersPage(ports.campaigns, {
        page: 1,
        query: {},
        signal: new AbortController().signal,
      }),
      settle(
        favoritesEffects(ports.favorites, { notify: () => undefined }).actors.loadSlugs,
        undefined,
      ),
    ]),
  );
}

/** A campaign's page: the campaign named by the address (PARAM_PLACEHOLDER in the body). */
function campaignRequests(): Promise<BootRequest[]> {
  return recordedRequests((ports) =>
    settle(
      campaignEffects(ports.campaigns, () => '', { notify: () => undefined }).actors.loadCampaign,
      { slug: PARAM_PLACEHOLDER },
    ),
  );
}

/** Every member screen's frame: the category menu and the notifications bell. */
function memberShellRequests(): Promise<BootRequest[]> {
  return recordedRequests((ports) =>
    Promise.allSettled([
      settle(categoriesEffects(ports.campaigns).actors.load, undefined),
      settle(notificationsEffects(ports.notifications).actors.check, undefined),
    ]),
  );
}

/**
 * Read by the build (scripts/boot-plugin.ts) through Vite's module runner. The requests are
 * recorded from the club's own flows and adapters, so that they are the ones the app sends,
 * byte for byte (bootFetch hands the app the boot script's answer only then).
 */
export async function startupPlan(): Promise<StartupPlan> {
  const requests = startupRequests();
  const home = await homeRequests();
  return {
    sessionKey: SESSION_STORAGE_KEY,
    member: requests.member,
    memberShell: await memberShellRequests(),
    visitor: requests.visitor,
    visitorOfCompany: requests.visitorOfCompany,
    companyPlaceholder: COMPANY_PLACEHOLDER,
    screens: {
      [routes.home.path]: { requests: home, pictures: homePictures(home) },
      [routes.campaigns.path]: {
        requests: await campaignsRequests(),
        pictures: [CAMPAIGNS_PICTURE],
      },
      [routes.campaignDetail.path]: {
        requests: await campaignRequests(),
        pictures: [CAMPAIGN_PICTURE],
        paramPlaceholder: PARAM_PLACEHOLDER,
      },
    },
  };
}
