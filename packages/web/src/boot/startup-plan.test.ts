import { createTransports, FEATURE_PORTS } from '@clube/adapters';
import {
  ALL_CAMPAIGNS,
  campaignEffects,
  campaignListPage,
  listSourceOf,
} from '@clube/core/campaigns';
import { homeEffects } from '@clube/core/home';
import { createActor, toPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
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
 * The club's ports over a server that gives `base`, with IMAGE where the screen's plan says its
 * first picture is, to the planned request only (with `param` for the placeholder, as the boot
 * script sends it): a picture read from another answer, or from elsewhere in it, fails.
 */
async function portsAnswering(
  screenPath: string,
  base: unknown,
  param = '',
  where: (picture: BootPicture) => BootPicture['path'] = (picture) => picture.path,
) {
  const plan = await startupPlan();
  const screen = plan.screens[screenPath]!;
  const request = screen.requests[screen.picture!.request]!;
  const plannedBody = request.body.replace(PARAM_PLACEHOLDER, param);
  const answer = answerWith(base, where(screen.picture!), IMAGE);
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
    expect(plan.screens[routes.home.path]!.picture?.narrow?.media).toBe(breakpoints.mobile);
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
});
