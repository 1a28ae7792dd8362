import type { APIRequestContext } from '@playwright/test';

export interface SeededCampaign {
  slug: string;
  type: string;
  event: string;
  title: string;
}

/**
 * The campaigns a member of a company sees, asked of the sandbox's API as the app asks it
 * (the seed has one campaign per type and more): journeys pick theirs by type and event.
 */
export async function seededCampaigns(
  request: APIRequestContext,
  member: { document: string; password: string },
  company: string,
): Promise<SeededCampaign[]> {
  const login = await request.post('/clube/v1/login', {
    data: { document: member.document, password: member.password, company },
  });
  const { token } = (await login.json()) as { token: string };
  const answer = await request.post('/clube/v1/graphql', {
    headers: { Authorization: `Bearer ${token}` },
    data: { query: '{ campaigns(limit: 100) { data { slug type event title } } }' },
  });
  const body = (await answer.json()) as { data: { campaigns: { data: SeededCampaign[] } } };
  return body.data.campaigns.data;
}
