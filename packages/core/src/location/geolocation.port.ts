import type { GeoPosition } from './address.schema.ts';

export interface GeolocationPort {
  current(): Promise<GeoPosition>;
}

export const GeolocationPortToken = Symbol.for('clube.GeolocationPort');
