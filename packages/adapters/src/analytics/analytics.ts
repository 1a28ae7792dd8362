import type { AnalyticsPort } from '@clube/core';

/** Analytics that go nowhere (tests, Node, companies without a tag manager). */
export const noopAnalytics: AnalyticsPort = { track: () => undefined };

/** Analytics written to a console (development). */
export function createConsoleAnalytics(output: Pick<Console, 'info'> = console): AnalyticsPort {
  return { track: (event, properties = {}) => output.info('[analytics]', event, properties) };
}

/** Analytics pushed to a tag manager's `dataLayer`, created when missing. */
export function createDataLayerAnalytics(
  host: { dataLayer?: unknown[] } = globalThis as { dataLayer?: unknown[] },
): AnalyticsPort {
  return {
    track(event, properties = {}) {
      host.dataLayer ??= [];
      host.dataLayer.push({ event, ...properties });
    },
  };
}
