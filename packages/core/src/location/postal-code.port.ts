import type { PostalAddress } from './address.schema.ts';

/** The external postal-code service (v2 by CEP). */
export interface PostalCodePort {
  lookup(cep: string): Promise<PostalAddress>;
}

export const PostalCodePortToken = Symbol.for('clube.PostalCodePort');
