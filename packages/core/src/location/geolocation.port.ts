import type { GeoPosition } from './address.schema.ts';
import type { AbortSignalLike } from '../shared/abort-signal.ts';

export interface GeolocationPort {
  current(signal?: AbortSignalLike): Promise<GeoPosition>;
}

export const GeolocationPortToken = Symbol.for('clube.GeolocationPort');
