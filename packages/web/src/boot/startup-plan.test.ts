import { createTransports, FEATURE_PORTS } from '@clube/adapters';
import { ALL_CAMPAIGNS, campaignListPage, listSourceOf } from '@clube/core/campaigns';
import { describe, expect, it } from 'vitest';
import { routes } from '../runtime/route-table.ts';
import type { BootPicture } from './boot-plan.ts';
import { startupPlan } from './startup-plan.ts';

const ORIGIN = 'https://club.test';

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

describe('startupPlan', () => {
  it("names Campanhas' first picture where the club reads the first campaign's image", async () => {
    const plan = await startupPlan();
    const path = routes.campaigns.path;
    const picture = plan.routePictures[path]!;
    const request = plan.routeRequests[path]![picture.request]!;
    const image = '/media/first-campaign.png';
    const listAnswer = answerWith(
      {
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
      },
      picture.path,
      image,
    );
    // Only the planned request gets the answer: a picture read from another fails here.
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const sent = new Request(input, init);
      const body = sent.method === 'GET' ? '' : await sent.text();
      const planned = new URL(sent.url).pathname === request.path && body === request.body;
      return new Response(JSON.stringify(planned ? listAnswer : {}), {
        status: planned ? 200 : 400,
        headers: { 'content-type': 'application/json' },
      });
    };
    const transports = createTransports({ baseUrl: ORIGIN, fetch });
    const ports = {
      campaigns: FEATURE_PORTS.campaigns(transports),
      favorites: FEATURE_PORTS.favorites(transports),
      search: FEATURE_PORTS.search(transports),
    };
    const page = await campaignListPage(ports, {
      page: 1,
      query: listSourceOf(ALL_CAMPAIGNS, false),
      signal: new AbortController().signal,
    });
    expect(page.data[0]).toMatchObject({ image });
  });
});
