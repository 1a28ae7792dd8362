// @clube/core/location: the location context's public surface.
export type { GeoPosition, PostalAddress } from './address.schema.ts';
export { postalAddressSchema } from './address.schema.ts';
export { nearbyFlow } from './nearby.flow.ts';
export type { NearbyApi } from './nearby.connect.ts';
export { connectNearby } from './nearby.connect.ts';
export type { NearbyContext, NearbyInput, NearbyMachine } from './nearby.machine.ts';
export { nearbyMachine } from './nearby.machine.ts';
