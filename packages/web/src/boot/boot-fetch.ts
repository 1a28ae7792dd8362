import { BOOT_ANSWERS_KEY, type BootAnswer } from './boot-plan.ts';

/** The answers the boot script left on the page (none when it did not run), taken once. */
export function takeBootAnswers(): BootAnswer[] {
  const holder = window as unknown as Record<string, unknown>;
  const answers = holder[BOOT_ANSWERS_KEY];
  delete holder[BOOT_ANSWERS_KEY];
  return Array.isArray(answers) ? (answers as BootAnswer[]) : [];
}

/**
 * A fetch for the club that answers a request the boot script already sent (same URL, body
 * and authorization) with the boot script's response, once; every other request, and any
 * request once the boot answers are used, goes to `next`.
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
    if (request.method !== 'POST') return next(request);
    const body = await request.clone().text();
    const authorization = request.headers.get('authorization');
    const index = pending.findIndex(
      (answer) =>
        answer.url === request.url &&
        answer.body === body &&
        answer.authorization === authorization,
    );
    if (index < 0) return next(request);
    const [answer] = pending.splice(index, 1);
    return answer!.response;
  };
}
