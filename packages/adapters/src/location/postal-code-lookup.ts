import { message, type Message, type PostalCodePort } from '@clube/core';
import { type PostalAddress } from '@clube/core/location';

export interface PostalCodeLookup {
  address: PostalAddress | null;
  /** The SPEC §8 message when the lookup failed, for the host to put into words. */
  failure: { title: Message; text: Message } | null;
}

/** A lookup as SPEC §8 words it: on failure, null and 'Erro ao buscar endereço'. */
export async function lookUpPostalAddress(
  port: PostalCodePort,
  cep: string,
): Promise<PostalCodeLookup> {
  try {
    return { address: await port.lookup(cep), failure: null };
  } catch {
    return {
      address: null,
      failure: {
        title: message('postalCode.failureTitle'),
        text: message('postalCode.failureText'),
      },
    };
  }
}
