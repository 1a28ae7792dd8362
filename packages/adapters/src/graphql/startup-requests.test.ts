// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserClub } from '../browser.ts';
import { COMPANY_PLACEHOLDER, startupRequests } from './startup-requests.ts';

/** Every request's path and body as it left the club; answered by a fetch that never settles. */
function sentRequests() {
  const sent: { path: string; body: string }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    sent.push({ path: new URL(request.url).pathname, body: await request.clone().text() });
    return new Promise<Response>(() => {});
  };
  return { sent, fetch };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('startupRequests', () => {
  afterEach(() => localStorage.clear());

  it("is, byte for byte, a visitor's first request", async () => {
    const { sent, fetch } = sentRequests();
    const club = createBrowserClub({ baseUrl: 'http://club.test', fetch });
    await settle();
    expect(sent[0]).toEqual(startupRequests().visitor);
    club.stop();
  });

  it("names the address's company in place of the placeholder, escaped as JSON", async () => {
    const { sent, fetch } = sentRequests();
    const company = 'engaja "mais"';
    const club = createBrowserClub({ baseUrl: 'http://club.test', fetch, company });
    await settle();
    const { path, body } = startupRequests().visitorOfCompany;
    expect(sent[0]).toEqual({
      path,
      body: body.replace(COMPANY_PLACEHOLDER, JSON.stringify(company).slice(1, -1)),
    });
    club.stop();
  });

  it("is a restored member's config and user queries", async () => {
    const token = ['e30', btoa(JSON.stringify({ company: 'c', exp: 4e9 })), 's'].join('.');
    localStorage.setItem(
      'clube.session',
      JSON.stringify({
        savedAt: Date.now(),
        auth: {
          token,
          company: 'c',
          company_name: null,
          expiresAt: 4e12,
          document: null,
          name: null,
        },
      }),
    );
    const { sent, fetch } = sentRequests();
    const club = createBrowserClub({ baseUrl: 'http://club.test', fetch });
    await settle();
    expect(sent.slice(0, 2)).toEqual(expect.arrayContaining(startupRequests().member));
    expect(sent).toHaveLength(2);
    club.stop();
  });
});
