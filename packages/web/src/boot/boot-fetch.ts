import { BOOT_ANSWERS_KEY, type BootAnswer } from './boot-plan.ts';

/** The answers the boot script left on the page (none when it did not run), taken once. */
export function takeBootAnswers(): BootAnswer[] {
  const holder = window as unknown as Record<string, unknown>;
  const answers = holder[BOOT_ANSWERS_KEY];
  delete holder[BOOT_ANSWERS_KEY];
  return Array.isArray(answers) ? (answers as BootAnswer[]) : [];
}

/**
 * A fetch for the club that answers a request the boot script already sent (same method, URL,
 * body and authorization) with the boot script's response, once; every other request, one the
 * boot script decided not to send after all, and any request once the boot answers are used,
 * goes to `next`.
 */
export function bootFetch(
  answers: BootAnswer[],
  next: typeof fetch = (input, init) => fetch(input, init),
): typeof fetch {
  const pending = [...answers];
  return async (input, init) => {
    if (pending.length === 0) return next(input, init);
    const request =
      input instanceof Request && init === undefined ? input : new Request(input, init);
    if (request.method !== 'POST' && request.method !== 'GET') return next(request);
    const body = request.method === 'POST' ? await request.clone().text() : '';
    const authorization = request.headers.get('authorization');
    const index = pending.findIndex(
      (answer) =>
        answer.method === request.method &&
        answer.url === request.url &&
        answer.body === body &&
        answer.authorization === authorization,
    );
    if (index < 0) return next(request);
    const [answer] = pending.splice(index, 1);
    return (await answer!.response) ?? next(request);
  };
}
