import type { FeaturePorts } from '@clube/core';
import type { StartupRequest } from '../graphql/startup-requests.ts';
import { API_FEATURES, type ApiFeature } from './api-features.ts';
import { FEATURE_PORTS } from './feature-ports.ts';
import { createTransports } from './transports.ts';

/** The origin the recording club talks to: never reached, every request is answered locally. */
const RECORDING_ORIGIN = 'http://recording.invalid';

/**
 * The requests that `run` sends through the club's feature ports, byte for byte as a browser
 * club would send them (same transports, same adapters): e.g. a screen's first data, so that a
 * page can ask for it before the app's scripts have arrived. Every request is answered with a
 * refusal the ports report as an error (not retried), so `run` settles; its outcome is ignored.
 */
export async function recordedRequests(
  run: (ports: Pick<FeaturePorts, ApiFeature>) => unknown,
): Promise<StartupRequest[]> {
  const sent: Promise<StartupRequest>[] = [];
  const record = async (request: Request): Promise<StartupRequest> => {
    const url = new URL(request.url);
    const path = `${url.pathname}${url.search}`;
    if (request.method === 'GET') return { path, body: '', method: 'GET' };
    if (request.method !== 'POST') throw new Error(`recordedRequests: ${request.method} ${path}`);
    return { path, body: await request.text() };
  };
  const fetch: typeof globalThis.fetch = (input, init) => {
    sent.push(record(new Request(input, init)));
    return Promise.resolve(new Response('{}', { status: 400 }));
  };
  const transports = createTransports({ baseUrl: RECORDING_ORIGIN, fetch });
  const ports = Object.fromEntries(
    API_FEATURES.map((name) => [name, FEATURE_PORTS[name](transports)]),
  ) as Pick<FeaturePorts, ApiFeature>;
  try {
    await run(ports);
  } catch {
    // Refused on purpose: only what was sent matters.
  }
  return Promise.all(sent);
}
