import type { ActivationPort, StoredCredentials } from '../activation/activation.port.ts';
import { memberLookupSchema } from '../activation/member-lookup.schema.ts';
import type { TokenDecoderPort } from '../auth/auth.port.ts';
import type { StoragePort } from '../shared/storage.port.ts';
import { documentOf, storeCredentials } from '../auth/generic-app.rules.ts';

export interface StartupActivationPorts {
  activation: ActivationPort;
  tokenDecoder: TokenDecoderPort;
  storage: StoragePort;
}

/**
 * Start-up with activate=true (SPEC §2): the token in the address names a document; the member
 * is looked up by it (GET user/check) and the document the API answers is stored, flagged
 * activate and api, for /formulario-de-ativacao. Answers what was stored, or null when the
 * token names nobody or the lookup fails (the form then sends the visitor to Entrar).
 */
export async function activateFromAddress(
  ports: StartupActivationPorts,
  token: string,
): Promise<StoredCredentials | null> {
  const document = documentOf(decodeQuietly(ports.tokenDecoder, token));
  if (!document) return null;
  let answer: unknown;
  try {
    answer = await ports.activation.userByDocument(document);
  } catch {
    return null;
  }
  const member = memberLookupSchema.safeParse(answer);
  if (!member.success) return null;
  const credentials: StoredCredentials = {
    document: member.data.document,
    activate: true,
    api: true,
  };
  storeCredentials(ports.storage, credentials);
  return credentials;
}

/** A token that is not the club's decodes to nothing rather than throwing. */
function decodeQuietly(decoder: TokenDecoderPort, token: string): unknown {
  try {
    return decoder.decode(token);
  } catch {
    return null;
  }
}
