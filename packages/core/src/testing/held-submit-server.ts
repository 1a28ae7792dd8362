import type { AbortSignalLike } from '../shared/abort-signal.ts';
import type { ClubError } from '../shared/club-error.ts';

/** One submit a held server received; it waits until the test answers or fails it. */
export interface HeldSubmit<V, R> {
  values: V;
  signal: AbortSignalLike;
  settled: boolean;
  answer(result: R): void;
  fail(error: ClubError): void;
}

export interface HeldSubmitServer<V, R> {
  requests: HeldSubmit<V, R>[];
  /** The submits neither settled nor aborted: the ones the form still waits for. */
  live(): HeldSubmit<V, R>[];
  submit(values: V, signal: AbortSignalLike): Promise<R>;
}

/** A form's port whose every submit waits until the test answers or fails it. */
export function createHeldSubmitServer<V, R>(): HeldSubmitServer<V, R> {
  const requests: HeldSubmit<V, R>[] = [];
  return {
    requests,
    live: () => requests.filter((request) => !request.settled && !request.signal.aborted),
    submit: (values, signal) =>
      new Promise<R>((resolve, reject) => {
        const request: HeldSubmit<V, R> = {
          values,
          signal,
          settled: false,
          answer: (result) => {
            request.settled = true;
            resolve(result);
          },
          fail: (error) => {
            request.settled = true;
            reject(error);
          },
        };
        requests.push(request);
      }),
  };
}
