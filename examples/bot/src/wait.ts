import { firstValueFrom, filter, timeout, type Observable } from 'rxjs';

/** The first value that passes, or a failure naming what was awaited after `ms`. */
export function waitFor<T>(
  stream: Observable<T>,
  test: (value: T) => boolean,
  what: string,
  ms = 10_000,
): Promise<T> {
  return firstValueFrom(
    stream.pipe(
      filter(test),
      timeout({
        first: ms,
        with: () => {
          throw new Error(`timed out waiting for ${what}`);
        },
      }),
    ),
  );
}

/** Polls an async check until it holds, or fails after `ms`. */
export async function eventually(
  check: () => Promise<boolean>,
  what: string,
  ms = 5_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
