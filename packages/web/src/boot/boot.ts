import type { BootAnswer, BootPlan, BootRequest } from './boot-plan.ts';
import type { Soon } from './start-app.ts';

/**
 * The page's boot script, run from index.html by `startApp` once the start screen has been
 * painted, before any module of the app has arrived (see start-app.ts): it
 * preloads the chunks of the route being opened (and their stylesheets) and sends the club's
 * first requests (the company config; for a signed-in member, the member, the frame's data and
 * the screen's own first data), so that the first paint waits on one round of requests after
 * the HTML instead of several, and the screen's content on none after the scripts.
 *
 * It is serialised with `Function.prototype.toString` into the page: it must not use anything
 * from outside its body (no imports, no helpers), and must not throw (a failure here costs
 * only the head start: the app asks for everything itself).
 *
 * The links and requests are started through `soon`, the start's slices (start-app.ts), each
 * after the script's own task: each costs little in a member's browser, but 5–15 ms under
 * DevTools, which records the stack of every request, and Lighthouse counts the script's task at
 * 4× in a phone's blocking time (issue 19: one task of 91 ms with 13 links and requests). The
 * answers are listed at once, each with a response that follows its request's.
 */
export function boot(plan: BootPlan, answersKey: string, soon: Soon): void {
  try {
    const doc = document;
    let token: string | null = null;
    try {
      const record = JSON.parse(localStorage.getItem(plan.sessionKey) ?? 'null') as {
        auth?: { token?: unknown; expiresAt?: unknown };
      } | null;
      const auth = record?.auth;
      if (
        typeof auth?.token === 'string' &&
        typeof auth.expiresAt === 'number' &&
        auth.expiresAt > Date.now()
      )
        token = auth.token;
    } catch {
      token = null;
    }

    let route = plan.routes.find((candidate) =>
      new RegExp(candidate.pattern).test(location.pathname),
    );
    if (route?.audience === 'member' && !token) route = plan.routes[plan.visitorFallback];
    else if (route?.audience === 'visitor' && token) route = plan.routes[plan.memberFallback];
    // Chunks and stylesheets load in CORS mode, as the app's module scripts ask for them; a
    // picture as its <img> does (no crossorigin), or the browser would fetch it twice.
    const link = (rel: string, href: string, as?: string, picture = false) =>
      soon(() => {
        const element = doc.createElement('link');
        element.rel = rel;
        element.href = href;
        if (as) element.as = as;
        if (picture) element.setAttribute('fetchpriority', 'high');
        else element.crossOrigin = '';
        doc.head.appendChild(element);
      });
    for (const href of route?.styles ?? []) link('preload', href, 'style');
    for (const href of route?.scripts ?? []) link('modulepreload', href);
    // A visitor signs in next: once Entrar is shown (first-screen.ts's event, after its own
    // requests), Home's chunks come at idle priority into the cache, so that sign-in → Home
    // waits on the member's data, not on three rounds of chunks (the shell, the layout, the
    // screen).
    if (route?.audience === 'visitor') {
      const home = plan.routes[plan.memberFallback];
      const prefetchHome = () => {
        const loaded = new Set(route?.scripts);
        for (const href of home?.styles ?? []) link('prefetch', href, 'style');
        for (const href of home?.scripts ?? [])
          if (!loaded.has(href)) link('prefetch', href, 'script');
      };
      addEventListener('clube:first-screen', prefetchHome, { once: true });
    }

    const company = new URLSearchParams(location.search).get('company')?.trim();
    // The screen's own first data, with the address's part in it for a screen of one thing
    // (none when that part cannot be read).
    let screenRequests = route?.requests ?? [];
    const placeholder = route?.paramPlaceholder;
    if (placeholder) {
      let param: string | null = null;
      try {
        const part = new RegExp(route!.pattern).exec(location.pathname)?.[1];
        if (part !== undefined) param = JSON.stringify(decodeURIComponent(part)).slice(1, -1);
      } catch {
        param = null;
      }
      screenRequests =
        param === null
          ? []
          : screenRequests.map((request) => ({
              ...request,
              body: request.body.replace(placeholder, () => param!),
            }));
    }
    // A member's screen: the frame's data and, at an address without a query, the screen's own.
    const memberRequests = [
      ...plan.member,
      ...plan.memberShell,
      ...(location.search === '' ? screenRequests : []),
    ];
    const requests: BootRequest[] = token
      ? memberRequests
      : company
        ? [
            {
              path: plan.visitorOfCompany.path,
              // A function, so that a `$&` in the name is not read as a pattern.
              body: plan.visitorOfCompany.body.replace(plan.companyPlaceholder, () =>
                JSON.stringify(company).slice(1, -1),
              ),
            },
          ]
        : [plan.visitor];
    const authorization = token ? `Bearer ${token}` : null;
    // Sent in a slice of its own; a request that could not be sent answers null, and the app
    // sends it itself.
    const send = ({ path, body, method = 'POST' }: BootRequest): Promise<Response | null> =>
      new Promise((resolve) =>
        soon(() => {
          const headers: Record<string, string> = {};
          if (method === 'POST') headers['content-type'] = 'application/json';
          if (authorization) headers['authorization'] = authorization;
          try {
            resolve(
              fetch(new URL(path, location.origin).href, {
                method,
                headers,
                ...(method === 'POST' ? { body } : {}),
              }),
            );
          } catch {
            resolve(null);
          }
        }),
      );
    // The permissions of the member's company, once its config (the first request) answers;
    // read from a copy, the app reads the answer itself.
    let permissions: Promise<unknown> | null = null;
    const granted = (permission: string): Promise<boolean> => {
      permissions ??= answers[0]!.response
        .then((response) => response?.clone().json())
        .then((answer: { data?: { config?: { permissions?: unknown } } } | undefined) => {
          const list = answer?.data?.config?.permissions;
          return Array.isArray(list) ? list : [];
        });
      return permissions.then(
        (list) => (list as unknown[]).includes(permission),
        () => false,
      );
    };
    const answers: BootAnswer[] = [];
    for (const request of requests) {
      const response: Promise<Response | null> =
        request.permission === undefined
          ? send(request)
          : granted(request.permission).then((ok) => (ok ? send(request) : null));
      // Unhandled until the app takes it: keep a failed head start quiet.
      response.catch(() => undefined);
      answers.push({
        url: new URL(request.path, location.origin).href,
        method: request.method ?? 'POST',
        body: request.body,
        authorization,
        response,
      });
    }
    // The screen's first pictures, each once the answer naming it arrives (read from a copy).
    // None when the screen's requests were not sent (an address with a query).
    for (const picture of token ? (route?.pictures ?? []) : []) {
      answers[plan.member.length + plan.memberShell.length + picture.request]?.response
        .then((response) => response?.clone().json())
        .then((answer: unknown) => {
          // The picture the screen's <picture> shows at this width.
          const source =
            picture.narrow && matchMedia(picture.narrow.media).matches ? picture.narrow : picture;
          const read = (path: readonly (string | number)[]) => {
            let value = answer;
            for (const key of path)
              value =
                value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : null;
            return value;
          };
          let value = read(source.path);
          if ((typeof value !== 'string' || value === '') && source.fallbackPath)
            value = read(source.fallbackPath);
          if (typeof value !== 'string' || value === '') return;
          const address = new URL(value, location.href);
          if (address.protocol === 'https:' || address.protocol === 'http:')
            link('preload', address.href, 'image', true);
        })
        .catch(() => undefined);
    }
    (window as unknown as Record<string, unknown>)[answersKey] = answers;
  } catch {
    // The app starts without a head start.
  }
}
