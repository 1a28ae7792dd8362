import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boot } from './boot.ts';
import type { BootAnswer, BootPlan } from './boot-plan.ts';
import { FIRST_SCREEN_EVENT } from './first-screen.ts';
import { pathPattern } from './route-preloads.ts';

const KEY = '__bootTest';

const plan: BootPlan = {
  sessionKey: 'clube.session',
  routes: [
    {
      pattern: pathPattern('/entrar'),
      audience: 'visitor',
      scripts: ['/s.js'],
      styles: ['/s.css'],
      requests: [],
    },
    {
      pattern: pathPattern('/'),
      audience: 'member',
      scripts: ['/home.js'],
      styles: [],
      requests: [
        { path: '/api', body: 'shelves' },
        { path: '/awards?page=1', body: '', method: 'GET', permission: 'awards' },
      ],
    },
    {
      pattern: pathPattern('/campanhas/:slug'),
      audience: 'member',
      scripts: ['/c.js'],
      styles: [],
      requests: [{ path: '/api', body: '{"slug":"%P%"}' }],
      paramPlaceholder: '%P%',
    },
    {
      pattern: pathPattern('/campanhas'),
      audience: 'member',
      scripts: ['/list.js'],
      styles: [],
      requests: [
        { path: '/api', body: 'banners' },
        { path: '/api', body: 'campaigns' },
      ],
      pictures: [{ request: 1, path: ['data', 'campaigns', 'data', 0, 'image'] }],
    },
  ],
  visitorFallback: 0,
  memberFallback: 1,
  member: [
    { path: '/api', body: 'config' },
    { path: '/api', body: 'user' },
  ],
  memberShell: [{ path: '/bell', body: '', method: 'GET' }],
  visitor: { path: '/api', body: 'public' },
  visitorOfCompany: { path: '/api', body: '{"company":"%C%"}' },
  companyPlaceholder: '%C%',
};

const preloaded = () =>
  [...document.head.querySelectorAll('link')].map(
    (link) => `${link.rel} ${link.getAttribute('href')}`,
  );
/** What the app announces once Entrar is on the page (first-screen.ts). */
const showFirstScreen = () => window.dispatchEvent(new Event(FIRST_SCREEN_EVENT));
const answers = () => (window as unknown as Record<string, BootAnswer[] | undefined>)[KEY] ?? [];
/** The start's slices (start-app.ts), as the boot script is given them: a task each. */
const soon = (work: () => void) => void setTimeout(work, 0);
/** The boot script starts its links and requests in tasks after its own: lets them run. */
const slicesRun = () => new Promise((resolve) => setTimeout(resolve, 20));

function signIn(expiresAt: number) {
  localStorage.setItem(
    'clube.session',
    JSON.stringify({ savedAt: 0, auth: { token: 't', expiresAt } }),
  );
}

describe('boot', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(async () => {
    // Runs the listeners a test left waiting, and their slices, before its links are cleared.
    showFirstScreen();
    await slicesRun();
    vi.unstubAllGlobals();
    localStorage.clear();
    document.head.innerHTML = '';
    delete (window as unknown as Record<string, unknown>)[KEY];
    window.history.replaceState(null, '', '/');
  });

  it("preloads a visitor's route and sends the public config", async () => {
    window.history.replaceState(null, '', '/entrar');
    boot(plan, KEY, soon);
    await slicesRun();
    showFirstScreen();
    await slicesRun();
    expect(preloaded()).toEqual(['preload /s.css', 'modulepreload /s.js', 'prefetch /home.js']);
    expect(answers().map((answer) => [answer.body, answer.authorization])).toEqual([
      ['public', null],
    ]);
    expect(fetchMock).toHaveBeenCalledWith(
      `${location.origin}/api`,
      expect.objectContaining({ method: 'POST', body: 'public' }),
    );
  });

  it("sends a signed-in member's requests with the token, and preloads the route's chunks", async () => {
    signIn(Date.now() + 60_000);
    window.history.replaceState(null, '', '/campanhas/uma-campanha');
    boot(plan, KEY, soon);
    await slicesRun();
    expect(preloaded()).toEqual(['modulepreload /c.js']);
    expect(answers().map((answer) => [answer.body, answer.authorization])).toEqual([
      ['config', 'Bearer t'],
      ['user', 'Bearer t'],
      ['', 'Bearer t'],
      ['{"slug":"uma-campanha"}', 'Bearer t'],
    ]);
  });

  it("asks for the address's campaign by its slug, decoded and escaped as JSON text", () => {
    signIn(Date.now() + 60_000);
    window.history.replaceState(null, '', `/campanhas/${encodeURIComponent('a"$&b')}`);
    boot(plan, KEY, soon);
    expect(answers().at(-1)?.body).toBe('{"slug":"a\\"$&b"}');
  });

  it('asks for no campaign when the address cannot be read (the app shows what it can)', () => {
    signIn(Date.now() + 60_000);
    window.history.replaceState(null, '', '/campanhas/%E0%A4%A');
    boot(plan, KEY, soon);
    expect(answers().map((answer) => answer.body)).toEqual(['config', 'user', '']);
  });

  it('starts its links and requests after its own task, and lists the answers at once', async () => {
    signIn(Date.now() + 60_000);
    window.history.replaceState(null, '', '/campanhas/uma-campanha');
    boot(plan, KEY, soon);
    expect(preloaded()).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(answers()).toHaveLength(4);
    await slicesRun();
    expect(preloaded()).toEqual(['modulepreload /c.js']);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(await answers()[0]!.response).toBeInstanceOf(Response);
  });

  /** The company config answers with these permissions; every other request with '{}'. */
  function configGrants(permissions: string[]) {
    fetchMock.mockImplementation((_url: string, init: RequestInit) =>
      Promise.resolve(
        new Response(
          init.body === 'config' ? JSON.stringify({ data: { config: { permissions } } }) : '{}',
        ),
      ),
    );
  }
  const sentUrls = () =>
    fetchMock.mock.calls.map((call) => {
      const [url, init] = call as [string, RequestInit];
      return [init.method, url.replace(location.origin, ''), init.body ?? ''].join(' ');
    });

  it("sends a member's first data on Home: the frame's, the screen's, and what the company grants", async () => {
    configGrants(['awards']);
    signIn(Date.now() + 60_000);
    boot(plan, KEY, soon);
    const sent = answers();
    expect(
      sent.map((answer) => `${answer.method} ${answer.url.replace(location.origin, '')}`),
    ).toEqual(['POST /api', 'POST /api', 'GET /bell', 'POST /api', 'GET /awards?page=1']);
    // The awards waited on the config's answer, which the app can still read whole.
    expect(sentUrls()).not.toContain('GET /awards?page=1 ');
    const awards = await sent[4]!.response;
    expect(awards).toBeInstanceOf(Response);
    expect(sentUrls()).toContain('GET /awards?page=1 ');
    expect(await (await sent[0]!.response)!.json()).toEqual({
      data: { config: { permissions: ['awards'] } },
    });
  });

  it('does not send what the company does not grant: the app is told so', async () => {
    configGrants(['engagement']);
    signIn(Date.now() + 60_000);
    boot(plan, KEY, soon);
    expect(await answers()[4]!.response).toBeNull();
    // Every other request was sent, each in its slice.
    await Promise.all(answers().map((answer) => answer.response));
    expect(sentUrls()).toEqual([
      'POST /api config',
      'POST /api user',
      'GET /bell ',
      'POST /api shelves',
    ]);
  });

  /** The campaigns' answer names this first picture; every other request answers '{}'. */
  function firstPictureIs(image: unknown) {
    fetchMock.mockImplementation((_url: string, init: RequestInit) =>
      Promise.resolve(
        new Response(
          init.body === 'campaigns'
            ? JSON.stringify({ data: { campaigns: { data: [{ image }, { image: '/2.png' }] } } })
            : '{}',
        ),
      ),
    );
  }
  const pictureLinks = () =>
    [...document.head.querySelectorAll('link')]
      .filter((link) => link.as === 'image')
      .map((link) => ({
        rel: link.getAttribute('rel'),
        href: link.getAttribute('href'),
        fetchpriority: link.getAttribute('fetchpriority'),
        crossorigin: link.getAttribute('crossorigin'),
      }));

  it("preloads the screen's first picture once its answer names it, as its <img> asks for it", async () => {
    firstPictureIs('/media/Escola Saber Mais.png');
    signIn(Date.now() + 60_000);
    window.history.replaceState(null, '', '/campanhas');
    boot(plan, KEY, soon);
    await slicesRun();
    expect(pictureLinks()).toEqual([
      {
        rel: 'preload',
        href: `${location.origin}/media/Escola%20Saber%20Mais.png`,
        fetchpriority: 'high',
        crossorigin: null,
      },
    ]);
    // The app still reads the whole answer.
    const list = await answers()[4]!.response;
    expect(await list!.json()).toEqual({
      data: {
        campaigns: { data: [{ image: '/media/Escola Saber Mais.png' }, { image: '/2.png' }] },
      },
    });
  });

  it('preloads the picture its <picture> shows at this width, or the other when it has one only', async () => {
    const home = plan.routes[1]!;
    home.pictures = [
      {
        request: 0,
        path: ['wide'],
        fallbackPath: ['narrow'],
        narrow: { media: '(max-width: 768.98px)', path: ['narrow'], fallbackPath: ['wide'] },
      },
    ];
    const shown = async (phone: boolean, answer: object) => {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: phone && query === '(max-width: 768.98px)',
      }));
      fetchMock.mockImplementation((_url: string, init: RequestInit) =>
        Promise.resolve(new Response(init.body === 'shelves' ? JSON.stringify(answer) : '{}')),
      );
      document.head.innerHTML = '';
      boot(plan, KEY, soon);
      await slicesRun();
      return pictureLinks().map((link) => link.href);
    };
    try {
      signIn(Date.now() + 60_000);
      window.history.replaceState(null, '', '/');
      const both = { wide: '/w.png', narrow: '/n.png' };
      expect(await shown(true, both)).toEqual([`${location.origin}/n.png`]);
      expect(await shown(false, both)).toEqual([`${location.origin}/w.png`]);
      expect(await shown(true, { wide: '/w.png' })).toEqual([`${location.origin}/w.png`]);
      expect(await shown(false, { narrow: '/n.png' })).toEqual([`${location.origin}/n.png`]);
    } finally {
      delete home.pictures;
    }
  });

  it("preloads each of the screen's first pictures that its answers name, in the plan's order", async () => {
    const home = plan.routes[1]!;
    home.pictures = [
      { request: 0, path: ['banners', 0, 'image'] },
      { request: 0, path: ['shelves', 0, 'partners', 0, 'logo'] },
      { request: 1, path: ['data', 0, 'logo'] },
    ];
    const answers: Record<string, object> = {
      shelves: {
        banners: [{ image: '/banner.png' }],
        shelves: [{ partners: [{ logo: '/logo.png' }, { logo: '/second.png' }] }],
      },
    };
    fetchMock.mockImplementation((_url: string, init: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify(answers[String(init.body)] ?? {}))),
    );
    try {
      signIn(Date.now() + 60_000);
      window.history.replaceState(null, '', '/');
      boot(plan, KEY, soon);
      await slicesRun();
      // The award partners' answer was not asked for (no `awards` permission): nothing from it.
      expect(pictureLinks().map((link) => link.href)).toEqual([
        `${location.origin}/banner.png`,
        `${location.origin}/logo.png`,
      ]);
    } finally {
      delete home.pictures;
    }
  });

  it('preloads no picture the answer does not name as a web address', async () => {
    signIn(Date.now() + 60_000);
    window.history.replaceState(null, '', '/campanhas');
    for (const image of ['javascript:alert(1)', '', null, 7]) {
      firstPictureIs(image);
      boot(plan, KEY, soon);
      await slicesRun();
    }
    firstPictureIs('/1.png');
    window.history.replaceState(null, '', '/campanhas?categoria=x');
    boot(plan, KEY, soon);
    await slicesRun();
    expect(pictureLinks()).toEqual([]);
    expect(preloaded()).toContain('modulepreload /list.js');
  });

  it("sends no screen data at an address with a query (another list than the screen's first)", () => {
    signIn(Date.now() + 60_000);
    window.history.replaceState(null, '', '/?aba=2');
    boot(plan, KEY, soon);
    expect(answers().map((answer) => answer.body)).toEqual(['config', 'user', '']);
  });

  it("prefetches Home's chunks for a visitor once Entrar is shown, never the ones it has", async () => {
    plan.routes[1]!.scripts = ['/home.js', '/s.js'];
    plan.routes[1]!.styles = ['/home.css'];
    try {
      window.history.replaceState(null, '', '/entrar');
      boot(plan, KEY, soon);
      await slicesRun();
      showFirstScreen();
      await slicesRun();
      expect(preloaded()).toEqual([
        'preload /s.css',
        'modulepreload /s.js',
        'prefetch /home.css',
        'prefetch /home.js',
      ]);
    } finally {
      plan.routes[1]!.scripts = ['/home.js'];
      plan.routes[1]!.styles = [];
    }
  });

  it('sends a visitor on a member route to Entrar, and a member on Entrar Home', async () => {
    window.history.replaceState(null, '', '/campanhas/x');
    boot(plan, KEY, soon);
    await slicesRun();
    expect(preloaded()).toContain('modulepreload /s.js');
    document.head.innerHTML = '';
    signIn(Date.now() + 60_000);
    window.history.replaceState(null, '', '/entrar');
    boot(plan, KEY, soon);
    await slicesRun();
    expect(preloaded()).toEqual(['modulepreload /home.js']);
  });

  it('treats an expired session as a visitor', () => {
    signIn(Date.now() - 1);
    window.history.replaceState(null, '', '/entrar');
    boot(plan, KEY, soon);
    expect(answers().map((answer) => answer.authorization)).toEqual([null]);
  });

  it("names the address's company, escaped as JSON text", () => {
    window.history.replaceState(null, '', '/entrar?company=a%22%24%26b');
    boot(plan, KEY, soon);
    expect(answers().map((answer) => answer.body)).toEqual(['{"company":"a\\"$&b"}']);
  });

  it('never throws: a request it could not send answers null, and the app sends it itself', async () => {
    vi.stubGlobal('fetch', () => {
      throw new Error('no fetch');
    });
    expect(() => boot(plan, KEY, soon)).not.toThrow();
    expect(await Promise.all(answers().map((answer) => answer.response))).toEqual([null]);
  });

  it('runs from its own source text, as the page runs it', async () => {
    window.history.replaceState(null, '', '/entrar');
    new Function(
      'soon',
      `(${boot.toString()})(${JSON.stringify(plan)}, ${JSON.stringify(KEY)}, soon)`,
    )(soon);
    await slicesRun();
    showFirstScreen();
    await slicesRun();
    expect(preloaded()).toEqual(['preload /s.css', 'modulepreload /s.js', 'prefetch /home.js']);
  });

  it("prefetches Home only once Entrar is shown, not at the page's load (Entrar's requests go first)", async () => {
    window.history.replaceState(null, '', '/entrar');
    boot(plan, KEY, soon);
    await slicesRun();
    expect(preloaded()).toEqual(['preload /s.css', 'modulepreload /s.js']);
    window.dispatchEvent(new Event('load'));
    await slicesRun();
    expect(preloaded()).not.toContain('prefetch /home.js');
    showFirstScreen();
    await slicesRun();
    expect(preloaded()).toContain('prefetch /home.js');
  });
});
