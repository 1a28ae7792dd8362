import type { FeaturePorts } from '@clube/core';

/**
 * The feature ports that the club's API backs (one adapter each); the others are the
 * platform's (postal code, geolocation, analytics, location). A list apart from the factories
 * so that the browser's first route can name them without loading any adapter.
 */
export const API_FEATURES = [
  'activation',
  'passwordReset',
  'memberAccount',
  'campaigns',
  'search',
  'favorites',
  'notifications',
  'wallet',
  'redemptions',
  'engagement',
  'awards',
  'partners',
  'support',
  'pharmacy',
  'notices',
] as const satisfies readonly (keyof FeaturePorts)[];

export type ApiFeature = (typeof API_FEATURES)[number];
