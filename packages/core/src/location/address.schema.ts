import * as z from 'zod/mini';
import { optionalText } from '../shared/schema-fields.ts';

/** An address found by postal code (BrasilAPI v2 shape, reduced to what the profile uses). */
export const postalAddressSchema = z.object({
  cep: z.string(),
  state: optionalText,
  city: optionalText,
  neighborhood: optionalText,
  street: optionalText,
});

export type PostalAddress = z.output<typeof postalAddressSchema>;

export interface GeoPosition {
  latitude: number;
  longitude: number;
}
