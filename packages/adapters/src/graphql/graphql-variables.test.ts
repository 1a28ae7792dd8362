import { beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../http/http-client.ts';
import { signIn } from '../test/clients.ts';
import { recordingFetch, type RecordedRequest } from '../test/recording-fetch.ts';
import { useSandbox } from '../test/sandbox-fixture.ts';
import { createCampaignsAdapter } from '../ports/campaigns.adapter.ts';
import { createGraphqlClient } from './graphql-client.ts';
import { createPartnersAdapter } from '../ports/partners.adapter.ts';
import { createRedemptionsAdapter } from '../ports/redemptions.adapter.ts';

const sandbox = useSandbox();
let token: string;

beforeAll(async () => {
  token = await signIn(sandbox());
});

/** The adapters over a client whose requests are recorded on their way to the sandbox. */
function recorded() {
  const recorder = recordingFetch();
  const http = createHttpClient({
    baseUrl: sandbox().url,
    getToken: () => token,
    fetch: recorder.fetch,
  });
  const graphql = createGraphqlClient(http);
  const variables = (): Record<string, unknown> => {
    const last: RecordedRequest | undefined = recorder.requests.at(-1);
    return (last?.body as { variables: Record<string, unknown> }).variables;
  };
  return {
    variables,
    partners: createPartnersAdapter(graphql, http),
    redemptions: createRedemptionsAdapter(graphql, http),
    campaigns: createCampaignsAdapter(graphql, http),
  };
}

describe('GraphQL variables on the wire (SPEC §7 defaults)', () => {
  it('omits variables that are not set instead of sending null over the defaults', async () => {
    const { variables, campaigns, redemptions } = recorded();
    const page = await campaigns.list({ page: 1 });
    expect(variables()).toEqual({ page: 1 });
    // The contract's default limit (18) applied, not a null one.
    expect(page.pagination.per_page).toBe(18);
    const vouchers = await redemptions.vouchers({});
    expect(variables()).toEqual({});
    expect(vouchers.pagination.per_page).toBe(9);
    await redemptions.letters({ page: 2 });
    expect(variables()).toEqual({ page: 2 });
  });

  it('asks main partners (is_main "1") unless all are asked for', async () => {
    const { variables, partners } = recorded();
    await partners.list({ page: 1, limit: 10 });
    expect(variables()).toEqual({ page: 1, limit: 10, is_main: '1' });
    await partners.list({ is_main: false });
    expect(variables()).toEqual({ is_main: '0' });
  });

  it('lists only the campaigns of the partner asked for', async () => {
    const { variables, campaigns } = recorded();
    const all = await campaigns.list({ limit: 100 });
    const slug = all.data[0]?.partner?.slug ?? '';
    expect(slug).not.toBe('');
    const mine = await campaigns.list({ partner: slug, limit: 100 });
    expect(variables()).toEqual({ partner: slug, limit: 100 });
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.length).toBeLessThan(all.data.length);
    expect(mine.data.every((campaign) => campaign.partner?.slug === slug)).toBe(true);
  });

  it('sends desc with the transactions', async () => {
    const { variables, redemptions } = recorded();
    const page = await redemptions.transactions({ page: 1, limit: 9 });
    expect(variables()).toEqual({ page: 1, limit: 9, desc: true });
    expect(page.pagination.per_page).toBe(9);
  });
});
