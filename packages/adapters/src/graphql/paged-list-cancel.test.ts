import { createPagingMachine } from '@clube/core/paging';
import { startFlow, flow, type CampaignFilters } from '@clube/core';
import { type Campaign } from '@clube/core/campaigns';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../http/http-client.ts';
import { faultyFetch, signIn } from '../test/clients.ts';
import { recordingFetch } from '../test/recording-fetch.ts';
import { useSandbox } from '../test/sandbox-fixture.ts';
import { createCampaignsAdapter } from '../ports/campaigns.adapter.ts';
import { createGraphqlClient } from './graphql-client.ts';

const sandbox = useSandbox();

describe('a paged list over GraphQL', () => {
  it('aborts, down to fetch, the page a new filter supersedes', async () => {
    const token = await signIn(sandbox());
    const fault = { value: 'latency=1500' as string | null };
    const recorder = recordingFetch(faultyFetch(fault));
    const http = createHttpClient({
      baseUrl: sandbox().url,
      getToken: () => token,
      fetch: recorder.fetch,
    });
    const campaigns = createCampaignsAdapter(createGraphqlClient(http), http);
    type Query = Pick<CampaignFilters, 'highlight' | 'orderBy'>;
    const list = startFlow(
      flow(createPagingMachine<Campaign, Query>(), {
        fetchPage: ({ page, query, signal }) =>
          campaigns.list({ ...query, page, limit: 5 }, signal),
        keyOf: (campaign) => campaign.slug,
        query: {},
      }),
    );
    try {
      await vi.waitFor(() => expect(recorder.requests).toHaveLength(1), { timeout: 2000 });
      fault.value = null;
      list.send({ type: 'FILTER', query: { highlight: true } });
      await vi.waitFor(() => expect(recorder.requests).toHaveLength(2), { timeout: 2000 });
      const [superseded, current] = recorder.requests;
      expect(superseded?.signal.aborted).toBe(true);
      await vi.waitFor(() => expect(list.getSnapshot().value).toBe('ready'), { timeout: 3000 });
      expect(current?.signal.aborted).toBe(false);
      const items = list.getSnapshot().context.items;
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((campaign) => campaign.is_highlighted)).toBe(true);
    } finally {
      list.stop();
    }
  });
});
