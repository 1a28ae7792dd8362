import type { AnalyticsPort } from '@clube/core';

/** Analytics that go nowhere (tests, Node, companies without a tag manager). */
export const noopAnalytics: AnalyticsPort = { track: () => undefined };

/** Analytics written to a console (development). */
export function createConsoleAnalytics(output: Pick<Console, 'info'> = console): AnalyticsPort {
  return { track: (event, properties = {}) => output.info('[analytics]', event, properties) };
}

/** The array tag managers read (Google Tag Manager's convention, followed by most others). */
export const DEFAULT_DATA_LAYER = 'dataLayer';

/**
 * Analytics pushed to a tag manager's data layer (`window.dataLayer` unless named otherwise),
 * created when missing: each event goes as `{ event, ...properties }`, so the company's tag
 * manager, loaded before or after the club, picks it up. The browser club's default.
 */
export function createDataLayerAnalytics(
  host: Record<string, unknown> = globalThis as unknown as Record<string, unknown>,
  name: string = DEFAULT_DATA_LAYER,
): AnalyticsPort {
  return {
    track(event, properties = {}) {
      const existing = host[name];
      const layer = Array.isArray(existing) ? (existing as unknown[]) : [];
      if (layer !== existing) host[name] = layer;
      layer.push({ event, ...properties });
    },
  };
}
