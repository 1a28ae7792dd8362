/** One request as it left the client: method, path under the API and its JSON body. */
export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  signal: AbortSignal;
}

/**
 * A fetch that records every request before passing it on to the real one, so that a test
 * can check what crossed HTTP (variables, fields, the cancel signal) against the sandbox.
 */
export function recordingFetch(next: typeof fetch = fetch): {
  fetch: typeof fetch;
  requests: RecordedRequest[];
} {
  const requests: RecordedRequest[] = [];
  const recording: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const text = await request.clone().text();
    let body: unknown = null;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      body = text;
    }
    requests.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body,
      signal: request.signal,
    });
    return next(request);
  };
  return { fetch: recording, requests };
}
