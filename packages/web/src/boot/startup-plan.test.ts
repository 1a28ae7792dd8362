import { createTransports, FEATURE_PORTS } from '@clube/adapters';
import {
  ALL_CAMPAIGNS,
  campaignEffects,
  campaignListPage,
  listSourceOf,
} from '@clube/core/campaigns';
import { homeEffects, homeShelves } from '@clube/core/home';
import { createActor, toPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../runtime/route-table.ts';
import { breakpoints } from '../theme/breakpoints.ts';
import type { BootPicture } from './boot-plan.ts';
import { PARAM_PLACEHOLDER, startupPlan } from './startup-plan.ts';

const ORIGIN = 'https://club.test';
const IMAGE = '/media/first picture.png';

/** An answer with `value` put at `path` (objects and arrays made on the way) into `base`. */
function answerWith(base: unknown, path: BootPicture['path'], value: unknown): unknown {
  const answer = structuredClone(base) as Record<string | number, unknown>;
  let at = answer;
  path.forEach((key, index) => {
    if (index === path.length - 1) at[key] = value;
    else {
      at[key] ??= typeof path[index + 1] === 'number' ? [] : {};
      at = at[key] as Record<string | number, unknown>;
    }
  });
  return answer;
}

/**
 * The club's ports over a server that gives `base`, with IMAGE where the screen's plan says one
 * of its first pictures (the first unless told) is, to the planned request only (with `param`
 * for the placeholder, as the boot script sends it): a picture read from another answer, or from
 * elsewhere in it, fails.
 */
async function portsAnswering(
  screenPath: string,
  base: unknown,
  param = '',
  where: (picture: BootPicture) => BootPicture['path'] = (picture) => picture.path,
  which = 0,
) {
  const plan = await startupPlan();
  const screen = plan.screens[screenPath]!;
  const picture = screen.pictures![which]!;
  const request = screen.requests[picture.request]!;
  const plannedBody = request.body.replace(PARAM_PLACEHOLDER, param);
  const answer = answerWith(base, where(picture), IMAGE);
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const sent = new Request(input, init);
    const body = sent.method === 'GET' ? '' : await sent.text();
    const planned = new URL(sent.url).pathname === request.path && body === plannedBody;
    return new Response(JSON.stringify(planned ? answer : {}), {
      status: planned ? 200 : 400,
      headers: { 'content-type': 'application/json' },
    });
  };
  const transports = createTransports({ baseUrl: ORIGIN, fetch });
  return {
    campaigns: FEATURE_PORTS.campaigns(transports),
    favorites: FEATURE_PORTS.favorites(transports),
    search: FEATURE_PORTS.search(transports),
    awards: FEATURE_PORTS.awards(transports),
  };
}

describe('startupPlan', () => {
  it("plans Home's award shelf for a company with awards, with ky not loaded yet (as in a build)", async () => {
    // A fresh module graph: the REST library is loaded by the first REST request, as when the
    // build records the plan; the award shelf's GET must be recorded all the same.
    vi.resetModules();
    const fresh = await import('./startup-plan.ts');
    const home = (await fresh.startupPlan()).screens[routes.home.path]!;
    expect(home.requests).toContainEqual(
      expect.objectContaining({
        method: 'GET',
        path: '/clube/v1/partners/awards?page=1&limit=18',
        permission: 'awards',
      }),
    );
  });

  it("names Campanhas' first picture where the club reads the first campaign's image", async () => {
    const ports = await portsAnswering(routes.campaigns.path, {
      data: {
        campaigns: {
          data: [{ id: '1', slug: 'primeira' }],
          to: 1,
          from: 1,
          total: 1,
          per_page: 10,
          current_page: 1,
          last_page: 1,
        },
      },
    });
    const page = await campaignListPage(ports, {
      page: 1,
      query: listSourceOf(ALL_CAMPAIGNS, false),
      signal: new AbortController().signal,
    });
    expect(page.data[0]).toMatchObject({ image: IMAGE });
  });

  it("asks for a campaign's page by the address's slug, and names its picture where the club reads it", async () => {
    const slug = 'oferta "especial"';
    const ports = await portsAnswering(
      routes.campaignDetail.path,
      { data: { campaign: { id: '1', slug } } },
      JSON.stringify(slug).slice(1, -1),
    );
    const { loadCampaign } = campaignEffects(ports.campaigns, () => '', {
      notify: () => undefined,
    }).actors;
    const campaign = await toPromise(createActor(loadCampaign, { input: { slug } }).start());
    expect(campaign).toMatchObject({ slug, image: IMAGE });
  });

  it("names Home's first banner where the club reads its wide picture, and its narrow one at phone widths", async () => {
    const plan = await startupPlan();
    expect(plan.screens[routes.home.path]!.pictures?.[0]?.narrow?.media).toBe(breakpoints.mobile);
    const firstBanner = async (where: (picture: BootPicture) => BootPicture['path']) => {
      const ports = await portsAnswering(
        routes.home.path,
        { data: { banners: [{ id: '1' }, { id: '2' }] } },
        '',
        where,
      );
      const { loadBanners } = homeEffects(ports.campaigns, ports.awards);
      const banners = await toPromise(createActor(loadBanners).start());
      return banners[0];
    };
    expect(await firstBanner((picture) => picture.path)).toMatchObject({ image: IMAGE });
    expect(await firstBanner((picture) => picture.fallbackPath!)).toMatchObject({
      image_secondary: IMAGE,
    });
    expect(await firstBanner((picture) => picture.narrow!.path)).toMatchObject({
      image_secondary: IMAGE,
    });
    expect(await firstBanner((picture) => picture.narrow!.fallbackPath!)).toMatchObject({
      image: IMAGE,
    });
  });

  it("names the logo Home's first shelf shows first where the club reads it", async () => {
    const ports = await portsAnswering(
      routes.home.path,
      {
        data: {
          shelves: [
            {
              name: 'Principais Parceiros',
              slug: 'principais-parceiros',
              partners: [
                { slug: 'a', name: 'A' },
                { slug: 'c', name: 'C', logo: '/c.png' },
              ],
            },
            { name: 'Saúde', slug: 'saude', partners: [{ slug: 'b', name: 'B', logo: '/b.png' }] },
          ],
        },
      },
      '',
      (picture) => picture.path,
      1,
    );
    const { loadShelves } = homeEffects(ports.campaigns, ports.awards);
    const { shelves } = await toPromise(
      createActor(loadShelves, { input: { withAwards: false } }).start(),
    );
    const [first] = homeShelves(shelves, [], {
      permissions: [],
      has_api_access: false,
      has_geolocation_access: false,
      has_request_partners: false,
      generic_app: false,
      logout: true,
    });
    expect(first?.partners[0]).toMatchObject({ logo: IMAGE });
  });
});
