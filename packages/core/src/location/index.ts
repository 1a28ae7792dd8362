// @clube/core/location: the location context's public surface.
export type { GeoPosition, PostalAddress } from './address.schema.ts';
export { postalAddressSchema } from './address.schema.ts';
