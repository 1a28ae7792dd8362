import type { TokenDecoderPort } from '@clube/core';

/**
 * Reads a JWT's payload. The signature is not checked: the server is the one that trusts
 * tokens; the client only reads the expiry, company and name from them.
 */
export const jwtDecoder: TokenDecoderPort = {
  decode(token) {
    const payload = token.split('.')[1];
    if (!payload) throw new Error('token sem payload');
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  },
};
