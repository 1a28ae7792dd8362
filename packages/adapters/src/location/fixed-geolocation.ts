import type { GeoPosition } from '@clube/core/location';
import type { GeolocationPort } from '@clube/core';

/** São Paulo's Praça da Sé: a fixed point for Node, where there is no device to ask. */
export const DEFAULT_POSITION: GeoPosition = { latitude: -23.5503, longitude: -46.6339 };

export function createFixedGeolocation(position: GeoPosition = DEFAULT_POSITION): GeolocationPort {
  return { current: () => Promise.resolve({ ...position }) };
}
