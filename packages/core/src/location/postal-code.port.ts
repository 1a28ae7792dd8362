import type { PostalAddress } from './address.schema.ts';
import type { AbortSignalLike } from '../shared/abort-signal.ts';

/** The external postal-code service (v2 by CEP). */
export interface PostalCodePort {
  lookup(cep: string, signal?: AbortSignalLike): Promise<PostalAddress>;
}

export const PostalCodePortToken = Symbol.for('clube.PostalCodePort');
